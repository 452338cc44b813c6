import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-offers-carousel in French (docs/markets.md). */
export default {
  carousel: 'Offres du moment',
  roleCarousel: 'carrousel',
  roleSlide: 'offre',
  slide: '{n} sur {count}',
  previous: 'Offres précédentes',
  next: 'Offres suivantes',
  picker: 'Choisir les offres',
  pickSlide: 'Offre {n}',
  pickGroup: 'Offres {from} à {to}',
  showingSlide: 'Offre {n} sur {count}',
  showingGroup: 'Offres {from} à {to} sur {count}',
  stopRotation: 'Arrêter le défilement automatique',
  startRotation: 'Lancer le défilement automatique',
  price: 'Prix',
  validUntil: 'Valable jusqu’au {date}',
  expired: 'Expirée',
  expiredOn: 'Expirée le {date}',
  request: 'Demander cette offre',
} satisfies LabelTable<typeof englishLabels>;
