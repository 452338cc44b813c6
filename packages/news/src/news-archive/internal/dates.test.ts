import {
  DATE_FORMAT,
  expandShortYear,
  formatDisplayDate,
  parseDisplayDate,
  resolveDateLocale,
  tokenize,
} from './dates';

const en = resolveDateLocale('en-gb');
const de = resolveDateLocale('de-de');
const now = new Date(2026, 10, 21);

describe("'dd M y' (spec §5, jQuery UI tokens)", () => {
  it('is the spec format', () => {
    expect(DATE_FORMAT).toBe('dd M y');
  });

  it.each([
    ['2026-03-05 en', new Date(2026, 2, 5), en, '05 Mar 26'],
    ['2026-03-05 de', new Date(2026, 2, 5), de, '05 Mär 26'],
    ['2025-10-31 de', new Date(2025, 9, 31), de, '31 Okt 25'],
    ['2024-12-01 en', new Date(2024, 11, 1), en, '01 Dec 24'],
    ['2009-05-09 de', new Date(2009, 4, 9), de, '09 Mai 09'],
  ])('%s -> %s', (_name, date, locale, expected) => {
    expect(formatDisplayDate(date, locale)).toBe(expected);
  });

  it('other jQuery UI tokens: d, m, mm, MM, yy and quoted literals', () => {
    const date = new Date(2026, 2, 5);
    expect(formatDisplayDate(date, en, 'd/m/yy')).toBe('5/3/2026');
    expect(formatDisplayDate(date, de, "dd. MM yy 'um' mm")).toBe('05. März 2026 um 03');
    expect(formatDisplayDate(date, en, "'It''s' dd")).toBe("It's 05");
    expect(formatDisplayDate(date, en, "''dd")).toBe("'05");
    expect(tokenize('dd M y').map((t) => t.kind)).toEqual(['dd', 'text', 'M', 'text', 'y']);
  });
});

describe('parseDisplayDate (spec §5: an unparseable date becomes null)', () => {
  it.each([
    ['05 Mar 26', en, new Date(2026, 2, 5)],
    ['5 mar 26', en, new Date(2026, 2, 5)],
    ['  05   MAR 26 ', en, new Date(2026, 2, 5)],
    ['05 Mar 2026', en, new Date(2026, 2, 5)],
    ['05 March 26', en, new Date(2026, 2, 5)],
    ['05 Mär 26', de, new Date(2026, 2, 5)],
    ['05 März 2026', de, new Date(2026, 2, 5)],
    ['01 Juni 25', de, new Date(2025, 5, 1)],
    ['31 Dez 99', de, new Date(1999, 11, 31)],
  ])('%s', (text, locale, expected) => {
    expect(parseDisplayDate(text, locale, DATE_FORMAT, now)).toEqual(expected);
  });

  it.each([
    ['', en],
    ['yesterday', en],
    ['05 Mär 26', en], // German month in English
    ['31 Feb 26', en], // not a day
    ['00 Jan 26', en],
    ['05 Mar', en],
    ['05 Mar 2', en],
    ['05 Mar 202', en],
    ['05 Mar 26 extra', en],
    ['05/03/26', en],
    ['2026-03-05', en],
  ])('%s is null', (text, locale) => {
    expect(parseDisplayDate(text, locale, DATE_FORMAT, now)).toBeNull();
  });

  it('round-trips every day of a year in both locales', () => {
    for (const locale of [en, de]) {
      for (let day = 0; day < 366; day++) {
        const date = new Date(2024, 0, 1 + day);
        expect(parseDisplayDate(formatDisplayDate(date, locale), locale, DATE_FORMAT, now)).toEqual(
          date,
        );
      }
    }
  });

  it('two-digit years use the jQuery UI cutoff (+10)', () => {
    expect(expandShortYear(26, now)).toBe(2026);
    expect(expandShortYear(36, now)).toBe(2036);
    expect(expandShortYear(37, now)).toBe(1937);
    expect(expandShortYear(0, now)).toBe(2000);
  });
});

describe('resolveDateLocale (spec §5: en-gb fallback, Intl names when no locale file)', () => {
  it('empty falls back to en-gb', () => {
    expect(resolveDateLocale('').code).toBe('en-gb');
    expect(resolveDateLocale(undefined).monthNamesShort[2]).toBe('Mar');
  });

  it('uses the locale file of the language for a regional code', () => {
    const austria = resolveDateLocale('de-AT');
    expect(austria.code).toBe('de');
    expect(austria.generated).toBe(false);
    expect(austria.monthNamesShort[2]).toBe('Mär');
    expect(resolveDateLocale('de_de').code).toBe('de');
  });

  it('a missing locale file falls back to month names generated from the language (Intl)', () => {
    const fr = resolveDateLocale('fr-fr');
    expect(fr.generated).toBe(true);
    expect(fr.monthNames[2]).toBe('mars');
    expect(fr.monthNamesShort[0]).toBe('janv'); // Intl 'janv.' without the dot
    expect(formatDisplayDate(new Date(2026, 0, 5), fr)).toBe('05 janv 26');
    expect(parseDisplayDate('05 janv 26', fr, DATE_FORMAT, now)).toEqual(new Date(2026, 0, 5));
    const nl = resolveDateLocale('nl-nl');
    expect(nl.monthNames[9]).toBe('oktober');
  });

  it('an unknown language tag falls back to en-gb', () => {
    const unknown = resolveDateLocale('zz-not-a-tag!');
    expect(unknown.code).toBe('en-gb');
    expect(unknown.generated).toBe(false);
  });

  it('gives Intl a tag for calendar names', () => {
    expect(resolveDateLocale('de-de').intl).toBe('de-DE');
    expect(resolveDateLocale('').intl).toBe('en-GB');
  });
});
