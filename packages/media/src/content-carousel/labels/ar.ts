import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-content-carousel in Arabic (docs/markets.md). */
export default {
  carousel: 'عرض الشرائح',
  roleCarousel: 'عارض شرائح',
  roleSlide: 'شريحة',
  slide: '{n} من {count}',
  previous: 'الشرائح السابقة',
  next: 'الشرائح التالية',
  picker: 'اختيار الشرائح',
  pickSlide: 'الشريحة {n}',
  pickGroup: 'الشرائح من {from} إلى {to}',
  showingSlide: 'الشريحة {n} من {count}',
  showingGroup: 'الشرائح من {from} إلى {to} من أصل {count}',
  stopRotation: 'إيقاف العرض التلقائي للشرائح',
  startRotation: 'تشغيل العرض التلقائي للشرائح',
  openLarger: 'عرض بحجم أكبر: {name}',
  largerView: '{label}: عرض مكبّر',
  close: 'إغلاق',
  previousPicture: 'الصورة السابقة',
  nextPicture: 'الصورة التالية',
  pictureCount: '{n} من {count}',
  showingPicture: 'الصورة {n} من {count}: {name}',
  pictureFailed: 'تعذّر تحميل الصورة المكبّرة.',
} satisfies LabelTable<typeof englishLabels>;
