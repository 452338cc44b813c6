import type { PropsOf } from '@mf/core/element/define-api';
import { holdUntilRendered } from '@mf/core/element/pending';
import { defineElement } from '@mf/core/runtime';
import { dialogCss } from '@mf/ui/dialog';
import { cardCss } from '../shared/card/card-view';
import { productCardApi as api } from './product-card.api';
import { ProductCard } from './product-card';
import css from './product-card.css';

export const ProductCardElement = defineElement(api, ProductCard, css, {
  extraCss: [dialogCss, cardCss],
});

// No layout shift at the upgrade (issue 20): until React's first commit a placeholder slot shows
// the page's own content and `data-mf-pending` keeps its pre-upgrade layout (core/element/pending).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-product-card': HTMLElement & PropsOf<typeof api>;
  }
}
