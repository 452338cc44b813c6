import {
  DEFAULT_PER_PAGE,
  type Dealer,
  type LatLng,
  type PageRange,
  type PagedResults,
} from './types';
import { withCounter } from './lazy-dealer';

/**
 * Ordering, lettering and paging of a normalized answer (spec §4 Pagination, §9 Sorting,
 * Region SA, marker labels). Pure and cheap enough to re-run on every filter change.
 */

/** spec §9: region SA lists its recommended dealers and holds the others back behind see-more. */
export const SEE_MORE_REGION = 'SA';

/** spec §9: recommended dealers first, then by distance (unknown last); name and id break ties. */
export function compareDealers(a: Dealer, b: Dealer): number {
  const recommended = Number(b.recommended === true) - Number(a.recommended === true);
  if (recommended !== 0) return recommended;
  const da = a.distance ?? Number.POSITIVE_INFINITY;
  const db = b.distance ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

// sortDealers packs (recommended, distance in tenths, position) into one exactly representable
// number: 1 bit, 31 bits, 21 bits = 53 bits.
const POSITION_SLOTS = 2 ** 21;
const NO_DISTANCE = 2 ** 31 - 1;
const GROUP_SLOTS = 2 ** 31;

/**
 * `dealers.sort(compareDealers)`, the same order, sorted in place and returned. Distances from
 * normalize have one decimal, so recommendation and distance fit one number: a numeric typed
 * array sort (no comparator calls) orders them, and only runs of equal recommendation and
 * distance are sorted by name and id (bench: the comparator sort was a fifth of the time of a
 * 10,000-record answer). Anything else (more entries, other distances) takes the plain sort.
 */
export function sortDealers<T extends Dealer>(dealers: T[]): T[] {
  sortRange(dealers, 0, dealers.length);
  return dealers;
}

/** sortDealers for `dealers[start..end)` only, in place. */
function sortRange(dealers: Dealer[], start: number, end: number): void {
  const count = end - start;
  if (count < 2) return;
  if (count >= POSITION_SLOTS) return plainSortRange(dealers, start, end);
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const dealer = dealers[start + index]!;
    const distance = dealer.distance;
    let tenths = NO_DISTANCE;
    if (distance !== null) {
      tenths = Math.round(distance * 10);
      // Not a tenth (or out of range): the packed key would not keep compareDealers' order.
      if (!(tenths >= 0 && tenths < NO_DISTANCE && tenths / 10 === distance))
        return plainSortRange(dealers, start, end);
    }
    const group = dealer.recommended === true ? 0 : GROUP_SLOTS;
    keys[index] = (group + tenths) * POSITION_SLOTS + index;
  }
  keys.sort();
  const source = dealers.slice(start, end);
  let runStart = start;
  let runKey = -1;
  for (let index = 0; index < count; index++) {
    const key = keys[index]!;
    const position = key % POSITION_SLOTS;
    dealers[start + index] = source[position]!;
    const sortKey = (key - position) / POSITION_SLOTS;
    if (sortKey !== runKey) {
      if (start + index - runStart > 1) sortRun(dealers, runStart, start + index);
      runStart = start + index;
      runKey = sortKey;
    }
  }
  if (end - runStart > 1) sortRun(dealers, runStart, end);
}

function plainSortRange(dealers: Dealer[], start: number, end: number): void {
  const sorted = dealers.slice(start, end).sort(compareDealers);
  for (let index = 0; index < sorted.length; index++) dealers[start + index] = sorted[index]!;
}

/** Equal recommendation and distance: compareDealers decides by name and id (stable). */
function sortRun(dealers: Dealer[], start: number, end: number): void {
  if (end - start > SHORT_RUN) return plainSortRange(dealers, start, end);
  // Most runs are two or three entries: an insertion sort in place allocates nothing.
  for (let index = start + 1; index < end; index++) {
    const dealer = dealers[index]!;
    let slot = index;
    while (slot > start && compareDealers(dealers[slot - 1]!, dealer) > 0) {
      dealers[slot] = dealers[slot - 1]!;
      slot--;
    }
    dealers[slot] = dealer;
  }
}

/** Runs longer than this (e.g. an answer without distances) take the library sort. */
const SHORT_RUN = 16;

/** spec §9 marker labels: 0 -> A, 25 -> Z, 26 -> AA, 27 -> AB, ... (spreadsheet columns). */
export function counterLabel(index: number): string {
  let n = Math.max(0, Math.floor(index)) + 1;
  let label = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    label = String.fromCharCode(65 + rest) + label;
    n = Math.floor((n - 1) / 26);
  }
  return label;
}

export interface Arranged {
  listed: Dealer[];
  /** Region SA: the non-recommended entries (spec §9). */
  heldBack: Dealer[];
}

export interface ArrangeOptions {
  /** The searched region; SA holds back non-recommended dealers. */
  region?: string;
  /** See-more was pressed: held-back dealers are listed after the others. */
  revealHeldBack?: boolean;
}

export function isSeeMoreRegion(region: string | undefined): boolean {
  return (region ?? '').trim().toUpperCase() === SEE_MORE_REGION;
}

/**
 * Sorts (dealerships before designated locations, each recommended-first then by distance) and
 * applies the SA hold-back, without lettering (see lazyPages). The input is not changed.
 */
