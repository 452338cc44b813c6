import { useCallback } from 'react';
import { encodeHashComponent, useHash } from '@mf/core/browser/hash';

/**
 * Hash routes of spec §2: `#dealer-locator` shows the search view, `#dealer-locator-{dealerCode}`
 * the detail view of that dealer. Any other hash (or none) shows the search view: in embedded
 * mode there is no modal to close. The code is percent-encoded into the hash (`100%` is
 * `#dealer-locator-100%25`); core's readHash decodes it, tolerantly, so a hand-written
 * `#dealer-locator-P%Q` still opens `P%Q`.
 */
export const SEARCH_HASH = 'dealer-locator';
const DETAIL_PREFIX = `${SEARCH_HASH}-`;

export type Route = { view: 'search' } | { view: 'detail'; dealerCode: string };

export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  if (text.startsWith(DETAIL_PREFIX)) {
    const dealerCode = text.slice(DETAIL_PREFIX.length).trim();
    if (dealerCode) return { view: 'detail', dealerCode };
  }
  return { view: 'search' };
}

/** The hash (without '#') of a dealer's detail view; parseRoute(readHash()) gives the code back. */
export function detailHash(dealerCode: string): string {
  return `${DETAIL_PREFIX}${encodeHashComponent(dealerCode)}`;
}

/** The current route and navigation to the search or a detail view (by the page hash). */
export function useRoute(): {
  route: Route;
  showSearch: () => void;
  showDetail: (dealerCode: string) => void;
} {
  const [hash, setHash] = useHash();
  const route = parseRoute(hash);
  const showSearch = useCallback(() => setHash(SEARCH_HASH), [setHash]);
  const showDetail = useCallback((code: string) => setHash(detailHash(code)), [setHash]);
  return { route, showSearch, showDetail };
}
