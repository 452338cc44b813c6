import { formatDate } from '@mf/core/i18n/format';
import type { NewsArticle } from './normalize';
import { monthKey, shownMonth } from './shown-month';

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
 * the heading. The month is the one of the date shown: the server's formattedDate (the
 * site's calendar day, whatever the visitor's clock says), else the timestamp in the visitor's
 * time zone (or `timeZone`), in which the view then formats it.
 */
export function groupByMonth(
  articles: readonly NewsArticle[],
  locale: string,
  timeZone?: string,
): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const article of articles) {
    const key =
      shownMonth(article.formattedDate, article.timestamp, [locale]) ??
      monthKey(article.timestamp, timeZone);
    let group = groups.get(key);
    if (!group) {
      const [year, month] = key.split('-').map(Number);
      // Mid-month noon UTC names the month in any zone.
      const date = new Date(Date.UTC(year!, month! - 1, 15, 12));
      group = {
        key,
        heading: formatDate(date, locale, { month: 'long', year: 'numeric' }, 'UTC'),
        articles: [],
      };
      groups.set(key, group);
    }
    group.articles.push(article);
  }
  return [...groups.values()];
}
