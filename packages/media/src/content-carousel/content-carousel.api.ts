import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { CAROUSEL_VARIANTS, validateVariant, type CarouselVariant } from './internal/variants';
import { englishLabels } from './labels/en';

export type { CarouselVariant };
export { CAROUSEL_VARIANTS };

export const contentCarouselApi = defineApi({
  tag: 'mf-content-carousel',
  name: 'ContentCarousel',
  summary:
    'Carousel of the page’s own slides (hero, image gallery, form slider with videos, ownership links): keen-slider motion, the WAI-ARIA carousel pattern, spec §4/§9 thresholds.',
  attributes: {
    /** spec §2 "Other components": the four carousels are one element with four layouts. */
    variant: attr.string<CarouselVariant>({
      default: 'cards',
      type: "'cards' | 'hero' | 'gallery' | 'ownership-links'",
      description:
        "Layout and rules; every variant has the spec's thresholds (a static row at most 1/2/3/4 slides, groups of 1/2/3/4 at mobile/tablet/desktop/desktop-xl): 'cards' (the form slider with videos and other card rows), 'hero' (the home page's slides with heading, text and call to action: the same thresholds and groups, the first image never lazy), 'gallery' (thumbnails as the slide picker; each picture opens larger in a dialog, README \"The larger view\"), 'ownership-links' (a carousel on mobile and tablet only, a plain list elsewhere). An unknown value is logged and 'cards' is used.",
      example: 'hero',
      validate: validateVariant,
    }),
    /** APG carousel: the region is labelled. */
    label: attr.string({
      default: '',
      description:
        "Accessible name of the carousel region, e.g. the section's heading text ('' = the `carousel` label).",
      example: 'Featured machines',
    }),
    /** Automatic rotation, with a rotation control (WCAG 2.2.2); never under reduced motion. */
    autoplay: attr.number({
      default: 0,
      description:
        'Seconds between automatic slide changes (0 = never rotates). A rotating carousel shows a stop/start control: only a press of it (mouse, touch or keys) stops or starts the rotation; the pointer over the carousel and focus inside it pause it meanwhile without stopping it; it never rotates under prefers-reduced-motion.',
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
      'Fired when the visitor changes the slides (previous, next, picker, arrow keys, swipe); not on automatic rotation. `index` is the first visible slide, from 0.',
      '{ index: number }',
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper; data-state="carousel|static" (static: every slide fits, or the ownership links on desktop), data-rotating="true|false".',
    },
    track: { description: 'The row holding the slotted slides.' },
    controls: { description: 'The row of previous, picker and next (carousel state only).' },
    previous: { description: 'The previous-slides button.' },
    next: { description: 'The next-slides button.' },
    picker: { description: 'The slide picker: dots, or thumbnails in the gallery.' },
    rotation: { description: 'The stop/start control of automatic rotation.' },
    dialog: { description: "The image gallery's larger view: the dialog panel." },
    'dialog-backdrop': { description: 'The backdrop behind the larger view.' },
    close: { description: "The larger view's close button." },
    'dialog-previous': { description: "The larger view's previous-picture button." },
    'dialog-next': { description: "The larger view's next-picture button." },
  },
  slots: {
    '': {
      description:
        'The slides: one element child per slide, rendered by the CMS (README "Markup").',
    },
  },
  cssProperties: {
    '--mf-carousel-gap': {
      description: 'Space between slides (also in the page stylesheet).',
      default: 'var(--mf-space-4, var(--_unit))',
    },
  },
});

export { englishLabels };
