import { SEARCH_SOURCES } from './fixtures';

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
