/**
 * Origin allow-lists (spec §5 "The redirect target is accepted only if its origin is in a
 * page-configured JSON array of allowed origins"; §8 "allowed-origins data that cannot be parsed:
 * logged and ignored"; README "Security choices": compare parsed origins exactly).
 *
 * Two rules, both strict:
 * - a configured entry must be an absolute http(s) URL without user info; its parsed origin
 *   (`new URL(x).origin`: scheme and host lower-cased, default port dropped) is what counts;
 * - a candidate URL (byo_redirect) must pass `acceptUrl`: written in canonical form (see there),
 *   http(s), and its parsed origin one of the configured ones, compared as strings.
 */

const LOG = 'mf-dealer-locator:';

/** A configured origin entry, or null (logged) when it is not an absolute http(s) origin. */
export function parseOrigin(value: unknown, what: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    console.error(`${LOG} ${what}: ${JSON.stringify(value)} is not an origin; ignored.`);
    return null;
  }
  const url = httpUrl(value.trim());
  if (!url) {
    console.error(`${LOG} ${what}: "${value}" is not an http(s) origin; ignored.`);
    return null;
  }
  return url.origin;
}

/**
 * The `opener-origins` / `redirect-origins` attribute validator: a JSON array of origins. A value
 * that is not an array throws (the adapter logs it and uses the empty default); entries that are
 * not origins are logged and left out, the others kept (deduplicated, in order).
 */
export function originList(what: string): (value: unknown) => string[] {
  return (value) => {
    if (!Array.isArray(value)) throw new Error(`${what} must be a JSON array of origins`);
    const origins: string[] = [];
    for (const entry of value) {
      const origin = parseOrigin(entry, what);
      if (origin && !origins.includes(origin)) origins.push(origin);
    }
    return origins;
  };
}

/**
 * The `opener-origins` value when the attribute (or property) is set but names no usable origin:
 * not a JSON array, an empty array, or only invalid entries. Compared by identity: the hand-back
 * then posts to no window at all (fail closed), unlike the absent attribute, whose
 * default `[]` keeps the spec's `'*'` (hand-back.ts `openerTargets`).
 */
export const NO_USABLE_ORIGIN: readonly string[] = Object.freeze([]);

/**
 * The `opener-origins` validator: like `originList`, but a value that yields no origin is not
 * thrown back to the adapter (which would log it and use the default, i.e. "post anywhere"): it
 * becomes NO_USABLE_ORIGIN, logged here.
 */
export function openerOriginList(value: unknown): readonly string[] {
  const origins = Array.isArray(value) ? originList('opener-origins')(value) : [];
  if (origins.length > 0) return origins;
  const what = Array.isArray(value) ? 'lists no usable origin' : 'is not a JSON array of origins';
  console.error(`${LOG} opener-origins ${what}: a chosen dealer will be posted to no window.`);
  return NO_USABLE_ORIGIN;
}

// Whitespace, C0/C1 controls and backslashes: the URL parser silently strips or rewrites them
// (tab/newline removed, '\' read as '/'), so a value holding one does not mean what it shows.
const SUSPICIOUS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\\\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/;

/**
 * An absolute http(s) URL without user info, whitespace, control characters or backslashes;
 * null otherwise. Enough for the page's own configuration (any spelling of its origins).
 */
function httpUrl(raw: string): URL | null {
  if (raw.length > 2048 || SUSPICIOUS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw); // no base: a relative or scheme-relative ('//evil.test') value throws
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.username || url.password ? null : url;
}

/**
 * An absolute http(s) URL written in canonical form, or null. Canonical: no whitespace, control
 * characters or backslashes anywhere; no user info; and the text starts with the parsed origin
 * itself (case-insensitively), followed by the end, '/', '?' or '#'. That last rule turns away
 * every spelling the parser would quietly repair into some origin: `https:evil.test`,
 * `https:/x.test`, percent-encoded or non-ASCII hosts, an explicit default port (`:443`), a
 * trailing-dot host that is not the configured one... Only mixed case is forgiven: scheme and
 * host are case-insensitive by definition and the parser lower-cases them.
 */
export function strictUrl(raw: string): URL | null {
  const url = httpUrl(raw);
  if (!url) return null;
  const origin = url.origin;
  if (raw.slice(0, origin.length).toLowerCase() !== origin) return null;
  const rest = raw.slice(origin.length);
  return rest === '' || /^[/?#]/.test(rest) ? url : null;
}

/**
 * A candidate URL (the byo_redirect parameter) when it is canonical http(s) and its origin is
 * exactly one of `allowed`; otherwise null, with a console error naming the reason (spec §8).
 */
export function acceptUrl(raw: string, allowed: readonly string[], what: string): URL | null {
  const url = strictUrl(raw);
  if (!url) {
    console.error(`${LOG} ${what} "${raw}" is not a well-formed http(s) address; ignored.`);
    return null;
  }
  if (!allowed.includes(url.origin)) {
    console.error(`${LOG} ${what} "${raw}" is not on an allowed origin; ignored.`);
    return null;
  }
  return url;
}
