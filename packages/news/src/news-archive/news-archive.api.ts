import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validatePattern } from '@mf/core/parse/pattern';
import { validateCategories, type Category } from './internal/categories';
import { englishLabels } from './labels/en';

export type { Category };

export const newsArchiveApi = defineApi({
  tag: 'mf-news-archive',
  name: 'NewsArchive',
  summary:
    'News archive filtered by category and a from/to date range, grouped by month, 10 per page.',
  attributes: {
    /** spec §7: {origin} of the news servlet. */
    origin: attr.string({
      default: '',
      description: "Origin of the news servlet ('' = this page's).",
      example: 'https://www.example.com',
    }),
    /** spec §7: {site} of the servlet path. */
    site: attr.string({
      default: '',
      description: 'Site name in /bin/{site}/; required.',
      example: 'mf',
      required: true,
      missing: 'no news is requested',
    }),
    /** spec §7: lang is the fourth segment of the data-lang value. */
    langPath: attr.string({
      default: '',
      description:
        "The CMS data-lang value; its fourth path segment is the language of the request and the dates ('' = en-gb).",
      example: '/content/mf/language-masters/en-gb',
    }),
    /** spec §7: on the static test host the path starts with /{site}/resources/bin/. */
    staticHostPattern: attr.string({
      default: '',
      description: "Host name pattern of the static test host: /{site}/resources/bin/ ('' = none).",
      example: '^static\\.',
      validate: validatePattern,
    }),
    /** Filter choices; which categories exist is the CMS's business. */
    categories: attr.json<Category[]>({
      default: [],
      type: 'Array<{ value: string; label: string }>',
      description: 'Filter categories; "all" is added first. Empty = no category filter.',
      validate: validateCategories,
      example: '[{"value":"products","label":"Products"}]',
    }),
    /** spec §8: the configured no-result text, shown as a heading. */
    noResultText: attr.string({
      description:
        "Heading of the no-results state (spec §8). Empty: the `noArticles` label in the page's language.",
    }),
    /** spec §9: scroll to the archive 50 px above it. */
    scrollOffset: attr.number({
      default: 50,
      description: 'Pixels kept above the archive when a change scrolls to it (spec §9).',
    }),
    /** Keeps the page outline intact wherever the CMS places the element. */
    headingLevel: attr.number({
      default: 2,
      description: 'Level (2 to 5) of the results heading; months and titles go below it.',
    }),
    /** jQuery UI tokens; spec §5 'dd M y'. */
    dateFormat: attr.string({
      default: 'dd M y',
      description: "Date field format in jQuery UI tokens ('dd M y' = 05 Mar 26).",
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-change': event<{ category: string; from: string | null; to: string | null; page: number }>(
      'The visitor changed the category, a date (ISO day) or the page.',
      '{ category: string; from: string | null; to: string | null; page: number }',
    ),
  },
  parts: {
    base: { description: 'Wrapper; data-state="loading|has-results|no-results".' },
    filters: { description: 'The filter bar.' },
    input: { description: 'The from and to date fields.' },
    heading: { description: 'The results heading (count).' },
    'month-heading': { description: 'A month heading.' },
    list: { description: 'The articles of a month.' },
    'list-item': { description: 'An article.' },
    item: { description: 'Shared name (README "Theming"): the same element as `list-item`.' },
    'article-date': { description: 'An article date.' },
    'article-title': { description: 'An article title.' },
    'no-results': { description: 'The no-result heading.' },
    spinner: { description: 'The loading indicator.' },
    pagination: { description: 'The pager (more than 10 results).' },
  },
  cssProperties: {
    '--mf-news-archive-gap': {
      description: 'Space between articles.',
      default: 'calc(1.25 * var(--_unit))',
    },
    '--mf-news-archive-accent': {
      description: 'Colour of month headings and dates.',
      default: 'var(--mf-color-brand, #367c2b)',
    },
  },
});

export { englishLabels };
