import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-market-selector in Arabic (docs/markets.md). */
export default {
  title: 'اختر السوق',
  intro: 'اختر منطقتك، ثم السوق واللغة.',
  region: 'المنطقة',
  market: 'السوق',
  language: 'اللغة',
  choose: 'اختر…',
  continue: 'متابعة',
  disabledHint: 'اختر المنطقة والسوق واللغة أولًا.',
  close: 'إغلاق',
  suggestion: 'مقترح حسب لغة متصفحك:',
  noMarkets: 'لا توجد أسواق متاحة.',
} satisfies LabelTable<typeof englishLabels>;
