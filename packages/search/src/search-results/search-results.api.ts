import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validateSources, type Source } from './internal/sources';
import { englishLabels } from './labels/en';

export type { Source };

export const searchResultsApi = defineApi({
  tag: 'mf-search-results',
  name: 'SearchResults',
  summary:
    "The search results page's source filter and pager around the results the CMS renders inside it.",
  attributes: {
    /** spec §2: the source-filter dropdown; the list comes from the CMS, validated (README). */
    sources: attr.json<Source[]>({
      default: [],
      type: 'Array<{ value: string; label: string }>',
      description:
        "The sources of the filter, in order (value '' = every source). Bad entries are logged by path and left out. Empty = no filter.",
      validate: validateSources,
      example: '[{"value":"","label":"All sources"},{"value":"news","label":"News"}]',
    }),
    /** The CMS knows the count of the query it rendered. */
    total: attr.number({
      default: 0,
      description: 'Total results of the query (the pager and the announced count).',
    }),
    /** Results per page of the CMS's search (start moves by it). */
    perPage: attr.number({
      default: 10,
      description: 'Results per page: the pager moves start by this many.',
    }),
    /** Every visible and announced text (data-lang-de-labels in the gallery). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-change': event<{ q: string; sourceName: string; start: number; url: string }>(
      'The visitor chose a source or a page; the page then loads url. Cancelable: preventDefault() keeps the page.',
      '{ q: string; sourceName: string; start: number; url: string }',
    ),
  },
  parts: {
    base: { description: 'Wrapper; data-state="has-results|no-results".' },
    filters: { description: 'The source filter form.' },
    button: { description: 'The button that applies the source.' },
    pagination: { description: 'The pager (more than one page).' },
  },
  slots: {
    '': {
      description:
        'The CMS-rendered results: a heading marked data-results-heading (else the first heading), the list, and the CMS pager marked data-pager (hidden once the element shows its own).',
    },
  },
});

export { englishLabels };
