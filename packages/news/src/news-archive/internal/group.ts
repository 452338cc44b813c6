import { formatDate } from '@mf/core/i18n/format';
import type { NewsArticle } from './normalize';

export interface MonthGroup {
  /** 'YYYY-MM', unique per group. */
  key: string;
  /** 'March 2026' in the locale (Intl). */
  heading: string;
  articles: NewsArticle[];
}

/**
 * spec §2: results are grouped by month and year. The server's order is kept (newest first as
 * it sends them); consecutive articles of the same month share a heading. An article of a month
 * already seen further up (out-of-order data) joins that month's group rather than repeating
 * the heading. Months are calendar months of the visitor's time zone (or `timeZone`).
 */
export function groupByMonth(
  articles: readonly NewsArticle[],
  locale: string,
  timeZone?: string,
): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const article of articles) {
    const date = new Date(article.timestamp);
    const key = formatDate(date, 'en-CA', { year: 'numeric', month: '2-digit' }, timeZone);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        heading: formatDate(date, locale, { month: 'long', year: 'numeric' }, timeZone),
        articles: [],
      };
      groups.set(key, group);
    }
    group.articles.push(article);
  }
  return [...groups.values()];
}
