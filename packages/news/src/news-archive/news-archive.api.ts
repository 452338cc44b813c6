import { attr, defineApi, event } from '@mf/core';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validateCategories, type Category } from './internal/categories';

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
      description: "Origin of the news servlet ('' = the page's own origin).",
      example: 'https://www.example.com',
    }),
    /** spec §7: {site} of the servlet path. */
    site: attr.string({
      default: '',
      description:
        'Site name in the servlet path /bin/{site}/. Required: without it no request is made.',
      example: 'mf',
    }),
    /** spec §7: lang is the fourth segment of the data-lang value. */
    langPath: attr.string({
      default: '',
      description:
        "The CMS data-lang value, e.g. '/content/mf/language-masters/de-de'. Its fourth non-empty segment is the request language and the date pickers' locale ('' or no such segment = en-gb). Not named `lang`: that is the global HTML attribute.",
      example: '/content/mf/language-masters/en-gb',
    }),
    /** spec §7: on the static test host the path starts with /{site}/resources/bin/. */
    staticHostPattern: attr.string({
      default: '',
      description:
        "Regular expression matched against the host name; on a match the path becomes /{site}/resources/bin/{site}/ ('' = never).",
      example: '^static\\.',
    }),
    /** Filter choices; which categories exist is the CMS's business. */
    categories: attr.json<Category[]>({
      default: [],
      type: 'Array<{ value: string; label: string }>',
      description:
        'Categories of the filter as the CMS renders them; "All categories" (value all) is added first. Empty = no category filter.',
      validate: validateCategories,
      example: '[{"value":"products","label":"Products"}]',
    }),
    /** spec §8: the configured no-result text, shown as a heading. */
    noResultText: attr.string({
      default: 'No news articles match your selection.',
      description:
        'Heading shown in the no-results state: zero total_results or a failed request (spec §8).',
    }),
    /** spec §9: scroll to the archive 50 px above it. */
    scrollOffset: attr.number({
      default: 50,
      description:
        'Pixels left above the archive when a filter change scrolls it into view (spec §9: 50; raise it under a sticky header).',
    }),
    /** Keeps the page outline intact wherever the CMS places the element. */
    headingLevel: attr.number({
      default: 2,
      description:
        'Level (2 to 5) of the results heading; month headings are one level below, article titles two.',
    }),
    /** jQuery UI tokens; spec §5 'dd M y'. */
    dateFormat: attr.string({
      default: 'dd M y',
      description:
        "Display format of the date fields in jQuery UI tokens (d dd m mm M MM y yy, 'literal'); spec §5 'dd M y' = '05 Mar 26'.",
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute({
      filters: 'Filter news',
      category: 'Category',
      allCategories: 'All categories',
      from: 'From',
      to: 'To',
      fromPlaceholder: 'Any date',
      toPlaceholder: 'Today',
      dateHint: 'For example {example}',
      openFromCalendar: 'Choose the from date',
      openToCalendar: 'Choose the to date',
      fromDialog: 'From date',
      toDialog: 'To date',
      close: 'Close',
      clear: 'Clear date',
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      selectedDay: '{date}, selected',
      today: 'Today, {date}',
      resultCountOne: '{count} news article',
      resultCountOther: '{count} news articles',
      pageStatus: 'Page {page} of {pages}',
      loading: 'Loading news…',
      pagination: 'News pages',
      previousPage: 'Previous',
      nextPage: 'Next',
      page: 'Page {page}',
    }),
  },
  events: {
    'mf-change': event<{ category: string; from: string | null; to: string | null; page: number }>(
      'Fired when the visitor changes the category, a date (ISO day or null) or the page.',
      '{ category: string; from: string | null; to: string | null; page: number }',
    ),
  },
  parts: {
    base: {
      description: 'The wrapper; data-state="loading|has-results|no-results" (spec §4).',
    },
    filters: { description: 'The filter bar (category and date range).' },
    heading: { description: 'The results heading with the count; focused after a filter change.' },
    'month-heading': { description: 'The heading of a month group.' },
    list: { description: 'The list of one month group.' },
    'list-item': { description: 'One news article.' },
    'article-date': { description: 'The date line of an article.' },
    'article-title': { description: 'The title of an article (a link when it has one).' },
    'no-results': { description: 'The no-result heading (spec §8).' },
    spinner: { description: 'The loading indicator.' },
    pagination: { description: 'The page navigation (only when there are more than 10 results).' },
  },
  cssProperties: {
    '--mf-news-archive-gap': { description: 'Space between articles.', default: '1.25rem' },
    '--mf-news-archive-accent': {
      description: 'Colour of month headings and dates.',
      default: 'var(--mf-color-brand, #367c2b)',
    },
  },
});
