import { attr, defineApi } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const availableProductsApi = defineApi({
  tag: 'mf-available-products',
  name: 'AvailableProducts',
  summary:
    'The table of the models available (the page’s own table): scrolls sideways inside a labelled, focusable region with a 44 px end gradient while there is more, the first column kept in view.',
  attributes: {
    /** The scroll region's name (WCAG 2.1.1: a focusable region needs one). */
    label: attr.string({
      description:
        "Accessible name of the scroll region ('' = the table's caption, else the `region` label).",
      example: 'MF 5S models',
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {},
  parts: {
    base: {
      description:
        'The wrapper; data-state="table|empty" (empty: no table child), data-more="true|false" (more columns at the inline end).',
    },
    scroller: {
      description:
        'The scroll region around the table: role region, labelled; in the tab order while it overflows.',
    },
    gradient: {
      description: 'The 44 px end gradient, shown while there is more to the inline end.',
    },
  },
  slots: {
    '': { description: 'The table (README "Markup"): `<table>` with `<thead>` header cells.' },
  },
  cssProperties: {
    '--mf-available-products-gradient-size': {
      description: 'Width of the end gradient (spec §9: "Table end-gradient offset is 44 px").',
      default: '44px',
    },
  },
});

export { englishLabels };
