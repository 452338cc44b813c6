import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from '../product-selector.api';

/** mf-product-selector in Arabic (docs/markets.md). */
export default {
  filters: 'التصفية',
  openFilters: 'التصفية (النشطة: {count})',
  showResultsOne: 'عرض {count} نتيجة',
  showResultsOther: 'عرض {count} نتيجة',
  activeFilters: 'عوامل التصفية النشطة',
  clearAll: 'مسح الكل',
  removeFilter: 'إزالة عامل التصفية {label}',
  noMatch: 'لا توجد نتائج',
  minimum: 'الحد الأدنى',
  maximum: 'الحد الأقصى',
  rangeChip: '{label}: {min}–{max}',
  sort: 'الترتيب حسب',
  search: 'ابحث عن طراز',
  searchPlaceholder: 'مثال: 6R 250',
  searchChip: 'الطراز: {query}',
  noModelMatch: 'لا يوجد طراز يطابق «{query}».',
  quickView: 'عرض سريع',
  resultCountOne: '{count} منتج',
  resultCountOther: '{count} منتج',
  noResults: 'لا توجد منتجات تطابق اختيارك.',
  loading: 'جارٍ تحميل المنتجات…',
  results: 'المنتجات',
  flip: 'المواصفات',
  flipBack: 'نظرة عامة',
  readMore: 'اقرأ المزيد',
  readLess: 'عرض أقل',
  close: 'إغلاق',
  compare: 'مقارنة',
} satisfies LabelTable<typeof englishLabels>;
