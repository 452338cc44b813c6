import { decodeEntities } from '@mf/core/parse/entities';
import { safeHttpUrl } from '@mf/core/parse/parse';
import { toDate } from '@mf/core/i18n/format';

/** One news article as the view uses it (spec §3 "News search result", validated). */
export interface NewsArticle {
  /**
   * React key, unique within the page: the link, else title + timestamp; a repeat of an earlier
   * one gets '#' and its position (the servlet can list one article twice).
   */
  id: string;
  title: string;
  /** Sanitised http(s) address, or null (the title is then shown without a link). */
  url: string | null;
  description: string;
  /** Sanitised http(s) image address, or null. */
  image: string | null;
  imageAlt: string;
  /** ms since the epoch. */
  timestamp: number;
  /** The server's display date ('' when it sent none: the view formats the timestamp). */
  formattedDate: string;
}

export interface NewsPage {
  total: number;
  articles: NewsArticle[];
  /** Records left out because they were malformed. */
  dropped: number;
}

/** Text with its entities decoded (CMS servlets send encoded text). */
const text = (value: unknown): string =>
  typeof value === 'string' ? decodeEntities(value).trim() : '';

/**
 * Validates a news answer at the boundary (spec §3: total_results, results[] with timestamp and
 * formattedDate). A result without a usable title or timestamp is dropped; links and images go
 * through safeHttpUrl (javascript:, data: and the like are removed). A body that is not an
 * object with a results array throws (treated as a failed request, spec §8). total_results
 * that is missing or not a non-negative integer falls back to the number of results.
 */
export function normalizeNewsPage(raw: unknown, base?: string): NewsPage {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('The news answer is not an object.');
  }
  const body = raw as { total_results?: unknown; results?: unknown };
  if (!Array.isArray(body.results)) throw new Error('The news answer has no results list.');
  const articles: NewsArticle[] = [];
  const ids = new Set<string>();
  let dropped = 0;
  for (const item of body.results) {
    const article = normalizeArticle(item, base);
    if (!article) {
      dropped += 1;
      continue;
    }
    while (ids.has(article.id)) article.id += `#${articles.length}`;
    ids.add(article.id);
    articles.push(article);
  }
  const declared = Number(body.total_results);
  const total =
    typeof body.total_results === 'number' || typeof body.total_results === 'string'
      ? Number.isInteger(declared) && declared >= 0
        ? declared
        : articles.length
      : articles.length;
  return { total, articles, dropped };
}

function normalizeArticle(item: unknown, base?: string): NewsArticle | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const title = text(record.title);
  const date =
    typeof record.timestamp === 'number' || typeof record.timestamp === 'string'
      ? toDate(record.timestamp)
      : null;
  if (!title || !date) return null;
  const url = safeHttpUrl(record.link ?? record.url ?? record.path, base);
  return {
    id: url ?? `${title}|${date.getTime()}`,
    title,
    url,
    description: text(record.description),
    image: safeHttpUrl(record.image, base),
    imageAlt: text(record.imageAlt),
    timestamp: date.getTime(),
    formattedDate: text(record.formattedDate),
  };
}
