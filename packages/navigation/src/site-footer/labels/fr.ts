import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-footer in French (docs/markets.md). */
export default {
  footerNav: 'Pied de page',
  social: 'Suivez-nous',
  legal: 'Informations légales',
  market: '{market} ({language})',
  changeMarket: 'Changer de marché et de langue',
} satisfies LabelTable<typeof englishLabels>;
