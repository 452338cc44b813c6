import { defineElement } from '@mf/core/element/define-element';
import { relatedProductsApi as api } from './related-products.api';
import { RelatedProducts } from './related-products';
import css from './related-products.css';

export const RelatedProductsElement = defineElement(api, RelatedProducts, css, {
  // No layout shift at the upgrade: until React's first commit the content keeps the page
  // stylesheet's padding (packages/product-page/page.css).
  holdUntilRendered: true,
});
