import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-compare in French (docs/markets.md). */
export default {
  heading: 'Comparer des produits',
  chosen: 'Sélection : {count} sur {max}',
  remove: 'Retirer {title}',
  removeShort: 'Retirer',
  compare: 'Comparer ({count})',
  clear: 'Vider',
  hint: 'Sélectionnez au moins deux produits à comparer.',
  emptied:
    'Aucun produit sélectionné. Utilisez « Comparer » sur les fiches produits pour en sélectionner jusqu’à {max}.',
  added: '{title} ajouté à la comparaison.',
  removed: '{title} retiré de la comparaison.',
  cleared: 'La comparaison est vide.',
  refused: 'Vous pouvez comparer jusqu’à {max} produits. Retirez-en un avant d’ajouter {title}.',
  loading: 'Chargement de la comparaison…',
  error: 'Impossible de charger les données produit. Veuillez réessayer.',
  unknown: 'Produit {n}',
  title: 'Comparer des produits',
  caption: '{count} produits côte à côte',
  close: 'Fermer',
  differences: 'Afficher uniquement les différences',
  noDifferences: 'Les produits affichés ne diffèrent pas sur ces caractéristiques.',
  model: 'Modèle',
  noValue: '–',
  power: 'Puissance',
  price: 'Prix',
  hp: '{value} ch',
  kw: '{value} kW',
} satisfies LabelTable<typeof englishLabels>;
