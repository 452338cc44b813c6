// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeLines, calendarDate, eventDates, validateTimeZone } from './dates';

const at = (y: number, m: number, d: number, h = 8) => new Date(Date.UTC(y, m - 1, d, h));

describe('eventDates (spec §2: day, month, year and full dates per locale)', () => {
  it('single-day event in English', () => {
    const dates = eventDates(at(2026, 3, 12, 8), at(2026, 3, 12, 16), 'en-GB', 'UTC');
    expect(dates.end).toBeNull();
    expect(dates.start).toMatchObject({
      day: '12',
      month: 'Mar',
      year: '2026',
      full: 'Thursday, 12 March 2026',
      date: '2026-03-12',
    });
    expect(badgeLines(dates)).toEqual({ day: '12', month: 'Mar', year: '2026' });
  });

  it('multi-day event in German', () => {
    const dates = eventDates(at(2026, 3, 12), at(2026, 3, 14), 'de-DE', 'UTC');
    expect(dates.start.full).toBe('Donnerstag, 12. März 2026');
    expect(dates.end).toMatchObject({ full: 'Samstag, 14. März 2026', date: '2026-03-14' });
    expect(badgeLines(dates)).toEqual({ day: '12–14', month: 'Mär', year: '2026' });
  });

  it.each<[string, Date, Date, string, { day: string; month: string; year: string }]>([
    [
      'across months',
      at(2026, 2, 27),
      at(2026, 3, 2),
      'en-GB',
      { day: '27–02', month: 'Feb–Mar', year: '2026' },
    ],
    [
      'across years',
      at(2026, 12, 30),
      at(2027, 1, 2),
      'en-GB',
      { day: '30–02', month: 'Dec–Jan', year: '2026–2027' },
    ],
    [
      'across months in German',
      at(2026, 2, 27),
      at(2026, 3, 2),
      'de-DE',
      { day: '27–02', month: 'Feb–Mär', year: '2026' },
    ],
    [
      'same month, next year',
      at(2026, 3, 30),
      at(2027, 3, 2),
      'en-GB',
      { day: '30–02', month: 'Mar–Mar', year: '2026–2027' },
    ],
  ])('badge %s', (_name, start, end, locale, expected) => {
    expect(badgeLines(eventDates(start, end, locale, 'UTC'))).toEqual(expected);
  });

  it('counts calendar days in the given time zone', () => {
    // 23:30 UTC on the 12th is already the 13th in Berlin: a one-day event there.
    const start = new Date(Date.UTC(2026, 2, 12, 23, 30));
    const end = new Date(Date.UTC(2026, 2, 13, 15));
    expect(eventDates(start, end, 'en-GB', 'UTC').end).not.toBeNull();
    expect(eventDates(start, end, 'en-GB', 'Europe/Berlin').end).toBeNull();
    expect(calendarDate(start, 'Europe/Berlin')).toBe('2026-03-13');
    expect(calendarDate(start, 'UTC')).toBe('2026-03-12');
  });
});

describe('validateTimeZone', () => {
  it.each([
    ['', ''],
    [' Europe/Berlin ', 'Europe/Berlin'],
    ['UTC', 'UTC'],
  ])('accepts %j', (value, expected) => {
    expect(validateTimeZone(value)).toBe(expected);
  });

  it('rejects an unknown zone', () => {
    expect(() => validateTimeZone('Mars/Olympus')).toThrow(/unknown time zone "Mars\/Olympus"/);
  });
});
