import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-gallery in Arabic (docs/markets.md). */
export default {
  gallery: 'معرض الصور',
  roleCarousel: 'معرض',
  roleSlide: 'صورة',
  slide: '{n} من {count}',
  previous: 'الصورة السابقة',
  next: 'الصورة التالية',
  picker: 'اختيار صورة',
  pickSlide: 'الصورة {n}',
  showingSlide: 'الصورة {n} من {count}',
} satisfies LabelTable<typeof englishLabels>;
