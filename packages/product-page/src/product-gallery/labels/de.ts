import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-gallery in German (docs/markets.md). */
export default {
  gallery: 'Galerie',
  roleCarousel: 'Galerie',
  roleSlide: 'Bild',
  slide: '{n} von {count}',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  picker: 'Bild wählen',
  pickSlide: 'Bild {n}',
  showingSlide: 'Bild {n} von {count}',
} satisfies LabelTable<typeof englishLabels>;
