import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-content-carousel in French (docs/markets.md). */
export default {
  carousel: 'Carrousel',
  roleCarousel: 'carrousel',
  roleSlide: 'diapositive',
  slide: '{n} sur {count}',
  previous: 'Diapositives précédentes',
  next: 'Diapositives suivantes',
  picker: 'Choisir les diapositives',
  pickSlide: 'Diapositive {n}',
  pickGroup: 'Diapositives {from} à {to}',
  showingSlide: 'Diapositive {n} sur {count}',
  showingGroup: 'Diapositives {from} à {to} sur {count}',
  stopRotation: 'Arrêter le défilement automatique',
  startRotation: 'Lancer le défilement automatique',
  openLarger: 'Agrandir : {name}',
  largerView: '{label} : vue agrandie',
  close: 'Fermer',
  previousPicture: 'Image précédente',
  nextPicture: 'Image suivante',
  pictureCount: '{n} sur {count}',
  showingPicture: 'Image {n} sur {count} : {name}',
  pictureFailed: 'Impossible de charger l’image agrandie.',
} satisfies LabelTable<typeof englishLabels>;
