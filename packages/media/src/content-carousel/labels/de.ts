import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-content-carousel in German (docs/markets.md). */
export default {
  carousel: 'Karussell',
  roleCarousel: 'Karussell',
  roleSlide: 'Folie',
  slide: '{n} von {count}',
  previous: 'Vorherige Folien',
  next: 'Nächste Folien',
  picker: 'Folien wählen',
  pickSlide: 'Folie {n}',
  pickGroup: 'Folien {from} bis {to}',
  showingSlide: 'Folie {n} von {count}',
  showingGroup: 'Folien {from} bis {to} von {count}',
  stopRotation: 'Automatischen Folienwechsel anhalten',
  startRotation: 'Automatischen Folienwechsel starten',
  openLarger: 'Größer anzeigen: {name}',
  largerView: '{label}: große Ansicht',
  close: 'Schließen',
  previousPicture: 'Vorheriges Bild',
  nextPicture: 'Nächstes Bild',
  pictureCount: '{n} von {count}',
  showingPicture: 'Bild {n} von {count}: {name}',
  pictureFailed: 'Das größere Bild konnte nicht geladen werden.',
} satisfies LabelTable<typeof englishLabels>;
