import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { disclosureCss } from '@mf/ui/disclosure';
import { siteFooterApi as api } from './site-footer.api';
import { SiteFooter } from './site-footer';
import css from './site-footer.css';
import { holdUntilRendered } from '@mf/core/element/pending';

export const SiteFooterElement = defineElement(api, SiteFooter, css, {
  extraCss: [disclosureCss],
});

// No layout shift at the upgrade: core/element/pending.ts, packages/navigation/page.css.
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-site-footer': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-site-footer': JsxProps<typeof api>;
    }
  }
}
