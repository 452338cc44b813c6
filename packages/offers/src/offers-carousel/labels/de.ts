import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-offers-carousel in German (docs/markets.md). */
export default {
  carousel: 'Aktuelle Angebote',
  roleCarousel: 'Karussell',
  roleSlide: 'Angebot',
  slide: '{n} von {count}',
  previous: 'Vorherige Angebote',
  next: 'Nächste Angebote',
  picker: 'Angebote wählen',
  pickSlide: 'Angebot {n}',
  pickGroup: 'Angebote {from} bis {to}',
  showingSlide: 'Angebot {n} von {count}',
  showingGroup: 'Angebote {from} bis {to} von {count}',
  stopRotation: 'Automatischen Wechsel anhalten',
  startRotation: 'Automatischen Wechsel starten',
  price: 'Preis',
  validUntil: 'Gültig bis {date}',
  expired: 'Abgelaufen',
  expiredOn: 'Abgelaufen am {date}',
  request: 'Angebot anfragen',
} satisfies LabelTable<typeof englishLabels>;
