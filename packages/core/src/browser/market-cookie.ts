/**
 * The market cookie's name and reader, apart from its writers (./market): every element reads the
 * page's market (core/i18n/market), so this is in the shared runtime; writing the cookie and the
 * selector's session flag stay in the chunk of the elements that write them.
 */
import { readCookie } from './read-cookie';

/** Cookie holding the chosen market link (spec §3: the name is not given; ours). */
export const MARKET_COOKIE = 'mf-market';

export function readMarketCookie(): string | null {
  return readCookie(MARKET_COOKIE);
}
