import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validatePattern } from '@mf/core/parse/pattern';
import { englishLabels } from './labels/en';

export const siteSearchApi = defineApi({
  tag: 'mf-site-search',
  name: 'SiteSearch',
  summary:
    'The site search bar: toggled from the #search link in the header (always shown inside <main>), with typeahead suggestions from 3 characters.',
  attributes: {
    /** spec §7: {origin} of the typeahead servlet. */
    origin: attr.string({
      default: '',
      description: "Origin of the typeahead servlet ('' = this page's).",
      example: 'https://www.example.com',
    }),
    /** spec §7: {site} of /bin/{site}/typeahead. */
    site: attr.string({
      default: '',
      description: 'Site name in /bin/{site}/typeahead; without it no suggestions are asked.',
      example: 'mf',
      required: true,
      missing: 'suggestions are not asked',
    }),
    /** spec §7: collection={collection}. */
    collection: attr.string({
      default: '',
      description:
        'The search collection the suggestions come from. Required with `site`: the typeahead asks within a collection.',
      example: 'mf-en',
      required: true,
      missing: 'suggestions are not asked',
    }),
    /** spec §7: "a static file is used on the test host". */
    staticHostPattern: attr.string({
      default: '',
      description:
        "Host name pattern of the static test host, where /{site}/resources/bin/{site}/typeahead.json is read instead ('' = none).",
      example: '^static\\.',
      validate: validatePattern,
    }),
    /** spec §7 host rules of bin-url (core/http/bin-url), as events and products. */
    cloudHostPattern: attr.string({
      default: '',
      description:
        "Regular expression matched against the host name; on a match the typeahead is asked at /{cloud-prefix}/resources/bin/{site}/typeahead ('' = never). The static test host (`static-host-pattern`) goes first.",
      example: '\\.cloudhost\\.net$',
      validate: validatePattern,
    }),
    cloudPrefix: attr.string({
      default: '',
      description: "Extra path prefix on cloud hosts ('' = the site name).",
      example: 'mf-cloud',
    }),
    /** spec §7: the form action address. */
    action: attr.string({
      default: '/search',
      description:
        'The results page: Enter opens it with ?q={text}, a chosen suggestion with ?q={term}.',
      example: '/content/mf/en/search.html',
    }),
    /** spec §2: "When inside the main content it is always visible inline." */
    inline: attr.boolean({
      description:
        'Always shown, never hidden, not toggled by #search links. Set by itself when the element sits inside <main> (or [role=main]).',
    }),
    /** Every visible and announced text (data-lang-de-labels in the gallery). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-open': event<null>('The visitor showed the bar (a #search link).', 'null'),
    'mf-close': event<null>(
      'The visitor hid the bar (Escape, the close button, a click outside, a scroll, the link).',
      'null',
    ),
    'mf-search': event<{ q: string; url: string }>(
      'The visitor searched (Enter or a chosen suggestion); the page then goes to url. Cancelable: preventDefault() keeps the page.',
      '{ q: string; url: string }',
    ),
  },
  parts: {
    base: { description: 'The bar; data-state="shown|hidden" (spec §4).' },
    form: { description: 'The search form (role=search).' },
    input: { description: 'The search field (a combobox).' },
    button: { description: 'The search and close buttons.' },
  },
  cssProperties: {
    '--mf-site-search-max-width': {
      description: 'Widest the form grows.',
      default: 'calc(48 * var(--_unit))',
    },
  },
});

export { englishLabels };
