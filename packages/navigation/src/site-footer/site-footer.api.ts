import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const siteFooterApi = defineApi({
  tag: 'mf-site-footer',
  name: 'SiteFooter',
  summary:
    'The site footer: the page’s own link columns (disclosures on mobile, lists on desktop), social and legal links, the market button that opens the market selector, and the global home link that forgets the stored market.',
  attributes: {
    market: attr.string({
      default: '',
      description:
        "Name of the current market (e.g. 'United Kingdom'); with `language` it is the button that opens the market selector ('' = no button).",
      example: 'United Kingdom',
    }),
    language: attr.string({
      default: '',
      description: "Name of the current language (e.g. 'English'), shown beside the market.",
      example: 'English',
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-show-market-selector': event<{ source: 'header' | 'footer' }>(
      'Fired when the visitor presses the market button (spec §2 Footer: "publishes a show-market-selector event"); the market selector on the page opens. Bubbles and is composed.',
      "{ source: 'header' | 'footer' }",
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper; data-state="ready|inert" (inert: a second footer, which shows the page’s links untouched).',
    },
    columns: { description: 'The navigation of link columns.' },
    column: { description: 'One column (a disclosure on mobile).' },
    heading: { description: 'A column heading (desktop).' },
    list: { description: 'A list of links.' },
    item: { description: 'A link of a list (also list-item).' },
    'list-item': { description: 'A link of a list.' },
    bottom: { description: 'The row of social links, market, global home, legal links.' },
    'market-button': { description: 'The current market and language (also button).' },
    button: { description: 'Text buttons (the market button).' },
    'global-home': { description: 'The link to the global English home.' },
    'disclosure-button': { description: 'A column’s button on mobile.' },
    'disclosure-region': { description: 'A column’s links on mobile.' },
  },
  cssProperties: {
    '--mf-site-footer-columns': {
      description: 'Minimum column width on desktop (also in the page stylesheet).',
      default: 'calc(12 * var(--_unit))',
    },
  },
});

export { englishLabels };
