import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { holdUntilRendered } from '@mf/core/element/pending';
import { carouselCss } from '@mf/ui/carousel';
import { productGalleryApi as api } from './product-gallery.api';
import { ProductGallery } from './product-gallery';
import css from './product-gallery.css';

// The gallery's sheet after the carousel's: its thumbnail sizes override the carousel's rules.
export const ProductGalleryElement = defineElement(api, ProductGallery, carouselCss, {
  extraCss: [css],
});

// No layout shift at the upgrade: until React's first commit the pictures stay in the page
// stylesheet's layout (packages/product-page/page.css, core/element/pending.ts).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-product-gallery': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-product-gallery': JsxProps<typeof api>;
    }
  }
}
