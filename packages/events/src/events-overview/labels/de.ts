import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-events-overview in German (docs/markets.md). */
export default {
  filter: 'Region',
  allRegions: 'Alle Regionen',
  loading: 'Veranstaltungen werden geladen …',
  resultCountOne: '{count} Veranstaltung',
  resultCountOther: '{count} Veranstaltungen',
  pageStatus: 'Seite {page} von {pages}',
  pagination: 'Seiten der Veranstaltungen',
  previousPage: 'Zurück',
  nextPage: 'Weiter',
  page: 'Seite {page}',
  dateRange: '{start} bis {end}',
  noEvents: 'Keine Veranstaltungen gefunden.',
} satisfies LabelTable<typeof englishLabels>;
