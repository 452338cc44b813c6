import {
  isSeeMoreRegion,
  letterDealers,
  orderDealers,
  safePerPage,
  type PagedResultsContext,
} from './arrange';
import { firstDealerships, lazyPages, pagesAfterFirst } from './pages';
import { filterDealers, type DealerFilter } from './filters';
import type { Dealer, PagedResults } from './types';

export interface ResultsContext extends PagedResultsContext {
  /** The searched region (spec §9 region SA). */
  region?: string;
}

export interface ResultsOptions {
  /** Region SA: see-more was pressed, list the held-back dealers too. */
  revealHeldBack?: boolean;
}

/**
 * The one call the view needs after a search or a filter change: filter the cached answer,
 * sort and letter it, apply the SA hold-back and cut it into pages (spec §3 Paged results).
 */
export function buildResults(
  dealers: readonly Dealer[],
  context: ResultsContext,
  filter: DealerFilter = {},
  options: ResultsOptions = {},
): PagedResults {
  // orderDealers does not change its input: without a filter, no copy of the answer (bench).
  const filtered =
    filter.productType || filter.locationTypes?.length ? filterDealers(dealers, filter) : dealers;
  const perPage = safePerPage(context.perPage);
  // Outside region SA every entry is listed: the first page is found without sorting the
  // answer, the rest is sorted when a later page is first read (bench).
  const first = isSeeMoreRegion(context.region) ? null : firstDealerships(filtered, perPage);
  if (first)
    return {
      pages: pagesAfterFirst(filtered, first, perPage),
      total: filtered.length,
      perPage,
      userLocation: context.userLocation ?? null,
      brand: context.brand ?? '',
      heldBack: [],
    };
  const { listed, heldBack } = orderDealers(filtered, {
    region: context.region,
    revealHeldBack: options.revealHeldBack,
  });
  return {
    pages: lazyPages(listed, perPage),
    total: listed.length,
    perPage,
    userLocation: context.userLocation ?? null,
    brand: context.brand ?? '',
    heldBack: letterDealers(heldBack, listed.length),
  };
}
