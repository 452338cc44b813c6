/**
 * The visitor's market (site-components spec §3 "Stored values", §9): the chosen market link in
 * a long-lived cookie that expires at the end of the year 9999, and a session flag that the
 * market selector was dismissed. The market selector writes both; the footer's link to the
 * global English home removes the cookie (spec §2 Footer). Failures are logged by the cookie and
 * storage modules and never throw.
 *
 * Browsers cap a script-written cookie's lifetime (Chromium and Firefox 400 days, Safari 7 days;
 * docs/specs/browser-notes.md): `refreshMarketCookie` writes the cookie again on every visit where
 * it exists, so the market is remembered as long as the visitor keeps coming back.
 */
import { removeCookie, writeCookie } from './cookie';
import { MARKET_COOKIE, readMarketCookie } from './market-cookie';
import { readString, writeString } from './storage';

export { MARKET_COOKIE, readMarketCookie };
/** sessionStorage key of the "market selector dismissed" flag. */
export const MARKET_DISMISSED_KEY = 'mf-market-selector-dismissed';
/** Spec §9: "The market cookie expires at the end of 9999". */
export const MARKET_COOKIE_EXPIRES = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/** Stores the market link; returns whether the cookie could be written. */
export function writeMarketCookie(link: string): boolean {
  return writeCookie(MARKET_COOKIE, link, { expires: MARKET_COOKIE_EXPIRES });
}

/** Writes the stored market link again with the full expiry (docs/specs/browser-notes.md). */
export function refreshMarketCookie(): void {
  const link = readMarketCookie();
  if (link) writeMarketCookie(link);
}

export function removeMarketCookie(): void {
  removeCookie(MARKET_COOKIE);
}

export function marketSelectorDismissed(): boolean {
  return readString('session', MARKET_DISMISSED_KEY) === 'true';
}

export function setMarketSelectorDismissed(): void {
  writeString('session', MARKET_DISMISSED_KEY, 'true');
}
