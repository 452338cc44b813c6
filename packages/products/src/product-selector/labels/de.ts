import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';
import card from '../../product-card/labels/de';

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
  powerLabel: '{label} ({unit})',
  powerUnit: 'Leistungseinheit',
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
  // The grid's cards: the product card's texts (../../shared/card/labels).
  ...card,
} satisfies LabelTable<typeof englishLabels>;
