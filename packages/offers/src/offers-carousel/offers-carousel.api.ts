import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { cardAttributes, cardEvents } from '../shared/card.api';
import { englishLabels } from './labels/en';

export const offersCarouselApi = defineApi({
  tag: 'mf-offers-carousel',
  name: 'OffersCarousel',
  summary:
    'The current offers as a carousel of the page’s own offer cards, each with its price, expiry and request link (the offer card of the grid): the shared carousel (keen-slider, WAI-ARIA carousel pattern, spec §4/§9 thresholds).',
  attributes: {
    /** APG carousel: the region is labelled. */
    label: attr.string({
      default: '',
      description:
        "Accessible name of the carousel region, e.g. the section's heading text ('' = the `carousel` label).",
      example: 'Current offers',
    }),
    /** Automatic rotation, with a rotation control (WCAG 2.2.2); never under reduced motion. */
    autoplay: attr.number({
      default: 0,
      description:
        'Seconds between automatic slide changes (0 = never rotates). A rotating carousel shows a stop/start control: only a press of it (mouse, touch or keys) stops or starts the rotation; the pointer over the carousel and focus inside it pause it meanwhile without stopping it; it never rotates under prefers-reduced-motion.',
    }),
    ...cardAttributes,
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-slide-change': event<{ index: number }>(
      'Fired when the visitor changes the offers shown (previous, next, picker, arrow keys, swipe); not on automatic rotation. `index` is the first visible offer, from 0.',
      '{ index: number }',
    ),
    ...cardEvents,
  },
  parts: {
    base: {
      description:
        'The wrapper; data-state="carousel|static" (static: every offer fits in one group), data-rotating="true|false".',
    },
    track: { description: 'The row holding the slotted offer cards.' },
    controls: { description: 'The row of previous, picker and next (carousel state only).' },
    previous: { description: 'The previous-offers button.' },
    next: { description: 'The next-offers button.' },
    picker: { description: 'The slide picker (dots).' },
    rotation: { description: 'The stop/start control of automatic rotation.' },
  },
  slots: {
    '': {
      description:
        'The offer cards: one element child per offer, rendered by the CMS with its title, link, price and expiry (README "Markup"; the same cards as <mf-offers-grid>).',
    },
  },
  cssProperties: {
    '--mf-carousel-gap': {
      description: 'Space between offers (also in the page stylesheet).',
      default: 'var(--mf-space-4, var(--_unit))',
    },
  },
});

export { englishLabels };
