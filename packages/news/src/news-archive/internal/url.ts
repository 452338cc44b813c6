import { encodeUrlComponent } from '@mf/core/http/url-component';
import { binUrl } from '@mf/core/http/bin-url';

/** spec §7: the request language when data-lang gives none. */
export const DEFAULT_LANG = 'en-gb';
/** spec §7: from, to (and the category filter) are 'all' when unset. */
export const ALL = 'all';

const LOCALE_TAG = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

/**
 * The language of a data-lang value (spec §7: "the fourth segment of the data-lang value").
 *
 * The value is a content path such as `/content/mf/language-masters/en-gb` (or deeper, e.g.
 * `.../en-gb/news`). "Fourth segment" means the fourth NON-EMPTY segment after splitting on '/':
 * content (1), mf (2), language-masters (3), en-gb (4) — the same as `value.split('/')[4]` for
 * a path with a leading slash, which is how the original read it. A value without any '/' is
 * taken as a bare language tag (`de-de`) for convenience. Anything that is missing or does not
 * look like a language tag gives the default en-gb.
 */
export function languageFromPath(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return DEFAULT_LANG;
  const segments = text.split('/').filter(Boolean);
  const candidate = text.includes('/') ? segments[3] : segments[0];
  return candidate && LOCALE_TAG.test(candidate) ? candidate : DEFAULT_LANG;
}

export interface NewsQuery {
  origin: string;
  site: string;
  lang: string;
  /** A category value, or 'all'. */
  category: string;
  /** Start of the first day, ms since the epoch; null = 'all'. */
  from: number | null;
  /** End of the last day, ms since the epoch; null = 'all'. */
  to: number | null;
  /** 1-based page. */
  page: number;
  /** Host pattern of the static test host (spec §7); '' = never. */
  staticHostPattern?: string;
  /** Host name to test (defaults to the origin's, else the page's). */
  hostname?: string;
}

/**
 * spec §7: GET {origin}/bin/{site}/newsarticle.{lang}.{category}.{from}.{to}.{page}.json, and on
 * the static test host /{site}/resources/bin/{site}/... (core binUrl). Each selector is
 * URI-encoded and its dots are written %2E (encodeURIComponent leaves '.' alone, and '.' is the
 * selector separator: 'farm.news' would otherwise read as two selectors), so a
 * category value can never add a path segment or selector of its own.
 */
export function newsUrl(query: NewsQuery): string {
  const selector = (value: string | number) => encodeUrlComponent(value).replaceAll('.', '%2E');
  const file = [
    'newsarticle',
    selector(query.lang || DEFAULT_LANG),
    selector(query.category || ALL),
    query.from === null ? ALL : selector(Math.round(query.from)),
    query.to === null ? ALL : selector(Math.round(query.to)),
    selector(Math.max(1, Math.floor(query.page) || 1)),
    'json',
  ].join('.');
  return binUrl({
    origin: query.origin,
    site: query.site,
    file,
    cloudHostPattern: query.staticHostPattern ?? '',
    hostname: query.hostname,
  });
}

/** The timestamps of a chosen day range: from the start of `from` to the end of `to` (inclusive). */
export function rangeTimestamps(
  from: Date | null,
  to: Date | null,
): { from: number | null; to: number | null } {
  return {
    from: from ? new Date(from.getFullYear(), from.getMonth(), from.getDate()).getTime() : null,
    to: to
      ? new Date(to.getFullYear(), to.getMonth(), to.getDate(), 23, 59, 59, 999).getTime()
      : null,
  };
}
