import type { PropsOf } from '@mf/core/element/define-api';
import { defineElement } from '@mf/core/runtime';
import { dialogCss } from '@mf/ui/dialog';
import { cardCss } from '../shared/card/card-view';
import { productCardApi as api } from './product-card.api';
import { ProductCard } from './product-card';
import css from './product-card.css';

export const ProductCardElement = defineElement(api, ProductCard, css, {
  extraCss: [dialogCss, cardCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'mf-product-card': HTMLElement & PropsOf<typeof api>;
  }
}
