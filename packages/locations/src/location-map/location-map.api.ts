import { attr, defineApi } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const locationMapApi = defineApi({
  tag: 'mf-location-map',
  name: 'LocationMap',
  summary:
    'Location overview: a Google map with one marker (after cookie consent), the name, label, address and a directions link, and a book button that scrolls to the page’s booking section.',
  attributes: {
    /** spec §3 Map location: lat. */
    lat: attr.string({
      default: '',
      description:
        'Latitude of the location (the former data-lat). The map loads only when `lat` and `long` are both numbers and neither is 0 (spec §5); otherwise no map is created and the text and directions link still show.',
      example: '49.4295',
    }),
    /** spec §3 Map location: long. */
    long: attr.string({
      default: '',
      description: 'Longitude of the location (the former data-long); see `lat`.',
      example: '2.0807',
    }),
    name: attr.string({
      default: '',
      description: 'Name of the location, shown above the address and given to the marker.',
      example: 'Massey Ferguson Beauvais',
    }),
    locationLabel: attr.string({
      default: '',
      description: 'What the location is (the former location label), shown under the name.',
      example: 'Tractor factory and visitor centre',
    }),
    apiKey: attr.string({
      default: '',
      description:
        'Google Maps API key (spec §7). Without it no map loads (logged) and the text and links show.',
      example: 'AIzaSyExampleKey',
    }),
    consentDomain: attr.string({
      default: '',
      description:
        'Consent manager domain asked for the consent decision, as in the dealer locator: Google loads only with level 4 or more; until then a no-consent panel takes the map’s place. Without it (and without `no-consent-manager`), "CCM Domain not specified" is logged and the panel shows.',
      example: 'mf-machinery.example',
    }),
    noConsentManager: attr.boolean({
      description:
        'The page runs no consent manager, so the map loads without a consent decision. A `consent-domain` given as well wins.',
    }),
    bookTarget: attr.string({
      default: '',
      description:
        'Id of the page section the book button scrolls to (with or without #). The button is a link to it that works without script; with the element it scrolls smoothly (instantly under reduced motion) to 98 px above the section on mobile and tablet and 140 px above it otherwise (spec §9), and moves focus to it. Empty: no book button.',
      example: 'book-a-visit',
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {},
  parts: {
    base: {
      description:
        'The wrapper; data-state="no-map|consent-pending|no-consent|no-consent-manager|loading|ready|error" (no-map: no valid coordinates; error: the map failed to load and only the text and links show).',
    },
    map: { description: 'The map region (while loading and when ready).' },
    marker: { description: 'The location’s marker on the map.' },
    'consent-panel': { description: 'The no-consent panel in the map’s place.' },
    'consent-button': {
      description: 'The panel’s button: the cookie preferences, or Try again.',
    },
    button: { description: 'The text buttons: the panel’s button and the book button.' },
    details: { description: 'The name, label, address and links.' },
    name: { description: 'The location’s name.' },
    label: { description: 'The location’s label.' },
    directions: { description: 'The directions link (Google Maps, opened on click only).' },
    book: { description: 'The book button (a link to the booking section).' },
  },
  cssProperties: {
    '--mf-location-map-height': {
      description: 'Height of the map (also reserved before the upgrade by dist/mf-locations.css).',
      default: '22rem',
    },
  },
  slots: {
    '': {
      description:
        'The location’s address and any other text, as the page renders it (shown with and without script).',
    },
  },
});

export { englishLabels };
