/**
 * UTM tracking values (site-components spec §3 "UTM tracking values: utm_source, utm_campaign,
 * utm_content, utm_medium, utm_term, kept in a cookie named _sf-utm"; §7: "taken from the page
 * address").
 *
 * The page address wins: when it carries any UTM value, those values are used and written to the
 * `_sf-utm` cookie (a session cookie, SameSite=Lax, Secure on https: core/browser/cookie), so a
 * visitor who lands from a campaign and navigates on to a form page keeps the campaign. Without
 * UTM values in the address, the cookie's are used.
 */
import { readCookie, writeCookie } from '@mf/core/browser/cookie';

export const UTM_COOKIE = '_sf-utm';
export const UTM_KEYS = [
  'utm_source',
  'utm_campaign',
  'utm_content',
  'utm_medium',
  'utm_term',
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmValues = Partial<Record<UtmKey, string>>;

/** The non-empty UTM values of a query string. */
export function utmFromSearch(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const values: UtmValues = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/** The cookie's values; anything malformed is logged and ignored (spec §8). */
export function parseUtmCookie(text: string | null): UtmValues {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.error(`Cookie "${UTM_COOKIE}" could not be parsed; ignoring it`, error);
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const values: UtmValues = {};
  for (const key of UTM_KEYS) {
    const item = (value as Record<string, unknown>)[key];
    if (typeof item === 'string' && item.trim()) values[key] = item.trim();
  }
  return values;
}

/**
 * The UTM values for this page view: the address's (then remembered in the cookie), else the
 * cookie's.
 */
export function resolveUtm(
  search: string = typeof location === 'undefined' ? '' : location.search,
): UtmValues {
  const fromAddress = utmFromSearch(search);
  if (Object.keys(fromAddress).length > 0) {
    writeCookie(UTM_COOKIE, JSON.stringify(fromAddress), { sameSite: 'Lax' });
    return fromAddress;
  }
  return parseUtmCookie(readCookie(UTM_COOKIE));
}
