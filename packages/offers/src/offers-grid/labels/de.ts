import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-offers-grid in German (docs/markets.md). */
export default {
  filters: 'Angebote filtern',
  type: 'Maschinentyp',
  allTypes: 'Alle Typen',
  name: 'Modell',
  allNames: 'Alle Modelle',
  countOne: '{count} Angebot',
  countOther: '{count} Angebote',
  noResults: 'Keine Angebote entsprechen Ihrer Auswahl.',
  details: 'Angebot ansehen',
  detailsFor: 'Angebot ansehen: {title}',
  price: 'Preis',
  validUntil: 'Gültig bis {date}',
  expired: 'Abgelaufen',
  expiredOn: 'Abgelaufen am {date}',
  request: 'Angebot anfragen',
  terms: 'Bedingungen',
  more: 'Mehr zu diesem Angebot',
  close: 'Angebotsdetails schließen',
} satisfies LabelTable<typeof englishLabels>;
