import { scrollToElement } from '@mf/core/browser/motion';
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { formatLabel } from '@mf/core/i18n/labels';
import { pluralLabel } from '@mf/core/i18n/plural';
import { LiveRegion } from '@mf/ui/live-region';
import { Pagination, pageCount } from '@mf/ui/pagination';
import { Spinner } from '@mf/ui/spinner';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { newsArchiveApi } from './news-archive.api';
import {
  DATE_FORMAT,
  formatDisplayDate,
  parseDisplayDate,
  resolveDateLocale,
} from './internal/dates';
import { Filters, type FilterValues } from './internal/filters';
import { useFocusAfterChange, type ChangeKind } from '@mf/ui/focus-after-change';
import { groupByMonth } from './internal/group';
import { Results } from './internal/results';
import { ALL, languageFromPath, newsUrl, rangeTimestamps } from './internal/url';
import { useNews } from './internal/use-news';

type Props = PropsOf<typeof newsArchiveApi>;

/** spec §9: news page size is 10; the pager shows only when there are more than 10 results. */
export const PAGE_SIZE = 10;
/** spec §9: the scroll to the news archive is animated over 300 ms. */
const SCROLL_MS = 300;

const isoDay = (date: Date | null) =>
  date
    ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    : null;

/**
 * The news archive (spec §2, §4): category and from/to filters, one page of results grouped by
 * month, the pager. States on part=base: loading, has-results, no-results (zero total_results or
 * a failed request, spec §8). The first load never scrolls; a later filter or page change
 * scrolls the element into view. Focus follows the one rule of @mf/ui/focus-after-change: a
 * filter change keeps it on the control used and announces the count; a page change moves it to
 * the heading of what came back.
 */
export function NewsArchive(props: Props) {
  const { labels, categories } = props;
  const emit = useEmit<typeof newsArchiveApi>();
  const { host } = useElementContext();
  const tag = host?.localName ?? newsArchiveApi.tag;
  const idPrefix = `news${useId().replace(/[^\w-]/g, '')}`;
  const baseRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterChange = useFocusAfterChange(baseRef);

  const [filters, setFilters] = useState<FilterValues>({ category: ALL, from: null, to: null });
  const [page, setPage] = useState(1);
  const category = categories.some((c) => c.value === filters.category) ? filters.category : ALL;

  const lang = languageFromPath(props.langPath);
  const dateLocale = useMemo(() => resolveDateLocale(lang), [lang]);
  const dateFormat = props.dateFormat.trim() || DATE_FORMAT;
  const level = Math.min(Math.max(Math.round(props.headingLevel) || 2, 2), 5);
  const Heading = `h${level}` as 'h2';

  const { from, to } = rangeTimestamps(filters.from, filters.to);
  const url = props.site
    ? newsUrl({
        origin: props.origin,
        site: props.site,
        lang,
        category,
        from,
        to,
        page,
        staticHostPattern: props.staticHostPattern,
      })
    : null;
  const { loading, data } = useNews(url, tag, props.origin);
  const total = data?.total ?? 0;
  const hasResults = total > 0 && (data?.articles.length ?? 0) > 0;
  const state = loading ? 'loading' : hasResults ? 'has-results' : 'no-results';
  const pages = pageCount(total, PAGE_SIZE);
  const groups = useMemo(
    () => groupByMonth(data?.articles ?? [], dateLocale.intl),
    [data, dateLocale.intl],
  );
  const count = pluralLabel(total, labels.resultCountOne, labels.resultCountOther, dateLocale.intl);
  const pageStatus = formatLabel(labels.pageStatus, { page, pages });

  // spec §2/§9: after a visitor's change (never the first load) scroll the element into view,
  // offset px above its top over 300 ms (instant under reduced motion, core motion). Focus moves
  // to the heading of what came back only after a page change, and only if the visitor is still
  // where it left them (@mf/ui/focus-after-change: the one focus rule).
  const { settle } = focusAfterChange;
  useEffect(() => {
    if (loading) return;
    const focus = settle();
    if (focus === null) return;
    const target = host ?? baseRef.current;
    if (target) void scrollToElement(target, props.scrollOffset, SCROLL_MS);
    if (focus) headingRef.current?.focus({ preventScroll: true });
  }, [loading, url, host, props.scrollOffset, settle]);

  const noResults = props.noResultText || labels.noArticles;
  const announcement =
    state === 'loading'
      ? labels.loading
      : state === 'no-results'
        ? noResults
        : pages > 1
          ? `${count}. ${pageStatus}`
          : count;

  const change = (next: FilterValues, nextPage: number, kind: ChangeKind) => {
    focusAfterChange.arm(kind);
    setFilters(next);
    setPage(nextPage);
    emit('mf-change', {
      category: next.category,
      from: isoDay(next.from),
      to: isoDay(next.to),
      page: nextPage,
    });
  };

  return (
    <div
      part="base"
      className="news"
      data-state={state}
      ref={baseRef}
      {...focusAfterChange.handlers}
    >
      <Filters
        idPrefix={idPrefix}
        values={{ ...filters, category }}
        categories={categories}
        labels={labels}
        intlLocale={dateLocale.intl}
        format={(date) => formatDisplayDate(date, dateLocale, dateFormat)}
        parse={(text) => parseDisplayDate(text, dateLocale, dateFormat)}
        onChange={(next) => change(next, 1, 'filter')}
      />
      <LiveRegion message={announcement} announceKey={focusAfterChange.announceKey} />
      {loading ? <Spinner label={labels.loading} /> : null}
      {state === 'has-results' ? (
        <div className="news__results">
          <Heading part="heading" className="news__heading" tabIndex={-1} ref={headingRef}>
            {count}
            {/* The separator and the status stay together on one line (small screens). */}
            {pages > 1 ? ' ' : null}
            {pages > 1 ? <span className="news__page-status">· {pageStatus}</span> : null}
          </Heading>
          <Results
            idPrefix={idPrefix}
            groups={groups}
            level={level + 1}
            intlLocale={dateLocale.intl}
          />
          {total > PAGE_SIZE ? (
            <Pagination
              page={page}
              pages={pages}
              onChange={(target) => change({ ...filters, category }, target, 'page')}
              labels={labels}
              status={pageStatus}
            />
          ) : null}
        </div>
      ) : state === 'no-results' ? (
        <Heading part="no-results" className="news__no-results" tabIndex={-1} ref={headingRef}>
          {noResults}
        </Heading>
      ) : null}
    </div>
  );
}
