import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-footer in German (docs/markets.md). */
export default {
  footerNav: 'Fußzeile',
  social: 'Folgen Sie uns',
  legal: 'Rechtliches',
  market: '{market} ({language})',
  changeMarket: 'Markt und Sprache ändern',
} satisfies LabelTable<typeof englishLabels>;
