import { describe, expect, it, vi } from 'vitest';
import { dateParts, formatCurrency, formatDecimal, monthNames, toDate } from './format';
import { formatLabel, labelsAttribute, localizeLabels, mergeLabels } from './labels';
import { soloTask } from '../browser/next-task';
import { parseAttributeValue } from '../element/attribute-value';
import { numberFormat, pluralLabel, prepareIntl, safeLocale } from './plural';

describe('labels', () => {
  const defaults = { previousPage: 'Previous', nextPage: 'Next' };

  it('merges overrides over English defaults, handing what it leaves out to `drop`', () => {
    const drop = vi.fn();
    expect(
      mergeLabels(defaults, { nextPage: 'Weiter', bogus: 'x', previousPage: 3 }, drop),
    ).toEqual({
      previousPage: 'Previous',
      nextPage: 'Weiter',
    });
    expect(drop.mock.calls).toEqual([
      [{ problem: 'has an unknown key', value: 'bogus', instead: 'ignored' }],
      [
        {
          problem: 'gives "previousPage" a value that is not text',
          value: 3,
          instead: 'its default text is used',
        },
      ],
    ]);
  });

  it("takes only the defaults' own keys: inherited names are unknown labels", () => {
    const drop = vi.fn();
    // JSON.parse makes "__proto__" an own key; `key in defaults` accepted all three.
    const overrides = JSON.parse(
      '{"toString":"x","constructor":"y","__proto__":"z","nextPage":"Weiter"}',
    );
    const merged = mergeLabels(defaults, overrides, drop);
    expect(merged).toEqual({ previousPage: 'Previous', nextPage: 'Weiter' });
    expect(Object.hasOwn(merged, 'toString')).toBe(false);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(drop.mock.calls.map(([part]) => part.value)).toEqual([
      'toString',
      'constructor',
      '__proto__',
    ]);
  });

  it('through the adapter, each key left out is one warning naming the element, not an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('mf-x-y');
    document.body.append(host);
    const spec = labelsAttribute(defaults);
    const labels = parseAttributeValue(
      spec,
      '{"bogus":"x","nextPage":1}',
      'mf-x-y',
      'labels',
      host,
    );
    expect(labels).toEqual(defaults);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-x-y> (1st on the page): attribute "labels" has an unknown key, got "bogus"; ignored.',
      '<mf-x-y> (1st on the page): attribute "labels" gives "nextPage" a value that is not text, got "1"; its default text is used.',
    ]);
    expect(error).not.toHaveBeenCalled();
    host.remove();
  });

  it('rejects a non-object, so the adapter falls back to the defaults', () => {
    expect(() => mergeLabels(defaults, ['x'])).toThrow('labels must be a JSON object');
    const spec = labelsAttribute(defaults);
    expect(spec.default).toBe(defaults);
    expect(spec.type).toBe('{ previousPage?: string; nextPage?: string }');
  });

  it('fills placeholders', () => {
    expect(formatLabel('{start}–{end} of {total}', { start: 1, end: 5, total: 46 })).toBe(
      '1–5 of 46',
    );
    expect(formatLabel('{unknown}', {})).toBe('{unknown}');
  });
});

describe('plurals', () => {
  it.each([
    [0, 'en', '0 results'],
    [1, 'en', '1 result'],
    [2, 'en', '2 results'],
    [1234, 'en', '1,234 results'],
    [1234, 'de', '1.234 results'],
    // Intl says 'one' for 0 in these; spec §8 wants the plural label for a zero count.
    [0, 'fr-CA', '0 results'],
    [0, 'pt-BR', '0 results'],
    [1, 'fr-CA', '1 result'],
  ])('%d in %s', (count, locale, expected) =>
    expect(pluralLabel(count, '{count} result', '{count} results', locale)).toBe(expected),
  );

  it('falls back for unusable locales', () => {
    expect(safeLocale('en_GB')).toBe('en-GB');
    expect(safeLocale('not a locale!')).toBe('en');
  });
});

