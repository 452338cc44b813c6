import { defineElement } from '@mf/core/element/define-element';
import { carouselCss } from '@mf/ui/carousel';
import { offersCarouselApi as api } from './offers-carousel.api';
import { CARD_OPTIONS, OffersCarousel } from './offers-carousel';
import { prepareCards } from '../shared/cards';
import { prepareIslands } from '../shared/offer-card';
import { hideExpiredCards } from './internal/expired';
import css from './offers-carousel.css';

export const OffersCarouselElement = defineElement(api, OffersCarousel, css, {
  extraCss: [carouselCss],
  // The prices and the expiry dates.
  intl: true,
  // The cards are read in a task of their own, not in the first render's; with hide-expired the
  // expired ones are hidden there too, so the carousel's first render counts only the others.
  // Their views' islands too (shared/offer-card.tsx, prepareIslands).
  prepare: (host) => {
    const cards = prepareCards(host, CARD_OPTIONS);
    hideExpiredCards(cards, host.hasAttribute('hide-expired'), new Date());
    prepareIslands(cards);
  },
  // No layout shift at the upgrade: until React's first commit a placeholder slot shows the cards
  // and `data-mf-pending` keeps packages/offers/page.css's pre-upgrade layout (core/element/pending).
  holdUntilRendered: true,
});
