import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const productGalleryApi = defineApi({
  tag: 'mf-product-gallery',
  name: 'ProductGallery',
  summary:
    'A machine’s pictures and films, one at a time, with thumbnails (arrows only above 4) and video overlays that start an inline player; the page’s own figures, on the shared carousel.',
  attributes: {
    /** APG carousel: the region is labelled. */
    label: attr.string({
      description:
        "Accessible name of the gallery region, e.g. the tab's or section's heading ('' = the `gallery` label).",
      example: 'MF 5S exterior',
    }),
    /** docs/specs/browser-notes.md "Video embeds": the consent manager gates video-site frames. */
    consentDomain: attr.string({
      description:
        'Consent manager domain, passed to each video player this gallery starts (an embed’s frame then needs consent; see <mf-video-player>). Empty: no consent manager on the page.',
      example: 'masseyferguson.com',
    }),
    /** The players' own texts (their `labels`), for a page in another language. */
    playerLabels: attr.string({
      description:
        'The `labels` JSON given to each video player this gallery starts (its captions, consent and play texts); empty keeps the player’s English defaults.',
      example: '{"captions":"Untertitel"}',
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-slide-change': event<{ index: number }>(
      'Fired when the visitor changes the picture (arrows, thumbnails, arrow keys, swipe). `index` is the picture shown, from 0.',
      '{ index: number }',
    ),
    'mf-video-open': event<{ index: number; kind: 'src' | 'embed' }>(
      'Fired when the visitor pressed a video overlay and the player took its place. `index` is the picture, `kind` src (an internal mp4) or embed (a video site).',
      "{ index: number; kind: 'src' | 'embed' }",
    ),
  },
  parts: {
    base: { description: 'The wrapper; data-state="carousel|static" (static: a single picture).' },
    track: { description: 'The row holding the slotted pictures.' },
    controls: { description: 'The row of thumbnails and, above 4 pictures, previous and next.' },
    previous: { description: 'The previous-picture arrow (more than 4 pictures).' },
    next: { description: 'The next-picture arrow (more than 4 pictures).' },
    picker: {
      description: 'The thumbnails: 4 in view at every breakpoint, scrolled to the current one.',
    },
  },
  slots: {
    '': {
      description:
        'The pictures: one element child each (a figure with an image, optionally a video overlay link `a[data-video]`), README "Markup".',
    },
  },
  cssProperties: {
    '--mf-product-thumb-height': {
      description:
        'Height of a thumbnail (also in the page stylesheet): 2.75rem, 3.5rem from 768 px, 4.5rem from 1440 px.',
      default: '2.75rem',
    },
  },
});

export { englishLabels };
