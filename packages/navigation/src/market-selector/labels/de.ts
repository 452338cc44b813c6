import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-market-selector in German (docs/markets.md). */
export default {
  title: 'Wählen Sie Ihren Markt',
  intro: 'Wählen Sie Ihre Region, dann Ihren Markt und Ihre Sprache.',
  region: 'Region',
  market: 'Markt',
  language: 'Sprache',
  choose: 'Bitte wählen …',
  continue: 'Weiter',
  disabledHint: 'Wählen Sie zuerst eine Region, einen Markt und eine Sprache.',
  close: 'Schließen',
  suggestion: 'Vorschlag für die Sprache Ihres Browsers:',
  noMarkets: 'Es sind keine Märkte verfügbar.',
} satisfies LabelTable<typeof englishLabels>;
