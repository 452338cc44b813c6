import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { cardLabels } from '../shared/card/labels';
import { validatePattern } from '@mf/core/parse/pattern';

export const productSelectorApi = defineApi({
  tag: 'mf-product-selector',
  name: 'ProductSelector',
  summary:
    'Product browsing: filters in accordion lists, chips, hp and kW range sliders, sort, quick view of every card; the selection lives in the address.',
  attributes: {
    /** spec §7: {origin} of the product servlets. */
    origin: attr.string({
      default: '',
      description: "Origin of the product servlets ('' = this page's).",
      example: 'https://www.example.com',
    }),
    /** spec §7: {site} of the servlet path. */
    site: attr.string({
      default: '',
      description: 'Site name in /bin/{site}/; required.',
      example: 'mf',
    }),
    /** spec §7: ?path={path} of both calls. */
    path: attr.string({
      default: '',
      description: 'Content path of the product range, sent as ?path= to both calls; required.',
      example: '/content/mf/en-us/products/tractors',
    }),
    /** spec §7 host rules of bin-url (core/http/bin-url). */
    cloudHostPattern: attr.string({
      default: '',
      description:
        "Regular expression matched against the host name; on a match the path becomes /{cloud-prefix}/resources/bin/{site}/ ('' = never).",
      example: '\\.cloudhost\\.net$',
      validate: validatePattern,
    }),
    cloudPrefix: attr.string({
      default: '',
      description: "Extra path prefix on cloud hosts ('' = the site name).",
    }),
    /** spec §9: currency formatting default en-US, USD, 2 fraction digits. */
    currency: attr.string({
      default: 'USD',
      description: 'ISO 4217 currency of the card prices (spec §9 default USD).',
      example: 'EUR',
    }),
    priceLocale: attr.string({
      default: 'en-US',
      description: 'Locale the prices are formatted in (spec §9 default en-US).',
      example: 'de-DE',
    }),
    /** Keeps the page outline intact wherever the CMS places the element. */
    headingLevel: attr.number({
      default: 2,
      description: 'Level (2 to 5) of the results heading; card titles go one below it.',
    }),
    /** spec §2/§9: applying a filter scrolls the results into view over 300 ms. */
    scrollOffset: attr.number({
      default: 16,
      description: 'Pixels kept above the results when a filter change scrolls them into view.',
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute({
      filters: 'Filters',
      openFilters: 'Filters ({count} active)',
      showResultsOne: 'Show {count} result',
      showResultsOther: 'Show {count} results',
      activeFilters: 'Active filters',
      clearAll: 'Clear all',
      removeFilter: 'Remove filter {label}',
      noMatch: 'no results',
      minimum: 'Minimum',
      maximum: 'Maximum',
      rangeChip: '{label}: {min}–{max}',
      sort: 'Sort by',
      quickView: 'Quick view',
      resultCountOne: '{count} product',
      resultCountOther: '{count} products',
      noResults: 'No products match your selection.',
      loading: 'Loading products…',
      results: 'Products',
      ...cardLabels,
    }),
  },
  events: {
    'mf-change': event<{
      options: Record<string, string[]>;
      ranges: Record<string, string>;
      sort: string;
      count: number;
    }>(
      'The visitor changed a filter, a range or the sort; ranges as "min-max" (spec §5), the new result count.',
      '{ options: Record<string, string[]>; ranges: Record<string, string>; sort: string; count: number }',
    ),
  },
  parts: {
    base: { description: 'Wrapper; data-state="loading|results|empty".' },
    filters: { description: 'The filter panel (sidebar, or inside the drawer on small screens).' },
    'filters-button': { description: 'Opens the filter drawer on mobile and tablet.' },
    chips: { description: 'The active filter chips.' },
    chip: { description: 'One chip (a button that removes its filter).' },
    button: {
      description: 'Shared name (README "Theming"): text buttons (clear all, flip, show results).',
    },
    heading: { description: 'The results heading (count).' },
    list: { description: 'The card grid.' },
    'list-item': { description: 'A grid cell.' },
    item: { description: 'Shared name: the same element as `list-item`.' },
    card: { description: 'A product card.' },
    'no-results': { description: 'The empty state.' },
    spinner: { description: 'The loading indicator.' },
  },
  cssProperties: {
    '--mf-product-selector-sidebar-width': {
      description: 'Width of the filter sidebar on desktop.',
      default: 'calc(18 * var(--_unit))',
    },
    '--mf-product-selector-card-min-width': {
      description: 'Smallest card width in the grid.',
      default: 'calc(15 * var(--_unit))',
    },
  },
});
