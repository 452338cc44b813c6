import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { holdUntilRendered } from '@mf/core/element/pending';
import { tabsCss } from '@mf/ui/tabs';
import { productTabsApi as api } from './product-tabs.api';
import { ProductTabs } from './product-tabs';

// The tab row's look, one control high, is the shared widget's (@mf/ui/tabs); the panels'
// content is the page's HTML: the element has no sheet of its own.
export const ProductTabsElement = defineElement(api, ProductTabs, tabsCss);

// No layout shift at the upgrade: until React's first commit the first panel stays in the page
// stylesheet's layout under the room of the tab row (packages/product-page/page.css).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-product-tabs': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-product-tabs': JsxProps<typeof api>;
    }
  }
}
