import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const siteHeaderApi = defineApi({
  tag: 'mf-site-header',
  name: 'SiteHeader',
  summary:
    'The site header: the page’s own navigation (utility links, main menu, product menu) as disclosure menus, sticky past the auxiliary bar on desktop, the preferred-dealer hint, search and the market.',
  attributes: {
    /** Spec §1: "The header carries a dealer locator hint": where "Find a dealer" goes. */
    locatorHref: attr.string({
      default: '',
      description:
        "Address of the dealer locator page: the \"Find a dealer\" link when no preferred dealer is stored, and the link of the dealer's name when one is ('' = no link).",
      example: '/dealers',
    }),
    /** The current market, as the CMS knows it. */
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
      'Fired when the visitor presses the market button; the market selector on the page opens. Bubbles and is composed.',
      "{ source: 'header' | 'footer' }",
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper; data-state="ready|inert" (inert: a second header, which shows the page’s links untouched), data-stuck when stuck on desktop.',
    },
    aux: { description: 'The auxiliary bar (desktop): utility links, dealer hint, market.' },
    bar: { description: 'The main bar: logo, main navigation, search, menu button (mobile).' },
    list: { description: 'The main navigation list.' },
    item: { description: 'A main navigation item (also list-item).' },
    'list-item': { description: 'A main navigation item.' },
    'menu-toggle': { description: 'The button that opens an item’s sub-menu.' },
    panel: { description: 'A sub-menu panel (the product menu’s also has product-panel).' },
    'product-panel': { description: 'The product menu’s panel of product families.' },
    'menu-button': { description: 'The menu button (mobile).' },
    'mobile-menu': { description: 'The menu panel (mobile).' },
    search: { description: 'The search link (#search).' },
    'dealer-hint': { description: 'The preferred dealer, or the "Find a dealer" link.' },
    'market-button': { description: 'The current market and language (also button).' },
    button: { description: 'Text buttons (the market button).' },
  },
  slots: {
    logo: { description: 'The logo link, rendered by the CMS (`<a slot="logo" href="/">`).' },
  },
  cssProperties: {
    '--mf-site-header-aux-height': {
      description: 'Height of the auxiliary bar on desktop (also in the page stylesheet).',
      default: '40px',
    },
    '--mf-site-header-bar-height': {
      description: 'Height of the main bar (also in the page stylesheet).',
      default: '64px',
    },
  },
});

export { englishLabels };
