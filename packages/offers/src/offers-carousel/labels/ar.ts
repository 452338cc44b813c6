import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-offers-carousel in Arabic (docs/markets.md). */
export default {
  carousel: 'العروض الحالية',
  roleCarousel: 'عارض شرائح',
  roleSlide: 'عرض',
  slide: '{n} من {count}',
  previous: 'العروض السابقة',
  next: 'العروض التالية',
  picker: 'اختيار العروض',
  pickSlide: 'العرض {n}',
  pickGroup: 'العروض من {from} إلى {to}',
  showingSlide: 'العرض {n} من {count}',
  showingGroup: 'العروض من {from} إلى {to} من أصل {count}',
  stopRotation: 'إيقاف العرض التلقائي للشرائح',
  startRotation: 'تشغيل العرض التلقائي للشرائح',
  price: 'السعر',
  validUntil: 'ساري حتى {date}',
  expired: 'منتهي',
  expiredOn: 'انتهى في {date}',
  request: 'اطلب هذا العرض',
} satisfies LabelTable<typeof englishLabels>;
