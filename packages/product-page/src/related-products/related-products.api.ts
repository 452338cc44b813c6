import { attr, defineApi } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validateBackground } from './internal/attributes/background';
import { englishLabels } from './labels/en';

export const relatedProductsApi = defineApi({
  tag: 'mf-related-products',
  name: 'RelatedProducts',
  summary:
    'The related-products section of a machine’s page: the page’s own content (a heading and product links or cards) on a background image that applies, and is downloaded, only from 1330 px wide.',
  attributes: {
    /** spec §9: the background image, from 1330 px. */
    background: attr.string({
      description:
        'Address of the background image (http or https, or relative to the page), shown behind the section from a viewport 1330 px wide; narrower viewports neither show nor download it. Another scheme is reported and ignored.',
      example: '/content/dam/mf/related/field-background.jpg',
      validate: validateBackground,
    }),
    /** The section's name for screen readers. */
    label: attr.string({
      description:
        "Accessible name of the section ('' = the `section` label); usually the text of the section's heading.",
      example: 'More MF tractors',
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
        'The section; data-background="true|false" (an image was given and is valid); the image shows on it from 1330 px.',
    },
  },
  slots: {
    '': { description: 'The section’s content: a heading and the related products (README).' },
  },
  cssProperties: {
    '--mf-related-products-padding': {
      description:
        'Space between the section’s edge (and its image) and the content, at every width.',
      default: 'var(--mf-space-6, 1.5rem)',
    },
  },
});

export { englishLabels };
