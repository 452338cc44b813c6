import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-news-archive in German (docs/markets.md). */
export default {
  filters: 'Nachrichten filtern',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  from: 'Von',
  to: 'Bis',
  fromPlaceholder: 'Beliebiges Datum',
  toPlaceholder: 'Heute',
  dateHint: 'Zum Beispiel {example}',
  openFromCalendar: 'Von-Datum auswählen',
  openToCalendar: 'Bis-Datum auswählen',
  fromDialog: 'Von-Datum',
  toDialog: 'Bis-Datum',
  close: 'Schließen',
  clear: 'Datum löschen',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  selectedDay: '{date}, ausgewählt',
  today: 'Heute, {date}',
  resultCountOne: '{count} Nachricht',
  resultCountOther: '{count} Nachrichten',
  pageStatus: 'Seite {page} von {pages}',
  loading: 'Nachrichten werden geladen …',
  pagination: 'Seiten der Nachrichten',
  previousPage: 'Zurück',
  nextPage: 'Weiter',
  page: 'Seite {page}',
  noArticles: 'Keine Nachrichten entsprechen Ihrer Auswahl.',
} satisfies LabelTable<typeof englishLabels>;
