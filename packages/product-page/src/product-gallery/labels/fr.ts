import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-gallery in French (docs/markets.md). */
export default {
  gallery: 'Galerie',
  roleCarousel: 'galerie',
  roleSlide: 'image',
  slide: '{n} sur {count}',
  previous: 'Image précédente',
  next: 'Image suivante',
  picker: 'Choisir une image',
  pickSlide: 'Image {n}',
  showingSlide: 'Image {n} sur {count}',
} satisfies LabelTable<typeof englishLabels>;
