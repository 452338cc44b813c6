import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { carouselCss } from '@mf/ui/carousel';
import { contentCarouselApi as api } from './content-carousel.api';
import { ContentCarousel } from './content-carousel';
import css from './content-carousel.css';
import { holdUntilRendered } from '@mf/core/element/pending';

export const ContentCarouselElement = defineElement(api, ContentCarousel, css, {
  extraCss: [carouselCss],
});

// No layout shift at the upgrade: the elements already in the page were upgraded just
// now, with an empty shadow root until React's first commit (a frame later), which would hide
// their slides for that frame. Until then a placeholder slot shows the slides and
// `data-mf-pending` keeps the page stylesheet's pre-upgrade layout (packages/media/page.css); the
// view removes both when it has rendered (core/element/pending.ts).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-content-carousel': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-content-carousel': JsxProps<typeof api>;
    }
  }
}
