import { defineElement } from '@mf/core/element/define-element';
import { availableProductsApi as api } from './available-products.api';
import { AvailableProducts } from './available-products';
import css from './available-products.css';

export const AvailableProductsElement = defineElement(api, AvailableProducts, css, {
  // No layout shift at the upgrade: until React's first commit the table keeps the page
  // stylesheet's scroll box (packages/product-page/page.css).
  holdUntilRendered: true,
});
