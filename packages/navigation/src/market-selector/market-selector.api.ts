import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const marketSelectorApi = defineApi({
  tag: 'mf-market-selector',
  name: 'MarketSelector',
  summary:
    'The market selector overlay: region, then market, then language, then the link to that market (spec §4); shown on load where the page asks for it, once per session, never in the authoring editor; opened by the header’s and footer’s market buttons.',
  attributes: {
    /** Spec §2: "shown on load when the page is flagged for it". */
    showOnLoad: attr.boolean({
      description:
        'The page is flagged for the market selector: it opens on load unless the visitor dismissed it (or continued) in this session.',
    }),
    /** Spec §2, §6: "never shown inside the authoring editor". */
    editor: attr.boolean({
      description:
        'Set by the CMS in its authoring editor (edit mode): the selector never opens, neither on load nor by the show event.',
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-market-change': event<{ href: string; lang: string }>(
      'Fired when the visitor continues to a market (before the browser follows the link). `href` is the market link stored in the cookie, `lang` its language.',
      '{ href: string; lang: string }',
    ),
  },
  parts: {
    base: { description: 'The wrapper; data-state="closed|open".' },
    dialog: { description: 'The dialog panel.' },
    'dialog-backdrop': { description: 'The backdrop behind the dialog.' },
    heading: { description: 'The dialog title.' },
    input: { description: 'The region, market and language selects.' },
    cta: { description: 'The Continue link (aria-disabled until a language is chosen).' },
    close: { description: 'The close button.' },
    suggestion: { description: 'The suggested market for the browser’s languages.' },
    button: { description: 'Text buttons (the suggestion).' },
  },
  slots: {},
});

export { englishLabels };
