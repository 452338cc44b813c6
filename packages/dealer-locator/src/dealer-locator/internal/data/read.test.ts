// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeBusinessHours } from './hours';
import { booleanOrNull, field, latitude, longitude, MAX_TEXT_LENGTH, number, text } from './read';

describe('readers for untrusted JSON', () => {
  it.each([
    ['plain', 'Ames', 'Ames'],
    ['trimmed', '  Ames  ', 'Ames'],
    ['inner runs of whitespace', 'Main \t\n  St', 'Main St'],
    ['control characters removed', 'A\u0000B\u001bC\u007f', 'ABC'],
    ['number', 42, '42'],
    ['NaN', Number.NaN, ''],
    ['object', { toString: () => 'x' }, ''],
    ['null', null, ''],
    ['cut to the limit', `${'a'.repeat(MAX_TEXT_LENGTH - 1)} b`, 'a'.repeat(MAX_TEXT_LENGTH - 1)],
  ])('text: %s', (_name, value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it('text output is always clean and idempotent (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        const result = text(value);
        expect(result.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
        // eslint-disable-next-line no-control-regex
        expect(result).not.toMatch(/[\u0000-\u001f\u007f]|\s\s|^\s|\s$/);
        // Entities are decoded once, so only a result without '&' is a fixed point.
        if (!result.includes('&')) expect(text(result)).toBe(result);
      }),
      { numRuns: 1000 },
    );
  });

  it('text decodes entities once: double-encoded text keeps one level', () => {
    expect(text('Fish &amp;amp; Chips')).toBe('Fish &amp; Chips');
    expect(text(' &nbsp;Farm&#9;&#1;Co ')).toBe('Farm Co');
  });

  it.each([
    [1.5, 1.5],
    ['1.5', 1.5],
    ['1e3', null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
  ])('number(%p) = %p', (value, expected) => {
    expect(number(value)).toBe(expected);
  });

  it.each([
    [true, true],
    ['false', false],
    [null, null],
    [1, null],
    ['yes', null],
  ])('booleanOrNull(%p) = %p', (value, expected) => {
    expect(booleanOrNull(value)).toBe(expected);
  });

  it('latitude and longitude keep their ranges', () => {
    expect([latitude(90), latitude(-90.1), longitude(180), longitude(180.5)]).toEqual([
      90,
      null,
      180,
      null,
    ]);
  });

  it('field reads only from plain objects', () => {
    expect(field({ a: 1 }, 'a')).toBe(1);
    expect(field([1], '0')).toBeUndefined();
    expect(field('abc', 'length')).toBeUndefined();
    expect(field(JSON.parse('{"__proto__": {"x": 1}}'), 'dealer_code')).toBeUndefined();
  });
});

describe('shared opening schedules', () => {
  const schedule = () => ({
    days: {
      monday: { closed: false, start_time: '08:00', end_time: '17:00' },
      sunday: { closed: true },
    },
  });

  it('identical schedules share one frozen result', () => {
    const a = normalizeBusinessHours(schedule());
    const b = normalizeBusinessHours(schedule());
    expect(a).toBe(b);
    expect(Object.isFrozen(a) && Object.isFrozen(a!.days)).toBe(true);
  });

  it('different schedules do not', () => {
    const other = schedule();
    other.days.monday.end_time = '18:00';
    expect(normalizeBusinessHours(other)!.days.monday).toEqual({
      start_time: '08:00',
      end_time: '18:00',
    });
    expect(normalizeBusinessHours(schedule())!.days.monday!.end_time).toBe('17:00');
  });

  it('schedules with unusual values are still normalized, just not shared', () => {
    const odd = { days: { monday: { closed: 0, start_time: 8, end_time: ['17:00'] } } };
    expect(normalizeBusinessHours(odd)!.days.monday).toBeNull();
  });
});
