import { WEEKDAYS, type BusinessHours, type OpeningHours, type Weekday } from './types';
import { booleanOrNull, field, isRecord, text } from './read';

/** 'H:MM' or 'HH:MM', optional seconds, optional am/pm. */
const TIME = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?(?:\s?([AaPp])\.?[Mm]\.?)?$/;

/** Answers repeat the same few times thousands of times: remember them (bounded). */
const TIME_MEMO = new Map<string, string | null>();
const TIME_MEMO_LIMIT = 500;

/** A clock time as 'HH:MM' (seconds dropped) or as written with am/pm; null when invalid. */
export function cleanTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const known = TIME_MEMO.get(value);
  if (known !== undefined) return known;
  const result = parseTime(value);
  if (TIME_MEMO.size < TIME_MEMO_LIMIT) TIME_MEMO.set(value, result);
  return result;
}

function parseTime(value: string): string | null {
  const raw = text(value);
  const match = TIME.exec(raw);
  if (!match) return null;
  const hours = Number(match[1]);
  const meridiem = match[3];
  if (meridiem ? hours < 1 || hours > 12 : hours > 24) return null;
  if (meridiem) return `${hours}:${match[2]} ${meridiem.toUpperCase()}M`;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * One day of the source: `{ closed, start_time, end_time }` (or null = closed). spec §5: a day
 * marked closed is null; a day marked open needs both a start and an end time, else it is null
 * too (we cannot show half an opening time).
 */
function normalizeDay(value: unknown): OpeningHours | null {
  if (!isRecord(value)) return null;
  const closed = booleanOrNull(field(value, 'closed'));
  if (closed === true) return null;
  const start = cleanTime(field(value, 'start_time'));
  const end = cleanTime(field(value, 'end_time'));
  return start && end ? { start_time: start, end_time: end } : null;
}

/**
 * Most dealers of an answer keep the same few opening schedules: identical schedules share one
 * frozen result (bench: a 10,000-record answer has a few dozen distinct schedules).
 */
const HOURS_MEMO = new Map<string, BusinessHours>();
const HOURS_MEMO_LIMIT = 2000;

/** A key for a schedule made of plain values only; null when anything else is in it. */
function scheduleKey(days: Record<string, unknown>): string | null {
  let key = '';
  for (const day of WEEKDAYS) {
    const entry = days[day];
    if (entry === undefined || entry === null) {
      key += '-;';
      continue;
    }
    if (!isRecord(entry)) return null;
    const { closed, start_time: start, end_time: end } = entry;
    if (!plain(closed) || !plain(start) || !plain(end)) return null;
    key += `${String(closed)}|${String(start)}|${String(end)};`;
  }
  return key;
}

const plain = (value: unknown) =>
  value === undefined || typeof value === 'string' || typeof value === 'boolean';

/** The source's `business_hours`; null when it has no `days` object at all (hours unknown). */
export function normalizeBusinessHours(value: unknown): BusinessHours | null {
  const days = field(value, 'days');
  if (!isRecord(days)) return null;
  const key = scheduleKey(days);
  const known = key === null ? undefined : HOURS_MEMO.get(key);
  if (known) return known;
  const result = {} as Record<Weekday, OpeningHours | null>;
  for (const day of WEEKDAYS) result[day] = normalizeDay(days[day]);
  const hours: BusinessHours = Object.freeze({ days: Object.freeze(result) });
  if (key !== null && HOURS_MEMO.size < HOURS_MEMO_LIMIT) HOURS_MEMO.set(key, hours);
  return hours;
}

/**
 * spec §9: 'Clock conversion to 12 hours exists but is turned off for results.' Converts
 * 'HH:MM' to 'h:MM AM/PM'; other text is returned unchanged.
 */
export function to12Hour(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
