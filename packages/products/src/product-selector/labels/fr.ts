import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from '../product-selector.api';

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
  flip: 'Caractéristiques techniques',
  flipBack: 'Présentation',
  readMore: 'Lire la suite',
  readLess: 'Réduire',
  close: 'Fermer',
  compare: 'Comparer',
} satisfies LabelTable<typeof englishLabels>;
