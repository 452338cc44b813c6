import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { siteHeaderApi as api } from './site-header.api';
import { SiteHeader } from './site-header';
import css from './site-header.css';
import { holdUntilRendered } from '@mf/core/element/pending';

export const SiteHeaderElement = defineElement(api, SiteHeader, css);

// No layout shift at the upgrade: until React's first commit the page's own markup
// stays shown in the page stylesheet's layout (core/element/pending.ts, packages/navigation/page.css).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-site-header': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-site-header': JsxProps<typeof api>;
    }
  }
}
