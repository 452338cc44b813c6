import { dateParts, formatDate, type DateParts } from '@mf/core/i18n/format';

/** What an event card shows of its dates (spec §2: day, month, year and full dates per locale). */
export interface EventDates {
  start: DateParts & { date: string };
  /** null for a single-day event: start and end fall on the same calendar day. */
  end: (DateParts & { date: string }) | null;
}

export function eventDates(start: Date, end: Date, locale: string, timeZone?: string): EventDates {
  const startDay = calendarDate(start, timeZone);
  const endDay = calendarDate(end, timeZone);
  return {
    start: { ...dateParts(start, locale, timeZone), date: startDay },
    end: endDay === startDay ? null : { ...dateParts(end, locale, timeZone), date: endDay },
  };
}

/**
 * YYYY-MM-DD of the day in the time zone, for <time datetime>: a date, not an instant, because
 * the card shows days (an ISO instant at midnight CET would name the previous day in UTC).
 */
export function calendarDate(date: Date, timeZone?: string): string {
  const year = formatDate(date, 'en-US', { year: 'numeric' }, timeZone).padStart(4, '0');
  const month = formatDate(date, 'en-US', { month: '2-digit' }, timeZone);
  const day = formatDate(date, 'en-US', { day: '2-digit' }, timeZone);
  return `${year}-${month}-${day}`;
}

/** A time zone Intl accepts, else an Error naming it (the adapter logs and uses the default). */
export function validateTimeZone(value: unknown): string {
  const zone = typeof value === 'string' ? value.trim() : '';
  if (!zone) return '';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(`unknown time zone "${zone}"`);
  }
}

/** The three lines of a card's date badge; a multi-day event shows ranges only where they differ. */
export function badgeLines(dates: EventDates): { day: string; month: string; year: string } {
  const { start, end } = dates;
  if (!end) return { day: start.day, month: start.month, year: start.year };
  const sameYear = start.year === end.year;
  const sameMonth = sameYear && start.month === end.month;
  return {
    day: `${start.day}–${end.day}`,
    month: sameMonth ? start.month : `${start.month}–${end.month}`,
    year: sameYear ? start.year : `${start.year}–${end.year}`,
  };
}
