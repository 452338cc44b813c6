import { defineElement } from '@mf/core/element/define-element';
import { carouselCss } from '@mf/ui/carousel';
import { offersCarouselApi as api } from './offers-carousel.api';
import { OffersCarousel } from './offers-carousel';
import css from './offers-carousel.css';

export const OffersCarouselElement = defineElement(api, OffersCarousel, css, {
  extraCss: [carouselCss],
  // No layout shift at the upgrade: until React's first commit a placeholder slot shows the cards
  // and `data-mf-pending` keeps packages/offers/page.css's pre-upgrade layout (core/element/pending).
  holdUntilRendered: true,
});
