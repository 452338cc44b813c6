import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { cardLabels } from '../shared/card/labels';
import { catalogueAttributes } from '../shared/data/catalogue.api';

/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
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
  search: 'Find a model',
  searchPlaceholder: 'e.g. 6R 250',
  searchChip: 'Model: {query}',
  noModelMatch: 'No model matches “{query}”.',
  quickView: 'Quick view',
  resultCountOne: '{count} product',
  resultCountOther: '{count} products',
  noResults: 'No products match your selection.',
  loading: 'Loading products…',
  results: 'Products',
  ...cardLabels,
};

export const productSelectorApi = defineApi({
  tag: 'mf-product-selector',
  name: 'ProductSelector',
  summary:
    'Product browsing: filters in accordion lists, chips, hp and kW range sliders, sort, quick view of every card; the selection lives in the address.',
  attributes: {
    // spec §7, §9: the catalogue's servlets and prices, shared with <mf-product-compare>.
    ...catalogueAttributes,
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
    /** README "Model search": a visitor may type the brand or leave it out ("MF 5S" = "5S"). */
    brandPrefix: attr.string({
      default: 'MF',
      description:
        "Brand prefix the model search ignores at the front of the letters of a model name and of the query ('MF 5S' = '5S'; its letters count; '' = none).",
      example: 'AG',
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-change': event<{
      options: Record<string, string[]>;
      ranges: Record<string, string>;
      sort: string;
      query: string;
      count: number;
    }>(
      'The visitor changed a filter, a range, the sort or the model search; ranges as "min-max" (spec §5), the search as typed (\'\' = none), the new result count.',
      '{ options: Record<string, string[]>; ranges: Record<string, string>; sort: string; query: string; count: number }',
    ),
    'mf-compare-toggle': event<{ id: string; title: string; chosen: boolean }>(
      'The visitor pressed a card’s Compare toggle: add (chosen) or remove the product (id: the card’s path). `<mf-product-compare>` answers with mf-compare-change, which presses the toggle.',
      '{ id: string; title: string; chosen: boolean }',
    ),
    'mf-compare-request': event<null>(
      'The card grid appeared and asks `<mf-product-compare>` for the selection (it answers with mf-compare-change). Without a tray no toggle is pressed.',
      'null',
    ),
  },
  parts: {
    base: { description: 'Wrapper; data-state="loading|results|empty".' },
    filters: { description: 'The filter panel (sidebar, or inside the drawer on small screens).' },
    'filters-button': { description: 'Opens the filter drawer on mobile and tablet.' },
    chips: { description: 'The active filter chips.' },
    chip: { description: 'One chip (a button that removes its filter).' },
    input: { description: 'Shared name (README "Theming"): the model search field.' },
    button: {
      description: 'Shared name (README "Theming"): text buttons (clear all, flip, show results).',
    },
    heading: { description: 'The results heading (count).' },
    list: { description: 'The card grid.' },
    'list-item': { description: 'A grid cell.' },
    item: { description: 'Shared name: the same element as `list-item`.' },
    card: { description: 'A product card.' },
    'compare-button': { description: 'A card’s Compare toggle (aria-pressed).' },
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
