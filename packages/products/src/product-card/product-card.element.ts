import { defineElement } from '@mf/core/runtime';
import { dialogCss } from '@mf/ui/dialog';
import { cardCss } from '../shared/card/card-view';
import { productCardApi as api } from './product-card.api';
import { ProductCard } from './product-card';
import css from './product-card.css';

export const ProductCardElement = defineElement(api, ProductCard, css, {
  extraCss: [dialogCss, cardCss],
  // The page's own markup stays shown, laid out by dist/mf-products.css, until the card renders.
  holdUntilRendered: true,
});
