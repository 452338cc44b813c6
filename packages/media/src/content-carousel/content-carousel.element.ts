import { defineElement } from '@mf/core/element/define-element';
import { carouselCss } from '@mf/ui/carousel';
import { contentCarouselApi as api } from './content-carousel.api';
import { ContentCarousel } from './content-carousel';
import css from './content-carousel.css';

export const ContentCarouselElement = defineElement(api, ContentCarousel, css, {
  extraCss: [carouselCss],
  // No layout shift at the upgrade: the elements already in the page were upgraded just
  // now, with an empty shadow root until React's first commit (a frame later), which would hide
  // their slides for that frame. Until then a placeholder slot shows the slides and
  // `data-mf-pending` keeps the page stylesheet's pre-upgrade layout (packages/media/page.css); the
  // adapter removes both when the view has rendered (core/element/pending.ts).
  holdUntilRendered: true,
});
