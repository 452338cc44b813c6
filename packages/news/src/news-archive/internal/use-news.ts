import { useJsonResource } from '@mf/core/http/use-json-resource';
import { normalizeNewsPage, type NewsPage } from './normalize';
import { servletBase } from '@mf/core/http/bin-url';

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

/**
 * Loads one news page per address through core's useJsonResource (newest request wins, spec §8).
 * A failed request or an answer that is not a news answer logs its error text (spec §8) and ends
 * as "failed"; an answer with total_results 0 is logged as well (spec §8 names both). `url` null
 * means nothing to ask (no site configured). Relative links and images are the servlet's: they
 * resolve against `origin` when one is configured (spec §7 {origin}), else against the page.
 */
export function useNews(url: string | null, tag: string, origin = ''): NewsState {
  const { loading, data, failed } = useJsonResource<NewsPage>(url, {
    parse: (raw) => {
      const page = normalizeNewsPage(raw, servletBase(origin));
      if (page.dropped > 0)
        console.warn(`${tag}: ${page.dropped} malformed news result(s) left out`);
      // spec §8 lists zero total_results with the failures: its text is logged too.
      if (page.total === 0) console.error(`${tag}: ${NO_RESULTS_ERROR}`);
      return page;
    },
    onFailure: (error) =>
      console.error(
        `${tag}: the news request failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
  return { loading, data, failed };
}
