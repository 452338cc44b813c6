import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { carouselCss } from '@mf/ui/carousel';
import { offersCarouselApi as api } from './offers-carousel.api';
import { OffersCarousel } from './offers-carousel';
import css from './offers-carousel.css';

export const OffersCarouselElement = defineElement(api, OffersCarousel, css, {
  extraCss: [carouselCss],
});

// No layout shift at the upgrade: until React's first commit a placeholder slot shows the cards
// and `data-mf-pending` keeps packages/offers/page.css's pre-upgrade layout (core/element/pending).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-offers-carousel': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-offers-carousel': JsxProps<typeof api>;
    }
  }
}
