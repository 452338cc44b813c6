import { formatDate, monthNames } from '@mf/core/i18n/format';

const DAY = 86_400_000;
/** Civil time zones run from UTC-12 to UTC+14: the CMS's calendar day is one of these. */
const WEST = -12 * 3_600_000;
const EAST = 14 * 3_600_000;

/** 'YYYY-MM' of a timestamp in a time zone (undefined = the visitor's). */
export const monthKey = (timestamp: number, timeZone?: string): string =>
  formatDate(new Date(timestamp), 'en-CA', { year: 'numeric', month: '2-digit' }, timeZone);

/** Lower-case month names (long and short, dots dropped) of month index `month` in `locales`. */
function namesOf(month: number, locales: readonly string[]): string[] {
  return locales.flatMap((locale) =>
    (['long', 'short'] as const).map((width) =>
      monthNames(locale, width)[month]!.toLocaleLowerCase().replace(/\.$/, ''),
    ),
  );
}

/**
 * The month ('YYYY-MM') of the calendar day a display date shows (the CMS's
 * formattedDate is the site's date; a visitor in another time zone must see the article under
 * that date's month, not under the month of their own clock).
 *
 * The timestamp fixes the day within the two or three calendar days it falls on somewhere
 * between UTC-12 and UTC+14; the text picks among them: a candidate matches when the text holds
 * its day number and its month (number, or long or short name in `locales` or English). Day
 * numbers of consecutive days differ, and the month check settles a month number that equals a
 * day number (`31.01.2026` is not 1 February). A text that matches no candidate, or candidates
 * of two months, gives null: the caller falls back to the timestamp in the zone the date is
 * shown in. Never reads markup; the text is only scanned.
 */
export function shownMonth(
  formatted: string,
  timestamp: number,
  locales: readonly string[],
): string | null {
  if (!formatted) return null;
  const text = formatted.toLocaleLowerCase();
  const numbers = new Set((text.match(/\d+/g) ?? []).map(Number));
  const months = new Set<string>();
  const first = Math.floor((timestamp + WEST) / DAY);
  const last = Math.floor((timestamp + EAST) / DAY);
  for (let day = first; day <= last; day += 1) {
    const date = new Date(day * DAY);
    const month = date.getUTCMonth();
    if (!numbers.has(date.getUTCDate())) continue;
    if (
      !numbers.has(month + 1) &&
      !namesOf(month, [...locales, 'en']).some((n) => text.includes(n))
    )
      continue;
    months.add(monthKey(date.getTime(), 'UTC'));
  }
  return months.size === 1 ? [...months][0]! : null;
}
