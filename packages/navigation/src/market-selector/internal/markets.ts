/**
 * Regions, markets and languages from the CMS (spec §4; "which markets, regions and languages
 * exist: not shown"): a `<script type="application/json">` child of the element:
 *
 * `{ "regions": [ { "name": "Europe", "markets": [ { "name": "Deutschland",
 *    "languages": [ { "name": "Deutsch", "lang": "de-DE", "href": "/de-de/" } ] } ] } ] }`
 *
 * Validated at the boundary: a bad entry is logged by path (`regions[1].markets[0]: ...`) and
 * skipped, the rest is kept; a region without markets and a market without languages are dropped.
 */
import { safeNavHref, type Skip } from '../../shared/nav-model';

export interface Language {
  /** The language's name in its own language ("Deutsch"). */
  name: string;
  /** BCP 47 tag: the `lang` of its name, and what the browser's languages are matched against. */
  lang: string;
  /** The market home in this language: where "Continue" goes. */
  href: string;
}

export interface Market {
  name: string;
  languages: Language[];
}

export interface Region {
  name: string;
  markets: Market[];
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function name(value: Record<string, unknown>): string {
  return typeof value.name === 'string' ? value.name.trim() : '';
}

function list<T>(
  value: unknown,
  path: string,
  skip: Skip,
  each: (entry: Record<string, unknown>, path: string) => T | null,
): T[] {
  if (!Array.isArray(value)) {
    skip(path, 'not a list');
    return [];
  }
  const out: T[] = [];
  value.forEach((entry, index) => {
    const at = `${path}[${index}]`;
    const object = record(entry);
    if (!object) {
      skip(at, 'not an object');
      return;
    }
    const item = each(object, at);
    if (item) out.push(item);
  });
  return out;
}

const LANG = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

export function parseRegions(value: unknown, skip: Skip): Region[] {
  const root = record(value);
  if (!root) {
    skip('data', 'not a JSON object with "regions"');
    return [];
  }
  return list(root.regions, 'regions', skip, (region, path) => {
    if (!name(region)) return (skip(path, 'no name'), null);
    const markets = list(region.markets, `${path}.markets`, skip, (market, at) => {
      if (!name(market)) return (skip(at, 'no name'), null);
      const languages = list(market.languages, `${at}.languages`, skip, (language, where) => {
        if (!name(language)) return (skip(where, 'no name'), null);
        const lang = typeof language.lang === 'string' ? language.lang.trim() : '';
        if (!LANG.test(lang)) return (skip(where, `"lang" is not a language tag`), null);
        const href = safeNavHref(typeof language.href === 'string' ? language.href : null);
        if (href === null) return (skip(where, 'no usable "href"'), null);
        return { name: name(language), lang, href };
      });
      if (languages.length === 0) return (skip(at, 'no languages'), null);
      return { name: name(market), languages };
    });
    if (markets.length === 0) return (skip(path, 'no markets'), null);
    return { name: name(region), markets };
  });
}

/** The element's JSON script child, parsed and validated; [] (logged) when missing or broken. */
export function readRegions(host: Element, skip: Skip): Region[] {
  const script = host.querySelector(':scope > script[type="application/json"]');
  if (!script) {
    skip('data', 'no <script type="application/json"> child');
    return [];
  }
  try {
    return parseRegions(JSON.parse(script.textContent ?? ''), skip);
  } catch (error) {
    skip('data', `not JSON (${error instanceof Error ? error.message : String(error)})`);
    return [];
  }
}