describe('dates and numbers', () => {
  it('reads timestamps in milliseconds or seconds, and rejects garbage', () => {
    expect(toDate(1767225600000)?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(toDate(1767225600)?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(toDate('2026-01-01T00:00:00Z')?.getTime()).toBe(1767225600000);
    expect(toDate('soon')).toBeNull();
    expect(toDate(null)).toBeNull();
  });

  it('gives day, month, year and full date per locale', () => {
    const date = new Date(Date.UTC(2026, 2, 5, 12));
    expect(dateParts(date, 'en-GB', 'UTC')).toMatchObject({
      day: '05',
      month: 'Mar',
      year: '2026',
      full: 'Thursday, 5 March 2026',
    });
    expect(dateParts(date, 'de-DE', 'UTC')).toMatchObject({
      day: '05',
      month: 'Mär',
      year: '2026',
      full: 'Donnerstag, 5. März 2026',
    });
  });

  it('generates month names from the language', () => {
    expect(monthNames('de')[2]).toBe('März');
    expect(monthNames('en', 'short')[8]).toBe('Sep');
  });

  it('formats currency with the spec default (en-US, USD, 2 digits) and decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatDecimal(12.345, 'de')).toBe('12,3');
  });
});

describe('numberFormat', () => {
  it('keeps one formatter per locale and options, and refuses what Intl refuses', () => {
    const first = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(first);
    expect(numberFormat('de-DE', { style: 'currency', currency: 'USD' })).not.toBe(first);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(first);
    expect(() => numberFormat('en', { style: 'currency', currency: 'EURO' })).toThrow(RangeError);
    expect(numberFormat('xx_!!', { maximumFractionDigits: 0 }).format(1234.5)).toMatch(/1.?235/);
  });

  it('prepareIntl readies Intl later, one step per task, once per page', async () => {
    const steps: string[] = [];
    // Each step's own microtask shows where its task ends: steps sharing a task would run
    // before any of their microtasks.
    const step = (name: string) => {
      steps.push(name);
      queueMicrotask(() => steps.push(`${name} done`));
    };
    const collator = vi.spyOn(Intl.Collator, 'supportedLocalesOf');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const format = vi.spyOn(
      // `format` is an accessor (it returns a bound function), typed as a method.
      Intl.NumberFormat.prototype as unknown as { format: unknown },
      'format',
      'get',
    );
    collator.mockImplementation(() => (step('collator'), []));
    numbers.mockImplementation(() => (step('number format'), []));
    format.mockImplementation(() => (step('format'), () => '0'));
    try {
      prepareIntl();
      prepareIntl();
      // Not in the caller's task: the connection that asks for it stays cheap.
      expect(steps).toEqual([]);
      await vi.waitFor(() => expect(steps).toHaveLength(6));
      expect(steps).toEqual([
        'collator',
        'collator done',
        'number format',
        'number format done',
        'format',
        'format done',
      ]);
      prepareIntl();
      // A task posted after it runs after anything it posted (soloTask keeps the posting order).
      await new Promise<void>((resolve) => soloTask(resolve));
      expect(steps).toHaveLength(6);
    } finally {
      collator.mockRestore();
      numbers.mockRestore();
      format.mockRestore();
    }
  });
});

describe('localizeLabels', () => {
  it('gives the same object for the same labels and table, and the page’s own labels on top', () => {
    const english = mergeLabels({ title: 'Find a dealer', close: 'Close' }, { close: 'Shut' });
    const german = { title: 'Händler finden', close: 'Schließen' };
    const shown = localizeLabels(english, german);
    expect(shown).toEqual({ title: 'Händler finden', close: 'Shut' });
    expect(localizeLabels(english, german)).toBe(shown);
    expect(localizeLabels(english, undefined)).toBe(english);
  });
});