export function orderDealers(dealers: readonly Dealer[], options: ArrangeOptions = {}): Arranged {
  // One array of the right size, dealerships first: no growing copies of 15,000 entries (bench).
  let dealershipCount = 0;
  for (const dealer of dealers) if (!dealer.isDesignatedLocation) dealershipCount++;
  const ordered = new Array<Dealer>(dealers.length);
  let dealershipIndex = 0;
  let designatedIndex = dealershipCount;
  for (const dealer of dealers)
    if (dealer.isDesignatedLocation) ordered[designatedIndex++] = dealer;
    else ordered[dealershipIndex++] = dealer;
  sortRange(ordered, 0, dealershipCount);
  sortRange(ordered, dealershipCount, ordered.length);
  if (!isSeeMoreRegion(options.region)) return { listed: ordered, heldBack: [] };
  const listed = ordered.filter((dealer) => dealer.recommended === true);
  const heldBack = ordered.filter((dealer) => dealer.recommended !== true);
  // See-more appends them, so the letters of the already listed dealers do not change.
  return options.revealHeldBack
    ? { listed: listed.concat(heldBack), heldBack: [] }
    : { listed, heldBack };
}

/** Copies of `dealers` lettered from position `offset` on (spec §9 marker labels). */
export function letterDealers(dealers: readonly Dealer[], offset = 0): Dealer[] {
  return dealers.map((dealer, index) => withCounter(dealer, counterLabel(offset + index)));
}

/**
 * orderDealers, then every entry lettered in display order (listed, then held back). Returns
 * new objects; the input is not changed.
 */
export function arrangeDealers(dealers: readonly Dealer[], options: ArrangeOptions = {}): Arranged {
  const { listed, heldBack } = orderDealers(dealers, options);
  return { listed: letterDealers(listed), heldBack: letterDealers(heldBack, listed.length) };
}

/** sortRange's key without the position: null when the distance is not a tenth in range. */
export function packedKey(dealer: Dealer): number | null {
  const distance = dealer.distance;
  let tenths = NO_DISTANCE;
  if (distance !== null) {
    tenths = Math.round(distance * 10);
    if (!(tenths >= 0 && tenths < NO_DISTANCE && tenths / 10 === distance)) return null;
  }
  return (dealer.recommended === true ? 0 : GROUP_SLOTS) + tenths;
}

/** A usable page size: a positive integer, else the spec §9 default of 25. */
export function safePerPage(perPage: number | undefined): number {
  return perPage !== undefined && Number.isInteger(perPage) && perPage > 0
    ? perPage
    : DEFAULT_PER_PAGE;
}

export function paginate(dealers: readonly Dealer[], perPage: number): Dealer[][] {
  const size = safePerPage(perPage);
  const pages: Dealer[][] = [];
  for (let start = 0; start < dealers.length; start += size)
    pages.push(dealers.slice(start, start + size));
  return pages;
}

export interface PagedResultsContext {
  perPage?: number;
  brand?: string;
  userLocation?: LatLng | null;
}

export function toPagedResults(arranged: Arranged, context: PagedResultsContext): PagedResults {
  const perPage = safePerPage(context.perPage);
  return {
    pages: paginate(arranged.listed, perPage),
    total: arranged.listed.length,
    perPage,
    userLocation: context.userLocation ?? null,
    brand: context.brand ?? '',
    heldBack: arranged.heldBack,
  };
}

/** The page (1-based) clamped to the pages there are; [] when there are none. */
export function getPage(results: PagedResults, page: number): Dealer[] {
  if (results.pages.length === 0) return [];
  return results.pages[clampPage(results, page) - 1] ?? [];
}

/**
 * Computes ahead what a result card reads of the pages beside `page` (the lazy fields
 * of 25 dealers, their lettering and contact parsing, were a fifth of a page change at 4x CPU
 * throttling). Called in idle time; reading a field twice costs nothing (lazy-dealer).
 */
export function prepareNeighbourPages(results: PagedResults, page: number): void {
  for (const neighbour of [page + 1, page - 1]) {
    if (neighbour < 1 || neighbour > results.pages.length) continue;
    for (const dealer of getPage(results, neighbour)) {
      void dealer.name;
      void dealer.type_translated;
      void dealer.formatted_address;
      void dealer.phone_main;
      void dealer.product_offerings;
      void dealer.directions_link;
    }
  }
}

export function clampPage(results: PagedResults, page: number): number {
  const last = Math.max(1, results.pages.length);
  return Math.min(Math.max(1, Math.floor(page) || 1), last);
}

/** spec §4: 'Results show start, end and total per page'; 0-0 of 0 without results. */
export function pageRange(results: PagedResults, page: number): PageRange {
  if (results.total === 0) return { start: 0, end: 0, total: 0 };
  const current = clampPage(results, page);
  const start = (current - 1) * results.perPage + 1;
  return { start, end: Math.min(results.total, start + results.perPage - 1), total: results.total };
}

/**
 * spec §3 'Dealers are cached by dealer code': every dealership seen in an answer, so the detail
 * view can show a known dealer at once (spec §4 Detail). Newer answers replace older entries.
 */
export class DealerCache {
  private readonly byCode = new Map<string, Dealer>();

  remember(dealers: readonly Dealer[]): void {
    for (const dealer of dealers)
      if (!dealer.isDesignatedLocation) this.byCode.set(dealer.dealer_code, dealer);
  }

  get(code: string): Dealer | undefined {
    return this.byCode.get(code);
  }

  get size(): number {
    return this.byCode.size;
  }

  clear(): void {
    this.byCode.clear();
  }
}
