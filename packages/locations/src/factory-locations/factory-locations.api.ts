import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const factoryLocationsApi = defineApi({
  tag: 'mf-factory-locations',
  name: 'FactoryLocations',
  summary:
    'The manufacturer’s factories: the page’s own list of locations (name, label, address, link), complete without script, with a Google map of all of them above it after cookie consent.',
  attributes: {
    apiKey: attr.string({
      default: '',
      description:
        'Google Maps API key (spec §7). Without it no map loads (logged) and the list alone shows.',
      example: 'AIzaSyExampleKey',
    }),
    consentDomain: attr.string({
      default: '',
      description:
        'Consent manager domain asked for the consent decision, as in the dealer locator: Google loads only with level 4 or more; until then a no-consent panel takes the map’s place above the list. Without it (and without `no-consent-manager`), "CCM Domain not specified" is logged and the panel shows.',
      example: 'mf-machinery.example',
    }),
    noConsentManager: attr.boolean({
      description:
        'The page runs no consent manager, so the map loads without a consent decision. A `consent-domain` given as well wins.',
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-location-select': event<{ index: number; name: string }>(
      'Fired when the visitor chooses a location’s marker on the map; focus then moves to that location in the list. `index` counts the page’s locations from 0.',
      '{ index: number; name: string }',
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper; data-state="no-map|consent-pending|no-consent|no-consent-manager|loading|ready|error" (no-map: no location with valid coordinates; error: the map failed to load and the list alone shows).',
    },
    map: { description: 'The map region (while loading and when ready).' },
    marker: { description: 'A location’s marker: a button named after the location.' },
    'consent-panel': { description: 'The no-consent panel in the map’s place.' },
    'consent-button': {
      description: 'The panel’s button: the cookie preferences, or Try again.',
    },
    button: { description: 'The panel’s text button.' },
  },
  cssProperties: {
    '--mf-factory-locations-map-height': {
      description: 'Height of the map (also reserved before the upgrade by dist/mf-locations.css).',
      default: '22rem',
    },
  },
  slots: {
    '': {
      description:
        'The locations as the page renders them: each element with data-lat and data-long is one (README "Markup"); the list is the whole interface without the map.',
    },
  },
});

export { englishLabels };
