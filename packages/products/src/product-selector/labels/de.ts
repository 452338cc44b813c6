import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from '../product-selector.api';

/** mf-product-selector in German (docs/markets.md). */
export default {
  filters: 'Filter',
  openFilters: 'Filter ({count} aktiv)',
  showResultsOne: '{count} Ergebnis anzeigen',
  showResultsOther: '{count} Ergebnisse anzeigen',
  activeFilters: 'Aktive Filter',
  clearAll: 'Alle löschen',
  removeFilter: 'Filter {label} entfernen',
  noMatch: 'keine Ergebnisse',
  minimum: 'Minimum',
  maximum: 'Maximum',
  rangeChip: '{label}: {min}–{max}',
  sort: 'Sortieren nach',
  search: 'Modell suchen',
  searchPlaceholder: 'z. B. 6R 250',
  searchChip: 'Modell: {query}',
  noModelMatch: 'Kein Modell passt zu „{query}“.',
  quickView: 'Schnellansicht',
  resultCountOne: '{count} Produkt',
  resultCountOther: '{count} Produkte',
  noResults: 'Keine Produkte entsprechen Ihrer Auswahl.',
  loading: 'Produkte werden geladen …',
  results: 'Produkte',
  flip: 'Technische Daten',
  flipBack: 'Übersicht',
  readMore: 'Mehr lesen',
  readLess: 'Weniger lesen',
  close: 'Schließen',
  compare: 'Vergleichen',
} satisfies LabelTable<typeof englishLabels>;
