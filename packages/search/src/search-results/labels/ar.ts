import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-search-results in Arabic (docs/markets.md). */
export default {
  filters: 'تصفية النتائج',
  source: 'المصدر',
  allSources: 'جميع المصادر',
  apply: 'عرض النتائج',
  resultCountOne: '{count} نتيجة',
  resultCountOther: '{count} نتيجة',
  pageStatus: 'الصفحة {page} من {pages}',
  pagination: 'صفحات النتائج',
  previousPage: 'السابق',
  nextPage: 'التالي',
  page: 'الصفحة {page}',
} satisfies LabelTable<typeof englishLabels>;
