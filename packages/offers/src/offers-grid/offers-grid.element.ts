import { defineElement } from '@mf/core/element/define-element';
import { selectCss } from '@mf/ui/select';
import { offersGridApi as api } from './offers-grid.api';
import { CARD_OPTIONS, OffersGrid } from './offers-grid';
import { prepareCards } from '../shared/cards';
import { prepareIslands } from '../shared/offer-card';
import css from './offers-grid.css';

export const OffersGridElement = defineElement(api, OffersGrid, css, {
  extraCss: [selectCss],
  // The count, the prices and the expiry dates.
  intl: true,
  // The cards' models are parsed, and their views' islands made, in a task of their own, not in
  // the first render's (shared/offer-card.tsx, prepareIslands).
  prepare: (host) => prepareIslands(prepareCards(host, CARD_OPTIONS)),
  // No layout shift at the upgrade: until React's first commit a placeholder slot shows the cards
  // and `data-mf-pending` keeps packages/offers/page.css's pre-upgrade layout (core/element/pending).
  holdUntilRendered: true,
});
