import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-events-overview in Arabic (docs/markets.md). */
export default {
  filter: 'المنطقة',
  allRegions: 'جميع المناطق',
  loading: 'جارٍ تحميل الفعاليات…',
  resultCountOne: '{count} فعالية',
  resultCountOther: '{count} فعالية',
  pageStatus: 'الصفحة {page} من {pages}',
  pagination: 'صفحات الفعاليات',
  previousPage: 'السابق',
  nextPage: 'التالي',
  page: 'الصفحة {page}',
  dateRange: 'من {start} إلى {end}',
  noEvents: 'لم يتم العثور على فعاليات.',
} satisfies LabelTable<typeof englishLabels>;
