import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';
import card from '../../product-card/labels/fr';

/** mf-product-selector in French (docs/markets.md). */
export default {
  filters: 'Filtres',
  openFilters: 'Filtres (actifs : {count})',
  showResultsOne: 'Afficher {count} résultat',
  showResultsOther: 'Afficher {count} résultats',
  activeFilters: 'Filtres actifs',
  clearAll: 'Tout effacer',
  removeFilter: 'Supprimer le filtre {label}',
  noMatch: 'aucun résultat',
  minimum: 'Minimum',
  maximum: 'Maximum',
  rangeChip: '{label} : {min}–{max}',
  powerLabel: '{label} ({unit})',
  powerUnit: 'Unité de puissance',
  sort: 'Trier par',
  search: 'Rechercher un modèle',
  searchPlaceholder: 'ex. : 6R 250',
  searchChip: 'Modèle : {query}',
  noModelMatch: 'Aucun modèle ne correspond à « {query} ».',
  quickView: 'Aperçu rapide',
  resultCountOne: '{count} produit',
  resultCountOther: '{count} produits',
  noResults: 'Aucun produit ne correspond à votre sélection.',
  loading: 'Chargement des produits…',
  results: 'Produits',
  // The grid's cards: the product card's texts (../../shared/card/labels).
  ...card,
} satisfies LabelTable<typeof englishLabels>;
