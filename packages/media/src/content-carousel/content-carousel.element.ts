import type { HostElement, JsxProps } from '@mf/core';
import { defineElement } from '@mf/core/runtime';
import { carouselCss } from '@mf/ui/carousel';
import { contentCarouselApi as api } from './content-carousel.api';
import { ContentCarousel } from './content-carousel';
import css from './content-carousel.css';

export const ContentCarouselElement = defineElement(api, ContentCarousel, css, {
  extraCss: [carouselCss],
});

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
