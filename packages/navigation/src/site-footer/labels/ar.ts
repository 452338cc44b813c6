import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-footer in Arabic (docs/markets.md). */
export default {
  footerNav: 'تذييل الصفحة',
  social: 'تابعنا',
  legal: 'المعلومات القانونية',
  market: '{market} ({language})',
  changeMarket: 'تغيير السوق واللغة',
} satisfies LabelTable<typeof englishLabels>;
