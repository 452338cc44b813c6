import { binUrl, matchesHost } from '@mf/core/http/bin-url';
import { encodeUrlComponent } from '@mf/core/http/url-component';

/** spec §3: a search autocomplete suggestion. */
export interface Suggestion {
  term: string;
}

/** spec §5, §9: suggestions start at 3 characters. */
export const MIN_QUERY_LENGTH = 3;

/**
 * The length of a query as a visitor counts it: code points of the trimmed text, so 'Äcker' and
 * '拖拉机' count their letters, not UTF-16 units.
 */
export function queryLength(text: string): number {
  return [...text.trim()].length;
}

export interface TypeaheadTarget {
  /** '' for the page's own origin. */
  origin: string;
  site: string;
  collection: string;
  /** Host name pattern of the static test host ('' = none). */
  staticHostPattern: string;
  /** Host name pattern of the cloud host, where the servlet sits under a prefix ('' = none). */
  cloudHostPattern?: string;
  /** That prefix ('' = the site name). */
  cloudPrefix?: string;
  /** Host name to test (defaults to the origin's, else the page's). */
  hostname?: string;
}

export interface TypeaheadRequest {
  url: string;
  /** The static test host answers one file for every text: filter it here. */
  isStatic: boolean;
}

/**
 * spec §7: GET {origin}/bin/{site}/typeahead?collection={collection}&suggest.q={query}. On the
 * static test host a static file is used instead: the same servlet path under the host prefix of
 * core's bin-url rules (/{site}/resources/bin/{site}/typeahead.json), the same file for every text.
 * On the cloud host the servlet itself sits under its prefix, as for events and products
 * (/{cloud-prefix}/resources/bin/{site}/typeahead?...).
 */
export function typeaheadRequest(target: TypeaheadTarget, query: string): TypeaheadRequest {
  const hostname = target.hostname ?? hostnameOf(target.origin);
  const isStatic = matchesHost(target.staticHostPattern, hostname);
  const file = isStatic
    ? 'typeahead.json'
    : `typeahead?collection=${encodeUrlComponent(target.collection)}&suggest.q=${encodeUrlComponent(query.trim())}`;
  const url = binUrl({
    origin: target.origin,
    site: target.site,
    file,
    ...(isStatic
      ? { cloudHostPattern: target.staticHostPattern }
      : { cloudHostPattern: target.cloudHostPattern, cloudPrefix: target.cloudPrefix }),
    hostname,
  });
  return { url, isStatic };
}

/** The host the request goes to: the configured origin's, else the page's. */
function hostnameOf(origin: string): string {
  if (!origin) return typeof location === 'undefined' ? '' : location.hostname;
  try {
    return new URL(origin).hostname;
  } catch {
    return '';
  }
}

/** Why an answer gave no suggestions: logged once by the caller. */
export class TypeaheadShapeError extends Error {
  constructor() {
    super('the typeahead answer is not { suggestions: [{ term }] }');
    this.name = 'TypeaheadShapeError';
  }
}

export interface NormalizedSuggestions {
  suggestions: Suggestion[];
  /** Entries without a text term, left out. */
  dropped: number;
}

/**
 * The answer's suggestions (spec §7: suggestions[] with term). Not an object with a suggestions
 * array: TypeaheadShapeError. Entries whose term is not a non-empty string are dropped; the same
 * term twice is shown once. Terms stay text: the view never renders them as HTML.
 */
export function normalizeSuggestions(raw: unknown): NormalizedSuggestions {
  const list = (raw as { suggestions?: unknown } | null)?.suggestions;
  if (typeof raw !== 'object' || raw === null || !Array.isArray(list))
    throw new TypeaheadShapeError();
  const seen = new Set<string>();
  const suggestions: Suggestion[] = [];
  let dropped = 0;
  for (const entry of list) {
    const term = (entry as { term?: unknown } | null)?.term;
    if (typeof term !== 'string' || !term.trim()) {
      dropped++;
      continue;
    }
    const text = term.trim();
    if (seen.has(text)) continue;
    seen.add(text);
    suggestions.push({ term: text });
  }
  return { suggestions, dropped };
}

/** The static file's terms that contain the query (case-insensitive), as the servlet would. */
export function filterStatic(suggestions: readonly Suggestion[], query: string): Suggestion[] {
  const needle = query.trim().toLocaleLowerCase();
  return suggestions.filter((s) => s.term.toLocaleLowerCase().includes(needle));
}

/** spec §7: the results address for a term: the form's action with ?q={term}, encoded. */
export function resultsAddress(action: string, term: string, base?: string): string {
  const page = base ?? (typeof location === 'undefined' ? 'http://localhost/' : location.href);
  let url: URL;
  try {
    url = new URL(action || page, page);
  } catch {
    url = new URL(page);
  }
  // A GET form replaces the action's query with its fields; so does this.
  url.search = '';
  url.hash = '';
  url.searchParams.set('q', term);
  return url.href;
}
