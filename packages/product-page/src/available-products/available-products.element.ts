import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { holdUntilRendered } from '@mf/core/element/pending';
import { availableProductsApi as api } from './available-products.api';
import { AvailableProducts } from './available-products';
import css from './available-products.css';

export const AvailableProductsElement = defineElement(api, AvailableProducts, css);

// No layout shift at the upgrade: until React's first commit the table keeps the page
// stylesheet's scroll box (packages/product-page/page.css).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-available-products': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-available-products': JsxProps<typeof api>;
    }
  }
}
