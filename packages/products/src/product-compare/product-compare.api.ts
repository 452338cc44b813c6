import { defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { catalogueAttributes } from '../shared/data/catalogue.api';

/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  heading: 'Compare products',
  chosen: '{count} of {max} chosen',
  remove: 'Remove {title}',
  removeShort: 'Remove',
  compare: 'Compare ({count})',
  clear: 'Clear',
  hint: 'Choose at least two products to compare.',
  emptied: 'No products chosen. Use Compare on the product cards to choose up to {max}.',
  added: '{title} added to the comparison.',
  removed: '{title} removed from the comparison.',
  cleared: 'The comparison is empty.',
  refused: 'You can compare up to {max} products. Remove one before adding {title}.',
  loading: 'Loading the comparison…',
  error: 'The product data could not be loaded. Please try again.',
  unknown: 'Product {n}',
  title: 'Compare products',
  caption: '{count} products side by side',
  close: 'Close',
  differences: 'Show differences only',
  noDifferences: 'The products shown do not differ in these specifications.',
  model: 'Model',
  noValue: '–',
  power: 'Power',
  price: 'Price',
  hp: '{value} hp',
  kw: '{value} kW',
};

export const productCompareApi = defineApi({
  tag: 'mf-product-compare',
  name: 'ProductCompare',
  summary:
    'The compare tray: up to four products chosen with the product cards’ Compare toggles, kept between pages and in the address, compared side by side in a table.',
  attributes: {
    // The product selector's catalogue (spec §7) and prices (§9): the same attributes. The
    // price locale's market also orders the power units (README, Decisions).
    ...catalogueAttributes,
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-compare-change': event<{ ids: string[] }>(
      'The selection, the chosen ids in order: at the upgrade when it starts with products (from the address or the tab’s storage), after every change (a card’s Compare toggle, a remove button, Clear, ids of a link that the catalogue does not know), and in answer to a card’s mf-compare-request. Cards set their toggles’ pressed state from it only.',
      '{ ids: string[] }',
    ),
  },
  parts: {
    base: {
      description:
        'The tray; data-state="empty|chosen|loading|error" (empty: nothing chosen, the tray is hidden unless the visitor just emptied it).',
    },
    heading: { description: 'The tray’s heading.' },
    list: { description: 'The chosen products.' },
    'list-item': { description: 'A chosen product.' },
    item: { description: 'Shared name: the same element as `list-item`.' },
    button: { description: 'Shared name (README "Theming"): every button of the tray and table.' },
    'compare-button': { description: 'Compare (n): opens the comparison from two products.' },
    'clear-button': { description: 'Clear: empties the selection.' },
    'remove-button': { description: 'A product’s remove button (tray and table).' },
    dialog: { description: 'The comparison dialog’s panel.' },
    'close-button': { description: 'The comparison dialog’s Close button.' },
    table: { description: 'The comparison table.' },
  },
  cssProperties: {
    '--mf-product-compare-offset': {
      description: 'Space between the tray and the bottom of the window while it sticks there.',
      default: '0px',
    },
  },
});
