import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-news-archive in Arabic (docs/markets.md). */
export default {
  filters: 'تصفية الأخبار',
  category: 'الفئة',
  allCategories: 'جميع الفئات',
  from: 'من',
  to: 'إلى',
  fromPlaceholder: 'أي تاريخ',
  toPlaceholder: 'اليوم',
  dateHint: 'مثال: {example}',
  openFromCalendar: 'اختر تاريخ البداية',
  openToCalendar: 'اختر تاريخ النهاية',
  fromDialog: 'تاريخ البداية',
  toDialog: 'تاريخ النهاية',
  close: 'إغلاق',
  clear: 'مسح التاريخ',
  previousMonth: 'الشهر السابق',
  nextMonth: 'الشهر التالي',
  selectedDay: '{date}، محدَّد',
  today: 'اليوم، {date}',
  resultCountOne: '{count} خبر',
  resultCountOther: '{count} خبر',
  pageStatus: 'الصفحة {page} من {pages}',
  loading: 'جارٍ تحميل الأخبار…',
  pagination: 'صفحات الأخبار',
  previousPage: 'السابق',
  nextPage: 'التالي',
  page: 'الصفحة {page}',
  noArticles: 'لا توجد أخبار تطابق اختيارك.',
} satisfies LabelTable<typeof englishLabels>;
