import { defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { catalogueAttributes } from '../shared/data/catalogue.api';
import { englishLabels } from './labels/en';

export const productCompareApi = defineApi({
  tag: 'mf-product-compare',
  name: 'ProductCompare',
  summary:
    'The compare tray: up to four products chosen with the product cards’ Compare toggles, kept between pages and in the address, compared side by side in a table.',
  attributes: {
    // The product selector's catalogue (spec §7) and prices (§9): the same attributes. The
    // page's market (core/i18n/market) orders the power units (README, Decisions).
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

export { englishLabels };
