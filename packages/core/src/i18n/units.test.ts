// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketOf } from './market';
import {
  formatPower,
  formatPowerRange,
  formatPowerValue,
  powerFrom,
  powerIn,
  powerSymbol,
} from './units';

const en = marketOf('en-GB');
const de = marketOf('de-DE');

describe('power units', () => {
  it('the English horsepower is the mechanical one, the continental the metric one', () => {
    expect(powerIn(100, 'hp', 'en')).toBeCloseTo(134.1, 1);
    expect(powerIn(100, 'hp', 'de')).toBeCloseTo(135.96, 1);
    expect(powerFrom(136, 'hp', 'de')).toBeCloseTo(100.03, 2);
    expect(powerIn(100, 'kW', 'de')).toBe(100);
    expect(powerSymbol('hp', 'en')).toBe('hp');
    expect(powerSymbol('hp', 'de')).toBe('PS');
    expect(powerSymbol('hp', 'fr')).toBe('ch');
    expect(powerSymbol('hp', 'ar')).toBe('حصان');
    expect(powerSymbol('kW', 'fr')).toBe('kW');
  });

  it('powerIn and powerFrom undo each other (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.constantFrom('hp' as const, 'kW' as const),
        fc.constantFrom('en', 'de', 'fr', 'ar'),
        (kw, unit, language) => {
          expect(powerFrom(powerIn(kw, unit, language), unit, language)).toBeCloseTo(kw, 9);
        },
      ),
    );
  });

  it('formatPowerValue: a value already in the unit, rounded, with the language’s symbol', () => {
    expect(formatPowerValue(75, 'hp', en)).toBe('75\u00a0hp');
    expect(formatPowerValue(55.93, 'kW', en)).toBe('56\u00a0kW');
    expect(formatPowerValue(1200, 'hp', de)).toBe('1.200\u00a0PS');
    // The same figure formatPower gives for the kW it stands for.
    expect(formatPowerValue(powerIn(100, 'hp', 'de'), 'hp', de)).toBe(formatPower(100, de, 'hp'));
  });

  it('formatPowerRange: both ends in the unit, the symbol once; one figure when they round alike', () => {
    expect(formatPowerRange(78, 108, en)).toBe('105\u2013145\u00a0hp');
    expect(formatPowerRange(78, 108, de)).toBe('78\u2013108\u00a0kW');
    expect(formatPowerRange(78, 108, de, 'hp')).toBe('106\u2013147\u00a0PS');
    expect(formatPowerRange(55.9, 56.1, de)).toBe('56\u00a0kW');
  });
});
