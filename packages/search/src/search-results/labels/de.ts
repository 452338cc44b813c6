import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-search-results in German (docs/markets.md). */
export default {
  filters: 'Ergebnisse filtern',
  source: 'Quelle',
  allSources: 'Alle Quellen',
  apply: 'Ergebnisse anzeigen',
  resultCountOne: '{count} Ergebnis',
  resultCountOther: '{count} Ergebnisse',
  pageStatus: 'Seite {page} von {pages}',
  pagination: 'Ergebnisseiten',
  previousPage: 'Zurück',
  nextPage: 'Weiter',
  page: 'Seite {page}',
} satisfies LabelTable<typeof englishLabels>;
