import { compareDealers, letterDealers, orderDealers, packedKey, safePerPage } from './arrange';
import type { Dealer } from './types';

/**
 * The pages of a result list (spec §4 Pagination), lettered on first access, and the first page
 * of a large answer found without sorting it (bench: 10,000 records).
 */

/**
 * Pages of lettered copies, each built on first access: a page change or a filter change letters
 * 25 dealers, not the whole answer (bench: 10,000 records). To the reader it is a plain array.
 */
export function lazyPages(ordered: readonly Dealer[], perPage: number): Dealer[][] {
  return pagesOf(() => ordered, ordered.length, perPage, null);
}

/**
 * lazyPages over `dealers` in orderDealers' order (no SA hold-back), with the first page given:
 * the answer is only sorted when a later page is first read (bench: the first page of a
 * 10,000-record answer is painted without sorting 15,000 entries).
 */
export function pagesAfterFirst(
  dealers: readonly Dealer[],
  first: readonly Dealer[],
  perPage: number,
): Dealer[][] {
  let ordered: readonly Dealer[] | null = null;
  return pagesOf(() => (ordered ??= orderDealers(dealers).listed), dealers.length, perPage, first);
}

function pagesOf(
  order: () => readonly Dealer[],
  total: number,
  perPage: number,
  first: readonly Dealer[] | null,
): Dealer[][] {
  const size = safePerPage(perPage);
  const count = Math.ceil(total / size);
  const pages: Dealer[][] = new Array<Dealer[]>(count);
  for (let index = 0; index < count; index++) {
    Object.defineProperty(pages, index, {
      configurable: true,
      enumerable: true,
      get() {
        const dealers =
          index === 0 && first ? first : order().slice(index * size, (index + 1) * size);
        const page = letterDealers(dealers, index * size);
        Object.defineProperty(pages, index, { value: page, enumerable: true, writable: false });
        return page;
      },
    });
  }
  return pages;
}

/**
 * The first `count` entries of orderDealers' order (no SA hold-back) when they are all
 * dealerships, found without sorting the answer: the `count` smallest packed keys
 * (recommendation, distance in tenths) of the dealerships, then every dealership whose key is
 * not above the last of them (ties included) sorted by compareDealers. The same entries in the
 * same order as sortDealers gives (fast-check, first-page.test.ts). Null when there are fewer
 * dealerships or a distance the packed key cannot hold: sort then.
 */
export function firstDealerships(dealers: readonly Dealer[], count: number): Dealer[] | null {
  const best: number[] = [];
  let dealerships = 0;
  for (const dealer of dealers) {
    if (dealer.isDesignatedLocation) continue;
    dealerships++;
    const key = packedKey(dealer);
    if (key === null) return null;
    if (best.length === count && key >= best[count - 1]!) continue;
    let slot = best.length;
    while (slot > 0 && best[slot - 1]! > key) slot--;
    best.splice(slot, 0, key);
    if (best.length > count) best.length = count;
  }
  if (dealerships < count || count < 1) return null;
  const limit = best[count - 1]!;
  const chosen: Dealer[] = [];
  for (const dealer of dealers)
    if (!dealer.isDesignatedLocation && packedKey(dealer)! <= limit) chosen.push(dealer);
  chosen.sort(compareDealers);
  chosen.length = count;
  return chosen;
}
