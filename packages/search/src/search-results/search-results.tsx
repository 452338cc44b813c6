import { afterNextPaint } from '@mf/core/browser/after-paint';
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit, useLocale } from '@mf/core/element/element-context';
import { formatLabel } from '@mf/core/i18n/labels';
import { pluralLabel } from '@mf/core/i18n/plural';
import type { ChangeKind } from '@mf/ui/focus-after-change';
import { LiveRegion } from '@mf/ui/live-region';
import { Pagination, pageCount } from '@mf/ui/pagination';
import { Select } from '@mf/ui/select';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { navigateTo, replaceWith } from '../shared/navigate';
import type { searchResultsApi } from './search-results.api';
import { addressWithQ, pageOf, readAddress, resultsUrl } from './internal/address';
import { noteChange, takeChange } from './internal/pending-change';

type Props = PropsOf<typeof searchResultsApi>;

/** The CMS's results heading inside the element: the marked one, else the first heading. */
function resultsHeading(host: HTMLElement | null): HTMLElement | null {
  return (
    host?.querySelector<HTMLElement>('[data-results-heading]') ??
    host?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ??
    null
  );
}

/**
 * The search results page (spec §2 "Search results page", §7): the CMS renders the results, their
 * heading and its own pager inside the element (light DOM, slotted: there without script and for
 * crawlers). The element adds the source filter (a GET of the page with sourceName and q), a
 * pager that keeps q and sourceName and moves start, and, after a change the visitor made, the
 * focus rule of @mf/ui/focus-after-change across the page load: a page change focuses the results
 * heading, a filter change the source control; the count is announced either way. An address
 * without q is replaced by the same address with an empty q (spec §2).
 */
export function SearchResults(props: Props) {
  const { labels, sources } = props;
  const emit = useEmit<typeof searchResultsApi>();
  const locale = useLocale();
  const { host } = useElementContext();
  const [address] = useState(() => readAddress(location.href));
  const [change] = useState<ChangeKind | null>(() => takeChange(location.href));
  const [announcement, setAnnouncement] = useState('');
  const sourceRef = useRef<HTMLDivElement>(null);
  const known = sources.some((s) => s.value === address.sourceName);
  const [source, setSource] = useState(known ? address.sourceName : null);
  const q = address.q ?? '';

  const perPage = Math.max(1, Math.round(props.perPage) || 10);
  const total = Math.max(0, Math.round(props.total) || 0);
  const pages = pageCount(total, perPage);
  const page = Math.min(pageOf(address.start, perPage), Math.max(1, pages));
  const count = pluralLabel(total, labels.resultCountOne, labels.resultCountOther, locale);
  const pageStatus = formatLabel(labels.pageStatus, { page, pages });

  useEffect(() => {
    // spec §2: no q parameter: the page reloads with an empty q (replace: Back does not loop).
    const reload = addressWithQ(location.href);
    if (reload) replaceWith(reload);
  }, []);

  useEffect(() => {
    // The focus rule, across the page load: never on a first visit, only after a change made here.
    if (!change) return;
    if (change === 'page') {
      const heading = resultsHeading(host);
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
    } else {
      sourceRef.current?.focus();
    }
    // After the first paint: a live region announces text put into it, not text it was born with.
    return afterNextPaint(() => setAnnouncement(pages > 1 ? `${count}. ${pageStatus}` : count));
  }, [change, host, count, pageStatus, pages]);

  const go = (kind: ChangeKind, next: { sourceName: string; start: number }) => {
    const url = resultsUrl(location.href, { q, ...next });
    if (!emit('mf-change', { q, ...next, url })) return;
    noteChange(kind, url);
    navigateTo(url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The GET the form describes (action = this page, sourceName and q), built here so it keeps
    // the page's other parameters and the page may veto it; a new source starts at page 1.
    event.preventDefault();
    go('filter', { sourceName: source ?? '', start: 0 });
  };

  return (
    <div part="base" className="results" data-state={total > 0 ? 'has-results' : 'no-results'}>
      {sources.length > 0 ? (
        <form
          part="filters"
          className="results__filters"
          aria-label={labels.filters}
          method="get"
          onSubmit={onSubmit}
        >
          <Select
            ref={sourceRef}
            label={labels.source}
            options={sources}
            value={source}
            placeholder={labels.allSources}
            onChange={setSource}
          />
          <button part="button" type="submit" className="results__apply">
            {labels.apply}
          </button>
        </form>
      ) : null}
      <slot />
      {pages > 1 ? (
        <Pagination
          page={page}
          pages={pages}
          onChange={(target) =>
            go('page', { sourceName: address.sourceName, start: (target - 1) * perPage })
          }
          labels={labels}
          status={pageStatus}
        />
      ) : null}
      <LiveRegion message={announcement} />
    </div>
  );
}
