import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { stickySidebarApi as api } from './sticky-sidebar.api';
import { StickySidebar } from './sticky-sidebar';
import css from './sticky-sidebar.css';

export const StickySidebarElement = defineElement(api, StickySidebar, css);

// The page's links stay shown (as packages/page-tools/page.css lays them out) until the first
// render (core/element/pending.ts).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-sticky-sidebar': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-sticky-sidebar': JsxProps<typeof api>;
    }
  }
}
