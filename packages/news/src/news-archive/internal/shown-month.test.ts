// @vitest-environment node
import { shownMonth } from './shown-month';

describe('shownMonth (the month of the date the CMS shows)', () => {
  const nov1 = Date.UTC(2026, 10, 1, 2); // 31 October in New York, 1 November in Europe
  const oct31 = Date.UTC(2026, 9, 31, 16); // 1 November in Tokyo

  it.each([
    ['1 November 2026', nov1, 'en-GB', '2026-11'],
    ['November 1, 2026', nov1, 'en-US', '2026-11'],
    ['01.11.2026', nov1, 'de-DE', '2026-11'],
    ['1. Nov. 2026', nov1, 'de-DE', '2026-11'],
    ['31 October 2026', oct31, 'en-GB', '2026-10'],
    ['31.10.26', oct31, 'de-DE', '2026-10'],
    ['1 novembre 2026', nov1, 'fr-FR', '2026-11'],
    // A month number equal to a neighbour's day: 31 January, not 1 February.
    ['31.01.2026', Date.UTC(2026, 0, 31, 23), 'de-DE', '2026-01'],
    ['01.02.2026', Date.UTC(2026, 0, 31, 23), 'de-DE', '2026-02'],
    // Across the year.
    ['31 December 2026', Date.UTC(2027, 0, 1, 3), 'en-GB', '2026-12'],
    ['1 January 2027', Date.UTC(2026, 11, 31, 20), 'en-GB', '2027-01'],
  ])('%s -> %s', (text, timestamp, locale, month) => {
    expect(shownMonth(text, timestamp, [locale])).toBe(month);
  });

  it('gives null for text it cannot place (the caller uses the timestamp)', () => {
    expect(shownMonth('', nov1, ['en-GB'])).toBeNull();
    expect(shownMonth('Yesterday', nov1, ['en-GB'])).toBeNull();
    expect(shownMonth('15 March 2026', nov1, ['en-GB'])).toBeNull();
  });
});
