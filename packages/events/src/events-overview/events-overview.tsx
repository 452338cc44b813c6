import { formatLabel } from '@mf/core/i18n/labels';
import { pluralLabel } from '@mf/core/i18n/plural';
import { useElementContext, useEmit, useLocale } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { LiveRegion } from '@mf/ui/live-region';
import { Pagination, pageCount } from '@mf/ui/pagination';
import { Spinner } from '@mf/ui/spinner';
import { useFocusAfterChange } from '@mf/ui/focus-after-change';
import { useEffect, useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { eventsOverviewApi } from './events-overview.api';
import { EventCard } from './internal/event-card';
import type { Region } from './internal/types';
import { ALL_REGIONS, eventsUrl } from './internal/url';
import { useEvents } from './internal/use-events';

type Props = PropsOf<typeof eventsOverviewApi>;

/** spec §9: events page size is 5. */
const DEFAULT_PER_PAGE = 5;

/**
 * Chromium keeps a native `<select>` referenced after it leaves the page, and with it the whole
 * removed tree around it: the bench's heap pass found the events list, pager and
 * filter of a removed element held (116 detached nodes; 1 with the select taken out first). On
 * unmount the select is taken out of that tree, so it holds only itself. A stable function: React
 * 19 calls the returned cleanup when the select unmounts, not on every render.
 */
const detachOnUnmount = (select: HTMLSelectElement | null) => () => select?.remove();

/**
 * The events overview (spec §2, §4): a region filter, the list of one page of events and the
 * pagination. States on part=base: loading, has-results, no-results (zero results or error, §8).
 */
export function EventsOverview(props: Props) {
  const { labels, regions } = props;
  const locale = useLocale();
  const emit = useEmit<typeof eventsOverviewApi>();
  const { host } = useElementContext();
  const tag = host?.localName ?? eventsOverviewApi.tag;
  const selectId = useId();
  const baseRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterChange = useFocusAfterChange(baseRef);

  // spec §4: pagination starts at page 1; a new `region` attribute starts over.
  const [query, setQuery] = useState({ region: props.region, page: 1 });
  const [regionProp, setRegionProp] = useState(props.region);
  if (regionProp !== props.region) {
    setRegionProp(props.region);
    setQuery({ region: props.region, page: 1 });
  }
  const region = effectiveRegion(query.region, regions);
  const perPage =
    Number.isInteger(props.perPage) && props.perPage > 0 ? props.perPage : DEFAULT_PER_PAGE;
  const level = Math.min(Math.max(Math.round(props.headingLevel) || 2, 2), 6);
  const Heading = `h${level}` as 'h2';

  const url = props.site
    ? eventsUrl({
        origin: props.origin,
        site: props.site,
        cloudHostPattern: props.cloudHostPattern,
        cloudPrefix: props.cloudPrefix,
        page: query.page,
        region,
      })
    : null;
  const { loading, data } = useEvents(url, tag);

  // Without a site nothing can be asked (spec §7 path): the adapter reports the missing
  // attribute (its api spec is `required`), instead of a silent no-results.
  // spec §9: at most one page of cards, whatever the servlet sends (an answer of 8
  // showed 8 cards while the pager counted by 5). The extra ones are logged for integrators.
  const received = data?.events;
  const events =
    (received && received.length > perPage ? received.slice(0, perPage) : received) ?? [];
  useEffect(() => {
    if (received && received.length > perPage)
      console.warn(
        `${tag}: the events answer holds ${received.length} events for a page of ${perPage}; the first ${perPage} are shown.`,
      );
  }, [received, perPage, tag]);
  const hasResults = events.length > 0;
  const state = loading ? 'loading' : hasResults ? 'has-results' : 'no-results';
  const total = data?.total ?? 0;
  const pages = pageCount(total, perPage);
  const count = pluralLabel(total, labels.resultCountOne, labels.resultCountOther, locale);
  const pageStatus = formatLabel(labels.pageStatus, { page: query.page, pages });

  // The one focus rule (@mf/ui/focus-after-change): a region change keeps focus on the select
  // and announces the count; after a page change focus goes to the heading of what came back,
  // so a keyboard user is not left on a button that just became disabled. Never on first load,
  // and not when the visitor has moved on while the page loaded (to the filter, a card).
  const { settle } = focusAfterChange;
  useEffect(() => {
    if (!loading && settle()) headingRef.current?.focus();
  }, [loading, data, settle]);

  const noResults = props.noResults || labels.noEvents;
  const announcement =
    state === 'loading'
      ? labels.loading
      : state === 'no-results'
        ? noResults
        : pages > 1
          ? `${count}. ${pageStatus}`
          : count;

  const onRegion = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    focusAfterChange.arm('filter');
    setQuery({ region: value, page: 1 });
    emit('mf-change', { region: value, page: 1 });
  };
  const onPage = (page: number) => {
    focusAfterChange.arm('page');
    setQuery({ region, page });
    emit('mf-change', { region, page });
  };

  return (
    <div
      part="base"
      className="events"
      data-state={state}
      // The room reserved while the first page loads is `per-page` cards high.
      style={{ '--_rows': perPage } as CSSProperties}
      ref={baseRef}
      {...focusAfterChange.handlers}
    >
      {regions.length > 0 ? (
        <div part="filter" className="events__filter">
          <label htmlFor={selectId}>{labels.filter}</label>
          <select id={selectId} value={region} onChange={onRegion} ref={detachOnUnmount}>
            <option value={ALL_REGIONS}>{labels.allRegions}</option>
            {regions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <LiveRegion message={announcement} announceKey={focusAfterChange.announceKey} />
      {loading ? <Spinner label={labels.loading} /> : null}
      {hasResults ? (
        <div className={loading ? 'events__results is-stale' : 'events__results'}>
          <Heading part="heading" className="events__heading" tabIndex={-1} ref={headingRef}>
            {count}
            {pages > 1 ? <span className="events__page-status"> {pageStatus}</span> : null}
          </Heading>
          <ul part="list" className="events__list" aria-busy={loading || undefined}>
            {events.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                locale={locale}
                timeZone={props.timeZone}
                regionLabel={regions.find((r) => r.value === event.region)?.label ?? ''}
                titleLevel={Math.min(level + 1, 6)}
                dateRangeLabel={labels.dateRange}
              />
            ))}
          </ul>
          <Pagination
            page={query.page}
            pages={pages}
            onChange={onPage}
            labels={labels}
            status={pageStatus}
          />
        </div>
      ) : state === 'no-results' ? (
        <Heading part="no-results" className="events__no-results" tabIndex={-1} ref={headingRef}>
          {noResults}
        </Heading>
      ) : null}
    </div>
  );
}

/**
 * The region asked for: with a filter, one of its values or "all"; without one (no regions
 * given), the `region` attribute as a fixed filter (README "Interpretations").
 */
function effectiveRegion(wanted: string, regions: readonly Region[]): string {
  const value = wanted.trim();
  if (!value) return ALL_REGIONS;
  if (regions.length === 0) return value;
  return regions.some((r) => r.value === value) ? value : ALL_REGIONS;
}
