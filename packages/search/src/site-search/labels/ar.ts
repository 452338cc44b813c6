import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-search in Arabic (docs/markets.md). */
export default {
  search: 'بحث',
  placeholder: 'ابحث في الموقع',
  submit: 'بحث',
  close: 'إغلاق البحث',
  suggestions: 'اقتراحات البحث',
  suggestionCountOne: '{count} اقتراح',
  suggestionCountOther: '{count} اقتراح',
} satisfies LabelTable<typeof englishLabels>;
