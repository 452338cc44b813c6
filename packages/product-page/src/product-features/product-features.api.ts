import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

/** How the features are shown (README "Interpretations"). */
type FeaturesLayout = 'auto' | 'grid' | 'accordion';

function validateLayout(value: unknown): FeaturesLayout {
  if (value === 'auto' || value === 'grid' || value === 'accordion') return value;
  throw new Error('expected auto, grid or accordion');
}

export const productFeaturesApi = defineApi({
  tag: 'mf-product-features',
  name: 'ProductFeatures',
  summary:
    'A machine’s key features as the CMS renders them (heading, text, picture, link each): cards in a grid, an accordion on phones (WAI-ARIA disclosures); the page’s own HTML, shown before the upgrade and without script.',
  attributes: {
    /** The list's name for screen readers. */
    label: attr.string({
      description:
        "Accessible name of the list of features ('' = the `features` label); usually the text of the heading above it.",
      example: 'Key features of the MF 5S',
    }),
    /** spec §2 "Features" names the component only: the presentation is the README's reading. */
    layout: attr.string<FeaturesLayout>({
      default: 'auto',
      type: "'auto' | 'grid' | 'accordion'",
      description:
        "'auto': an accordion below 768 px (mobile), cards in a grid from 768 px; 'grid': cards at every width; 'accordion': an accordion at every width. An unknown value is logged and 'auto' is used.",
      example: 'accordion',
      validate: validateLayout,
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-feature-toggle': event<{ index: number; heading: string; open: boolean }>(
      'Fired when the visitor opens or closes a feature of the accordion. `index` from 0 among the features shown, `heading` its heading’s text.',
      '{ index: number; heading: string; open: boolean }',
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper; data-state="grid|accordion|empty" (empty: no child with a heading).',
    },
    list: { description: 'The list of features (cards in the grid, sections of the accordion).' },
    item: { description: 'A feature: a card, or an accordion section.' },
    'list-item': { description: 'The same as item.' },
    heading: { description: 'A card’s heading (the accordion’s headings hold its buttons).' },
    image: { description: 'A feature’s picture.' },
    text: { description: 'A paragraph or list of a feature’s text.' },
    link: { description: 'A feature’s link.' },
  },
  cssProperties: {
    '--mf-product-features-card-min': {
      description:
        'The narrowest a card gets: the grid fits as many columns of at least this width as there is room for.',
      default: '16rem',
    },
  },
});

export { englishLabels };
