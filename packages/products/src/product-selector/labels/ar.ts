import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';
import card from '../../product-card/labels/ar';

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
  powerLabel: '{label} ({unit})',
  powerUnit: 'وحدة القدرة',
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
  // The grid's cards: the product card's texts (../../shared/card/labels).
  ...card,
} satisfies LabelTable<typeof englishLabels>;
