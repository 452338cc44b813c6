import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { cardAttributes, cardEvents } from '../shared/card.api';
import { englishLabels } from './labels/en';

export const offersGridApi = defineApi({
  tag: 'mf-offers-grid',
  name: 'OffersGrid',
  summary:
    'The current offers as a grid of the page’s own cards: a type filter, then a name filter built from the matching cards, and an offer detail panel after the card’s row.',
  attributes: {
    ...cardAttributes,
    /** Keeps the page outline intact wherever the CMS places the element. */
    headingLevel: attr.number({
      default: 3,
      description: "Level (2 to 6) of the detail panel's heading.",
      example: '2',
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-open': event<{ title: string; type: string; name: string }>(
      "Fired when the visitor opens an offer's detail panel.",
      '{ title: string; type: string; name: string }',
    ),
    'mf-close': event<{ title: string }>(
      'Fired when the visitor closes the detail panel (close button, Escape or the card button).',
      '{ title: string }',
    ),
    'mf-change': event<{ type: string; name: string; count: number }>(
      "Fired when the visitor changes a filter; '' is all. `count` is the number of offers shown.",
      '{ type: string; name: string; count: number }',
    ),
    ...cardEvents,
  },
  parts: {
    base: { description: 'The wrapper; data-state="results|empty".' },
    filters: { description: 'The filter bar (type, then model).' },
    list: { description: 'The grid of cards (3 a row from tablet width, 1 on mobile).' },
    item: {
      description:
        'One card: the slotted CMS card (its price, expiry and request link in its facts block) and its button.',
    },
    'list-item': { description: 'Alias of item.' },
    button: { description: 'A card’s button, a disclosure of the detail panel.' },
    detail: { description: 'The detail panel: a labelled region after the card’s row.' },
    heading: { description: "The detail panel's heading." },
    close: { description: "The detail panel's close button." },
    cta: { description: "The detail's call to action (a #modal-offer link)." },
    empty: { description: 'The no-results text.' },
  },
  slots: {
    '': {
      description:
        'The offer cards, rendered by the CMS: one element child per offer with data-type, data-name and a script[type=application/json] model (README "Markup").',
    },
  },
  cssProperties: {
    '--mf-offers-grid-gap': {
      description: 'Space between cards.',
      default: 'var(--mf-space-4, var(--_unit))',
    },
  },
});

export { englishLabels };
