// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_CASES } from './bench-browser-cases';
import {
  GATE_PAGES,
  gateKey,
  gateRatio,
  gateVerdicts,
  GROWTH_LIMIT,
  lowerQuartile,
  RATIO_FLOOR,
} from './bench-gate';

const keys = GATE_PAGES.flatMap(({ element, watched }) => watched.map((s) => gateKey(element, s)));
const stored = Object.fromEntries(keys.map((key) => [key, 1.2]));

describe('the browser bench gate', () => {
  it('runs steps the bench has, watches steps it runs, and covers the interactions it must', () => {
    for (const { element, steps, watched } of GATE_PAGES) {
      const names = PAGE_CASES.find((c) => c.element === element)?.steps.map((s) => s.name);
      expect(names, element).toBeDefined();
      for (const step of steps) expect(names, `${element} › ${step}`).toContain(step);
      for (const step of watched) expect(steps).toContain(step);
    }
    expect(keys).toEqual(
      expect.arrayContaining([
        'mf-dealer-locator › next page',
        'mf-dealer-locator › open detail',
        'mf-dealer-locator › back to results',
        'mf-product-selector › a type filter',
        'mf-form-modal › open from the page link',
        'mf-events-overview › next page',
      ]),
    );
  });

  it('passes ratios that grew by up to half and fails one that grew more', () => {
    const measured = { ...stored, [keys[0]!]: 1.2 * GROWTH_LIMIT };
    expect(gateVerdicts(measured, { measured: '', ratios: stored }).every((v) => !v.failed)).toBe(
      true,
    );
    const slower = gateVerdicts(
      { ...stored, [keys[0]!]: 1.2 * GROWTH_LIMIT + 0.01 },
      { measured: '', ratios: stored },
    );
    expect(slower.filter((v) => v.failed).map((v) => v.key)).toEqual([keys[0]]);
    expect(slower[0]!.growth).toBeCloseTo(1.51, 2);
  });

  it('compares a small stored ratio as the floor: one Event Timing step more passes, a planted 50 ms fails', () => {
    const key = keys[0]!;
    const small = { ...stored, [key]: 0.5 };
    // 32 ms against a 64 ms calibration stored; 51 ms measured (two of Event Timing's 8 ms steps more).
    expect(
      gateVerdicts({ ...stored, [key]: 0.8 }, { measured: '', ratios: small })[0]!.failed,
    ).toBe(false);
    // The same interaction with 50 ms more: (32 + 50) / 64.
    const planted = gateVerdicts(
      { ...stored, [key]: 82 / 64 },
      { measured: '', ratios: small },
    )[0]!;
    expect(planted.failed).toBe(true);
    expect(planted.growth).toBeCloseTo(82 / 64 / RATIO_FLOOR, 5);
  });

  it('fails a watched interaction with no stored ratio or no measurement', () => {
    const { [keys[1]!]: _, ...without } = stored;
    expect(
      gateVerdicts(stored, { measured: '', ratios: without }).filter((v) => v.failed).length,
    ).toBe(1);
    expect(
      gateVerdicts(without, { measured: '', ratios: stored }).filter((v) => v.failed).length,
    ).toBe(1);
  });
});

describe('gateRatio', () => {
  it('divides the lower quartiles: what load adds on top of the work leaves it alone', () => {
    expect(gateRatio([100, 104, 300, 112, 400], [50, 52, 200, 56, 48])).toBeCloseTo(104 / 50);
    expect(lowerQuartile([1, 2, 3, 4, 5])).toBe(2);
    expect(lowerQuartile([4, 1, 3, 2])).toBeCloseTo(1.75);
  });

  it('counts a time under 16 ms (no Event Timing entry) as 16', () => {
    expect(gateRatio([0, 0, 0], [32, 32, 32])).toBe(0.5);
  });
});
