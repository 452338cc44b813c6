import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-offers-grid in French (docs/markets.md). */
export default {
  filters: 'Filtrer les offres',
  type: 'Type de machine',
  allTypes: 'Tous les types',
  name: 'Modèle',
  allNames: 'Tous les modèles',
  countOne: '{count} offre',
  countOther: '{count} offres',
  noResults: 'Aucune offre ne correspond à votre sélection.',
  details: 'Voir l’offre',
  detailsFor: 'Voir l’offre : {title}',
  price: 'Prix',
  validUntil: 'Valable jusqu’au {date}',
  expired: 'Expirée',
  expiredOn: 'Expirée le {date}',
  request: 'Demander cette offre',
  terms: 'Conditions',
  more: 'En savoir plus sur cette offre',
  close: 'Fermer le détail de l’offre',
} satisfies LabelTable<typeof englishLabels>;
