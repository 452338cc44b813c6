import { apiFetch } from '@mf/core/http/api-fetch';
import { useLatestRequest } from '@mf/core/http/latest-request';
import { useEffect, useState } from 'react';
import { normalizeNewsPage, type NewsPage } from './normalize';

export interface NewsState {
  /** True while the answer for the current address is outstanding. */
  loading: boolean;
  /** The answer for the current address; null before it arrives or after a failure. */
  data: NewsPage | null;
  /** The last request failed (spec §8: shown as no-results). */
  failed: boolean;
}

/** What is logged for an answer with total_results 0 (spec §8). */
export const NO_RESULTS_ERROR = 'the news request found no results (total_results 0)';

interface Loaded {
  url: string | null;
  data: NewsPage | null;
  failed: boolean;
}

/**
 * Loads one news page per address. A newer address aborts the request in flight and a late
 * answer is dropped (core LatestRequest), so it never overwrites a newer one (spec §8). A failed
 * request or an answer that is not a news answer logs its error text (spec §8) and ends as
 * "failed"; an answer with total_results 0 is logged as well (spec §8 names both). `url` null means nothing to ask (no site configured).
 */
export function useNews(url: string | null, tag: string): NewsState {
  const latest = useLatestRequest();
  const [loaded, setLoaded] = useState<Loaded>({ url: null, data: null, failed: false });

  useEffect(() => {
    if (url === null) {
      latest.abort();
      return;
    }
    void latest
      .run(async (signal) => normalizeNewsPage(await apiFetch<unknown>(url, { signal })))
      .then((outcome) => {
        if (!outcome.ok) {
          const message =
            outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
          console.error(`${tag}: the news request failed: ${message}`);
          setLoaded({ url, data: null, failed: true });
          return;
        }
        if (outcome.value.dropped > 0)
          console.warn(`${tag}: ${outcome.value.dropped} malformed news result(s) left out`);
        // spec §8 lists zero total_results with the failures: its text is logged too.
        if (outcome.value.total === 0) console.error(`${tag}: ${NO_RESULTS_ERROR}`);
        setLoaded({ url, data: outcome.value, failed: false });
      });
  }, [url, latest, tag]);

  if (url === null) return { loading: false, data: null, failed: false };
  return loaded.url === url
    ? { loading: false, data: loaded.data, failed: loaded.failed }
    : { loading: true, data: null, failed: false };
}
