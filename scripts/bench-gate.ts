/**
 * The browser bench's gate (`npm run bench:gate`, a layer of `npm test`): a few interactions that
 * matter most, each measured as a ratio to a calibration measured in the same page at the same
 * time, compared with the ratios stored in bench-gate.json. Absolute times move with the machine
 * and with whatever else runs beside the suite; a ratio to a fixed reference workload, measured
 * in the same renderer between the steps, moves much less, so the gate holds on a busy machine
 * and still fails on a regression (CONTRIBUTING "The browser bench's gate").
 *
 * The functions here are plain and tested (bench-gate.test.ts); scripts/bench-browser.ts runs
 * them with `--gate`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The watched interactions, by page case of scripts/bench-browser-cases.ts: `steps` are the ones
 * run, in order (a cycle that ends where it started), `watched` the ones the gate divides by the
 * calibration and compares.
 */
export const GATE_PAGES: { element: string; steps: string[]; watched: string[] }[] = [
  {
    element: 'mf-dealer-locator',
    steps: ['next page', 'previous page', 'open detail', 'back to results'],
    watched: ['next page', 'previous page', 'open detail', 'back to results'],
  },
  {
    element: 'mf-product-selector',
    steps: ['a type filter', 'the type filter off again'],
    watched: ['a type filter'],
  },
  {
    element: 'mf-form-modal',
    steps: ['open from the page link', 'close with Escape'],
    watched: ['open from the page link'],
  },
  { element: 'mf-events-overview', steps: ['next page', 'previous page'], watched: ['next page'] },
];

/** A ratio may grow by half before the gate fails (a planted 50 ms at 4x more than doubles one). */
export const GROWTH_LIMIT = 1.5;

/**
 * The least stored ratio a measure is compared with: an interaction under three quarters of the
 * calibration (about 50 ms at 4x) is a few of Event Timing's 8 ms steps, where one step more
 * on a busy machine would already be half again; a planted 50 ms still fails against it.
 */
export const RATIO_FLOOR = 0.75;

export const gateKey = (element: string, step: string) => `${element} › ${step}`;

/** The value a quarter of the way up the sorted values (interpolated). */
export function lowerQuartile(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) / 4;
  const below = Math.floor(at);
  return sorted[below]! + (sorted[Math.ceil(at)]! - sorted[below]!) * (at - below);
}

/**
 * A step's ratio to the calibration: the lower quartile of each. What a busy machine adds to an
 * interaction is delay on top of its work (waiting for a core, a late frame), so the lower
 * samples hold the work and the high ones the noise; a regression is more work, and raises all of
 * them. Times under 16 ms (no Event Timing entry) count as 16.
 */
export function gateRatio(values: readonly number[], references: readonly number[]): number {
  const floor = (list: readonly number[]) => list.map((v) => Math.max(16, v));
  return lowerQuartile(floor(values)) / lowerQuartile(floor(references));
}

export interface GateBaseline {
  /** How the stored ratios were measured (browser, date), for the reader. */
  measured: string;
  ratios: Record<string, number>;
}

export interface GateVerdict {
  key: string;
  ratio: number;
  stored: number | undefined;
  /** ratio / stored; undefined when nothing is stored for the key. */
  growth: number | undefined;
  failed: boolean;
}

/**
 * Each measured ratio against its stored one (at least RATIO_FLOOR): failed when it grew by more
 * than GROWTH_LIMIT, or
 * when a watched interaction has no stored ratio or was not measured (a renamed step must not
 * silently leave the gate).
 */
export function gateVerdicts(
  measured: Record<string, number>,
  baseline: GateBaseline,
  limit = GROWTH_LIMIT,
): GateVerdict[] {
  return GATE_PAGES.flatMap(({ element, watched }) =>
    watched.map((step) => ({ element, step })),
  ).map(({ element, step }) => {
    const key = gateKey(element, step);
    const ratio = measured[key];
    const stored = baseline.ratios[key];
    if (ratio === undefined || stored === undefined)
      return { key, ratio: ratio ?? NaN, stored, growth: undefined, failed: true };
    const growth = ratio / Math.max(stored, RATIO_FLOOR);
    return { key, ratio, stored, growth, failed: growth > limit };
  });
}

export function readBaseline(file: string): GateBaseline {
  return JSON.parse(readFileSync(file, 'utf8')) as GateBaseline;
}

export function writeBaseline(file: string, baseline: GateBaseline): void {
  const ratios = Object.fromEntries(
    Object.entries(baseline.ratios).map(([key, ratio]) => [key, Math.round(ratio * 100) / 100]),
  );
  writeFileSync(file, `${JSON.stringify({ ...baseline, ratios }, null, 2)}\n`);
}

/**
 * Runs in the page (serialised by Playwright): a fixed-position 24 px button whose click does a
 * fixed piece of the work an interaction does (script, 400 new elements, style and layout, a
 * paint), the calibration each step is divided by. Every click replaces the previous block.
 */
export function installCalibration(): void {
  const button = document.createElement('button');
  button.id = 'mf-bench-calibration';
  button.type = 'button';
  button.textContent = 'calibrate';
  button.style.cssText =
    'position:fixed;left:0;bottom:0;z-index:2147483647;width:24px;height:24px;overflow:hidden;font-size:1px;opacity:0.01';
  let previous: HTMLElement | null = null;
  button.addEventListener('click', () => {
    let sum = 0;
    for (let i = 0; i < 150_000; i++) sum += Math.sqrt(i) % 7;
    const block = document.createElement('div');
    block.style.cssText = 'position:fixed;left:0;top:0;width:320px;pointer-events:none';
    block.dataset.sum = String(Math.round(sum));
    for (let i = 0; i < 400; i++) {
      const row = document.createElement('p');
      row.textContent = `Calibration row ${i} ${'word '.repeat(i % 12)}`;
      row.style.cssText = `margin:0;font:12px/1.2 sans-serif;opacity:0.01;width:${120 + (i % 180)}px`;
      block.append(row);
    }
    previous?.remove();
    document.body.append(block);
    previous = block;
    void block.offsetHeight;
  });
  document.body.append(button);
}
