import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { holdUntilRendered } from '@mf/core/element/pending';
import { relatedProductsApi as api } from './related-products.api';
import { RelatedProducts } from './related-products';
import css from './related-products.css';

export const RelatedProductsElement = defineElement(api, RelatedProducts, css);

// No layout shift at the upgrade: until React's first commit the content keeps the page
// stylesheet's padding (packages/product-page/page.css).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-related-products': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-related-products': JsxProps<typeof api>;
    }
  }
}
