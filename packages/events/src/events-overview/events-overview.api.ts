import { attr, defineApi, event } from '@mf/core/element/define-api';
import { validatePattern } from '@mf/core/parse/pattern';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validateTimeZone } from './internal/dates';
import { validateRegions } from './internal/normalize';
import type { Region } from './internal/types';
import { englishLabels } from './labels/en';

export type { Region };

export const eventsOverviewApi = defineApi({
  tag: 'mf-events-overview',
  name: 'EventsOverview',
  summary: 'Events list filtered by region, 5 per page with pagination, dates per locale.',
  attributes: {
    /** spec §7: {origin} of the events servlet. */
    origin: attr.string({
      default: '',
      description: "Origin of the events servlet ('' = the page's own origin).",
      example: 'https://www.example.com',
    }),
    /** spec §7: {site} of the servlet path. */
    site: attr.string({
      default: '',
      description:
        'Site name in the servlet path /bin/{site}/. Required: without it no request is made.',
      example: 'mf',
      required: true,
      missing: 'no events are requested (no-results shown)',
    }),
    /** spec §7: hosts of the cloud-hosting domain use the prefixed path. */
    cloudHostPattern: attr.string({
      default: '',
      description:
        "Regular expression matched against the host name; on a match the path becomes /{cloud-prefix}/resources/bin/{site}/ ('' = never). A pattern that does not compile is logged once and never matches.",
      example: '\\.cloudhost\\.example$',
      // Checked once when set, not on every request.
      validate: validatePattern,
    }),
    /** spec §7: the "extra prefix" of the cloud path. */
    cloudPrefix: attr.string({
      default: '',
      description: "Extra path prefix on cloud hosts ('' = the site name).",
    }),
    /** spec §7: the default filter is "all". */
    region: attr.string({
      default: 'all',
      description:
        'Region asked for on first load: "all" or one of the values in `regions` (an unknown value falls back to "all"). Without `regions` no filter is shown and this is a fixed filter.',
    }),
    /** Filter choices; the spec leaves which regions exist to the CMS (§9: not shown). */
    regions: attr.json<Region[]>({
      default: [],
      type: 'Array<{ value: string; label: string }>',
      description:
        'Regions of the filter, as the CMS renders them; "All regions" is added first. Empty = no filter shown.',
      validate: validateRegions,
      example: '[{"value":"europe","label":"Europe"}]',
    }),
    /** spec §9: events page size is 5. */
    perPage: attr.number({
      default: 5,
      description:
        'Events per page of the servlet; pagination shows when total_results exceeds it (spec §9).',
    }),
    /** spec §8: the no-results heading text (data-no-results). */
    noResults: attr.string({
      description:
        "Heading shown in the no-results state: zero results or a failed request (spec §8). Empty: the `noEvents` label in the page's language.",
    }),
    /** Keeps the page outline intact wherever the CMS places the element. */
    headingLevel: attr.number({
      default: 2,
      description:
        'Level (2 to 6) of the result heading; event titles are one level below. Fits the page outline.',
    }),
    /** Event days are calendar days of the event's place, not of the visitor's clock. */
    timeZone: attr.string({
      default: '',
      description:
        "IANA time zone the event days are shown in, e.g. 'Europe/Berlin' ('' = the visitor's).",
      example: 'Europe/Berlin',
      validate: validateTimeZone,
    }),
    /** Every visible and announced text; a CMS renders the translation (data-lang-de-labels). */
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-change': event<{ region: string; page: number }>(
      'Fired when the visitor changes the region filter (page back to 1) or the page.',
      '{ region: string; page: number }',
    ),
  },
  parts: {
    base: {
      description: 'The wrapper; data-state="loading|has-results|no-results" (spec §4).',
    },
    filter: { description: 'The region filter (label and native select).' },
    heading: { description: 'The result-count heading; focused after a page change.' },
    list: { description: 'The list of events.' },
    'list-item': { description: 'One event card.' },
    item: { description: 'Shared name (README "Theming"): the same element as `list-item`.' },
    'event-date': { description: 'The day, month and year badge of a card.' },
    'event-title': { description: 'The title of a card (a link when the event has a page).' },
    'no-results': { description: 'The no-results heading (spec §8).' },
    spinner: { description: 'The loading indicator.' },
    pagination: { description: 'The page navigation (shown when total_results > per-page).' },
  },
  cssProperties: {
    '--mf-events-overview-gap': { description: 'Space between cards.', default: 'var(--_unit)' },
    '--mf-events-overview-accent': {
      description: 'Background of the date badge.',
      default: 'var(--mf-color-brand, #367c2b)',
    },
  },
});

export { englishLabels };
