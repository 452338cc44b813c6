import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import {
  validateBrandOptions,
  validateDistanceOptions,
  validateOfferingsMap,
  validateRegionOptions,
  type BrandOption,
  type DistanceOption,
  type RegionOption,
} from './internal/attributes/options';
import { validateDistanceUnit, type DistanceUnit } from './internal/attributes/distance-unit';
import { parseMode, type LocatorMode } from './internal/attributes/mode';
import { NO_USABLE_ORIGIN, openerOriginList, originList } from './internal/attributes/origins';
import { DEFAULT_LABELS } from './labels/en';

/** The preferred dealer as stored and announced (spec §3 "Preferred dealer"). */
export interface PreferredDealerDetail {
  dealer_code: string;
  dealer_name: string;
  phone: string;
}

export type DealerLocatorLabels = { readonly [K in keyof typeof DEFAULT_LABELS]: string };

export const dealerLocatorApi = defineApi({
  tag: 'mf-dealer-locator',
  name: 'DealerLocator',
  summary:
    'Dealer search by place, postal code or name, with filters, paged results, dealer details and a preferred dealer.',
  attributes: {
    searchEndpoint: attr.string({
      description:
        'Address the search is POSTed to (spec §7, original data-search-endpoint). The answer is a list of dealer records. Required: without it the search is posted to the page’s own address.',
      example: '/bin/site/dealers/search.json',
      required: true,
      missing: 'the search is posted to the page’s own address',
    }),
    detailEndpoint: attr.string({
      description:
        'Address of the dealer detail call, requested with `?dealerId={dealer code}` (spec §7).',
      example: '/bin/site/dealers/detail.json',
    }),
    tokenPath: attr.string({
      description:
        'Content-management token path; when set, the token is fetched before the search POST and sent as the CSRF-Token header (spec §7).',
    }),
    perPage: attr.number({
      default: 25,
      description: 'Dealers per result page (spec §9: default 25, original data-per-page).',
    }),
    brand: attr.string({
      description:
        'Brand code searched for when no brand selector is shown; also filters the detail call (spec §7).',
    }),
    region: attr.string({ description: 'Region code sent with every search (spec §3).' }),
    country: attr.string({ description: 'Country code sent with every search (spec §3).' }),
    contract: attr.string({ description: 'Contract type sent with every search (spec §3).' }),
    radius: attr.number({
      default: 50,
      description: 'Initial search radius, in `distance-unit` (spec §3 search form options).',
    }),
    distanceUnit: attr.string<DistanceUnit | ''>({
      type: "'' | 'mi' | 'km'",
      description:
        "Unit of the radius and of the distances shown: `mi` or `km`. Empty: the page market's unit (docs/markets.md: miles in the US and the UK, kilometres elsewhere); anything else is reported and the market's unit is used.",
      validate: validateDistanceUnit,
    }),
    distances: attr.json<DistanceOption[]>({
      default: [],
      type: '{ value: string; label: string }[]',
      description:
        'Options of the distance filter, each value \'radius unit\' (spec §5), e.g. `[{"value":"25 mi","label":"25 miles"}]`. Empty: 10, 25, 50, 100, 250 and 500 in `distance-unit`.',
      validate: validateDistanceOptions,
    }),
    offerings: attr.json<Record<string, string>>({
      default: {},
      type: 'Record<string, string>',
      description:
        'Offering value to label map for the offerings filter, as the CMS renders it (spec §3), e.g. `{"Tractors":"Tractors","Parts":"Parts"}`.',
      validate: validateOfferingsMap,
    }),
    brands: attr.json<BrandOption[]>({
      default: [],
      type: '{ value: string; label: string }[]',
      description:
        'Options of the brand selector. When given the selector is shown and a brand is required (spec §5).',
      validate: validateBrandOptions,
    }),
    regions: attr.json<RegionOption[]>({
      default: [],
      type: '{ value: string; label: string; lat?: number; lng?: number }[]',
      description:
        'Options of the region selector; an option may carry the region centre as lat/lng (spec §4). The selector is shown when there are options.',
      validate: validateRegionOptions,
    }),
    requireLocation: attr.boolean({
      description:
        "The page requires the visitor's location: the location box is required and the first search runs only when it is already filled in (spec §4, §5).",
    }),
    brandRequiredMessage: attr.string({
      description:
        "Required-error message of the brand selector (spec §5). Empty: the `brandRequired` label in the page's language.",
    }),
    locationRequiredMessage: attr.string({
      description:
        "Required-error message of the location box (spec §5). Empty: the `locationRequired` label in the page's language.",
    }),
    editMode: attr.boolean({
      description:
        'Set by the content-management system in its authoring edit mode: the desktop map keeps its CSS height instead of following the results list (the authoring frame grows with its content).',
    }),
    apiKey: attr.string({
      description:
        'Google Maps API key used to load the maps libraries for geocoding the typed location (spec §7).',
    }),
    consentDomain: attr.string({
      description:
        'Consent manager domain asked for the consent decision (spec §6: level 4+ allows Google Maps and the results). With it, nothing reaches Google before consent and a no-consent panel replaces the results and the map; without it (and without `no-consent-manager`), "CCM Domain not specified" is logged and the panel shows (spec §8).',
      example: 'mf-machinery.example',
    }),
    noConsentManager: attr.boolean({
      description:
        "The page runs no consent manager, so Google Maps (results, map, place suggestions, use-my-location) is used without a consent decision. Without it and without `consent-domain`, 'CCM Domain not specified' is logged and the no-consent panel shows (spec §8). A `consent-domain` given as well wins.",
    }),
    mode: attr.string<LocatorMode>({
      default: 'embedded',
      type: "'embedded' | 'modal' | 'popup'",
      description:
        'How the locator is shown (spec §1, §2): `embedded` in the page (default); `modal`: hidden until the page hash is `#dealer-locator` or `#dealer-locator-{dealerCode}`, then shown in a modal dialog that any other hash, Escape, its close button or a click outside closes (closing clears the hash); `popup`: a window opened by another site, configured by query parameters, handing the chosen dealer back (see Popup mode). Other values are logged and fall back to `embedded`.',
      validate: parseMode,
    }),
    openerOrigins: attr.json<readonly string[]>({
      default: [],
      type: 'string[]',
      description:
        'Popup mode: origins allowed to receive the chosen dealer, e.g. `["https://byo.example.com"]`. The record is posted once per origin with that exact target origin. Absent: posted to any origin (`*`, spec §7). Set but naming no valid origin (invalid JSON, `[]`, only invalid entries): posted nowhere, logged (fail closed).',
      validate: openerOriginList,
      // Set but unparsable or empty (an attribute, or text a framework sets as the property):
      // fail closed, like a list without a usable origin.
      unusable: NO_USABLE_ORIGIN,
    }),
    redirectOrigins: attr.json<string[]>({
      default: [],
      type: 'string[]',
      description:
        'Popup mode: origins the `byo_redirect` query parameter may point to (spec §5), e.g. `["https://byo.example.com"]`. A redirect elsewhere is logged and ignored.',
      validate: originList('redirect-origins'),
    }),
    labels: labelsAttribute<keyof typeof DEFAULT_LABELS>(DEFAULT_LABELS, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-preferred-dealer-change': event<PreferredDealerDetail | null>(
      'Fired when the visitor chooses or clears the preferred dealer; the detail is the stored dealer or null.',
      '{ dealer_code: string; dealer_name: string; phone: string } | null',
    ),
    'mf-dealer-select': event<{ dealer_code: string } | null>(
      'Fired when the visitor shows one dealer alone in the results (null when back to the list).',
      '{ dealer_code: string } | null',
    ),
  },
  parts: {
    base: { description: 'The wrapper; `data-state` is idle, loading, results, empty or error.' },
    heading: { description: 'The title of the locator (its `title` label).' },
    form: { description: 'The search form.' },
    input: { description: 'The location and dealer-name text fields.' },
    button: {
      description:
        'The text buttons: Search, Show/Hide map, See more, cookie settings, and in popup mode its dismiss and choose buttons.',
    },
    filters: { description: 'The filter bar.' },
    results: { description: 'The results panel.' },
    list: { description: 'The result list.' },
    'list-item': { description: 'One dealer in the list.' },
    item: { description: 'Shared name (README "Theming"): the same element as `list-item`.' },
    map: { description: 'The map container.' },
    'consent-panel': { description: 'The no-consent panel shown instead of the results and map.' },
    'consent-button': {
      description: 'The panel’s button: the cookie preferences, or Try again (also a `button`).',
    },
    detail: { description: 'The dealer detail view.' },
    modal: { description: 'Modal mode: the dialog panel around the locator.' },
    'dialog-backdrop': { description: 'Modal mode: the backdrop behind the dialog.' },
    'modal-close': { description: "Modal mode: the dialog's close button." },
    'popup-bar': {
      description: 'Popup mode: the bar with the dismiss button and hand-back messages.',
    },
    'choose-dealer': { description: 'Popup mode: the "Choose this dealer" button.' },
  },
  cssProperties: {
    '--mf-dealer-locator-panel-width': {
      description: 'Width of the results panel beside the map on wide screens.',
      default: 'calc(26 * var(--_unit))',
    },
    '--mf-dealer-locator-map-height': {
      description: 'Height of the map container.',
      default: 'calc(32 * var(--_unit))',
    },
    '--mf-dealer-locator-modal-width': {
      description: 'Modal mode: the largest width of the dialog.',
      default: 'calc(75 * var(--_unit))',
    },
  },
});

export { DEFAULT_LABELS };
