import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-offers-grid in Arabic (docs/markets.md). */
export default {
  filters: 'تصفية العروض',
  type: 'نوع الآلة',
  allTypes: 'جميع الأنواع',
  name: 'الطراز',
  allNames: 'جميع الطرازات',
  countOne: '{count} عرض',
  countOther: '{count} عرض',
  noResults: 'لا توجد عروض تطابق اختيارك.',
  details: 'تفاصيل العرض',
  detailsFor: 'تفاصيل العرض: {title}',
  price: 'السعر',
  validUntil: 'ساري حتى {date}',
  expired: 'منتهي',
  expiredOn: 'انتهى في {date}',
  request: 'اطلب هذا العرض',
  terms: 'الشروط',
  more: 'المزيد عن هذا العرض',
  close: 'إغلاق تفاصيل العرض',
} satisfies LabelTable<typeof englishLabels>;
