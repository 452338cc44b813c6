import { SEARCH_SOURCES } from './fixtures';
import { escapeHtml } from '../html';

/** A result as the CMS's search renders it on the results page. */
export interface SearchResult {
  title: string;
  url: string;
  excerpt: string;
  source: string;
}

const TOPICS = [
  'MF 5S tractor',
  'MF 8S tractor',
  'compact tractor',
  'round baler',
  'square baler',
  'combine harvester',
  'mower conditioner',
  'tractor tyres',
  'tractor parts',
  'parts & service',
  'telematics',
  'hydraulic oil',
  'harvest offers',
  'dealer events',
  'financing',
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** 45 results: each topic once per source (products, news, dealers). */
export const SEARCH_RESULTS: readonly SearchResult[] = TOPICS.flatMap((topic) => [
  {
    title: topic,
    url: `./mf-search-results.html#products-${slug(topic)}`,
    excerpt: `Specifications, features and prices: the ${topic} in detail.`,
    source: 'products',
  },
  {
    title: `${topic}: what is new in 2026`,
    url: `./mf-search-results.html#news-${slug(topic)}`,
    excerpt: `Our news about the ${topic} this season.`,
    source: 'news',
  },
  {
    title: `${topic} at your dealer`,
    url: `./mf-search-results.html#dealers-${slug(topic)}`,
    excerpt: `Ask a dealer near you about the ${topic}.`,
    source: 'dealers',
  },
]);

/** What the CMS's search finds: every word of q in the title or excerpt, of the source asked. */
export function findResults(q: string, sourceName: string): SearchResult[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const known = SEARCH_SOURCES.some((s) => s.value === sourceName);
  return SEARCH_RESULTS.filter(
    (result) =>
      (!sourceName || !known || result.source === sourceName) &&
      words.every((word) => `${result.title} ${result.excerpt}`.toLowerCase().includes(word)),
  );
}

/** The address of a results page: where the CMS's results page is, and what it was asked. */
export interface ResultsPageQuery {
  /** The page's address; the pager's links (relative) keep its parameters and move `start`. */
  href: string;
  q: string;
  sourceName: string;
  start: number;
  perPage: number;
  german?: boolean;
  /** `?scenario=empty` of the gallery: the search finds nothing. */
  empty?: boolean;
}

/**
 * The markup the CMS renders inside `<mf-search-results>` for an address (the element's README,
 * "Sample site markup"): the heading, the list of this page's results and the CMS's own pager of
 * links, with the `total` it found. Used by the gallery page's script (which plays the CMS in the
 * browser) and by the production-like page (rendered at build time, as a server would).
 */
export function resultsMarkup(query: ResultsPageQuery): { total: number; html: string } {
  const { q, start, perPage, german = false } = query;
  const found = query.empty ? [] : findResults(q, query.sourceName);
  const heading =
    found.length === 0
      ? german
        ? `Keine Ergebnisse für „${q}“`
        : `No results for “${q}”`
      : german
        ? `${found.length} Ergebnisse für „${q}“`
        : `${found.length} results for “${q}”`;
  const items = found
    .slice(start, start + perPage)
    .map(
      (result) =>
        `<li><a href="${escapeHtml(result.url)}">${escapeHtml(result.title)}</a><p>${escapeHtml(result.excerpt)}</p></li>`,
    );
  let html = `<h2 data-results-heading>${escapeHtml(heading)}</h2><ol class="demo-results" start="${start + 1}">${items.join('')}</ol>`;
  const pages = Math.ceil(found.length / perPage);
  if (pages > 1) {
    const links: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const target = new URL(query.href);
      target.hash = '';
      if (page > 1) target.searchParams.set('start', String((page - 1) * perPage));
      else target.searchParams.delete('start');
      const current = (page - 1) * perPage === start ? ' aria-current="page"' : '';
      // Relative to the page, as the README's sample: `?q=tractor&start=10`.
      links.push(`<a href="${escapeHtml(target.search || '?')}"${current}>${page}</a>`);
    }
    const label = german ? 'Ergebnisseiten' : 'Result pages';
    html += `<nav data-pager aria-label="${label}">${links.join(' ')}</nav>`;
  }
  return { total: found.length, html };
}
