import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { catalogueAttributes } from '../shared/data/catalogue.api';
import { validatePowerUnit } from './internal/data/power-range';
import { englishLabels } from './labels/en';

export const productSelectorApi = defineApi({
  tag: 'mf-product-selector',
  name: 'ProductSelector',
  summary:
    'Product browsing: filters in accordion lists, chips, power sliders in hp or kW (the visitor’s choice), sort, quick view of every card; the selection lives in the address.',
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
    /** README "Power units": the market's unit unless the page or the visitor says otherwise. */
    powerUnit: attr.string<'' | 'hp' | 'kW'>({
      default: '',
      type: "'' | 'hp' | 'kW'",
      description:
        "Unit the power facets, chips and cards show before the visitor chooses one with the hp/kW switch ('' = the market's: kW in Germany, hp in the US). The visitor's choice, remembered in local storage, and a link's `power=` win over it; anything else is reported and '' is used.",
      example: 'kW',
      validate: validatePowerUnit,
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
      power: 'hp' | 'kW';
    }>(
      "The visitor changed a filter, a range, the sort or the model search; ranges as \"min-max\" (spec §5; a power facet's in kW, whatever unit it is shown in), the search as typed ('' = none), the new result count, the unit power is shown in.",
      "{ options: Record<string, string[]>; ranges: Record<string, string>; sort: string; query: string; count: number; power: 'hp' | 'kW' }",
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
    'power-unit': {
      description:
        'A power facet’s hp/kW switch (a fieldset of two radio buttons, README "Power units").',
    },
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

export { englishLabels };
