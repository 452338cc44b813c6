import { defineElement } from '@mf/core/element/define-element';
import { carouselCss } from '@mf/ui/carousel';
import { productGalleryApi as api } from './product-gallery.api';
import { ProductGallery } from './product-gallery';
import css from './product-gallery.css';

// The gallery's sheet after the carousel's: its thumbnail sizes override the carousel's rules.
export const ProductGalleryElement = defineElement(api, ProductGallery, carouselCss, {
  extraCss: [css],
  // No layout shift at the upgrade: until React's first commit the pictures stay in the page
  // stylesheet's layout (packages/product-page/page.css, core/element/pending.ts).
  holdUntilRendered: true,
});
