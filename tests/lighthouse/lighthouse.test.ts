// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../custom-elements.json';
import {
  checkPage,
  longestModuleEvaluation,
  medianRun,
  timingsOnly,
  type PageFigures,
  type TraceEvent,
} from './budgets';
import { FIGURES_PAGE, figuresPages, figuresTable, replaceBlock } from './readme-table';

const GOOD: PageFigures = {
  page: 'mf-events-overview',
  performance: 99,
  cls: 0.004,
  tbt: 40,
  lcp: 900,
  longestOwnTask: 0,
};

describe('checkPage (the Lighthouse budgets, docs/performance.md)', () => {
  it('passes a page within every budget, the bounds included', () => {
    expect(checkPage(GOOD)).toEqual([]);
    expect(
      checkPage({ ...GOOD, performance: 95, cls: 0.02, tbt: 150, longestOwnTask: 50 }),
    ).toEqual([]);
  });

  it('names each budget a page breaks', () => {
    expect(checkPage({ ...GOOD, cls: 0.021 })).toEqual(['cumulative layout shift 0.021 > 0.02']);
    expect(checkPage({ ...GOOD, performance: 94 })).toEqual(['performance 94 < 95']);
    expect(checkPage({ ...GOOD, tbt: 151 })).toEqual(['total blocking time 151 ms > 150 ms']);
    expect(checkPage({ ...GOOD, longestOwnTask: 51 })).toEqual([
      'a long task of our code took 51 ms > 50 ms',
    ]);
  });

  it('gates layout shift, blocking time and score in npm test, the long-task line with --check', () => {
    const longTask = { ...GOOD, longestOwnTask: 400 };
    expect(checkPage(longTask, 'gated')).toEqual([]);
    expect(checkPage(longTask, 'all')).toEqual(['a long task of our code took 400 ms > 50 ms']);
    expect(checkPage({ ...longTask, tbt: 151, performance: 94, cls: 0.05 }, 'gated')).toEqual([
      'cumulative layout shift 0.050 > 0.02',
      'performance 94 < 95',
      'total blocking time 151 ms > 150 ms',
    ]);
  });

  it('measures again only a page whose timings alone broke a budget, and takes the median run', () => {
    expect(timingsOnly(checkPage({ ...GOOD, tbt: 632, performance: 84 }, 'gated'))).toBe(true);
    expect(timingsOnly(checkPage({ ...GOOD, tbt: 632, cls: 0.05 }, 'gated'))).toBe(false);
    expect(timingsOnly([])).toBe(false);
    const runs = [632, 24, 67].map((tbt) => ({ ...GOOD, tbt }));
    expect(medianRun(runs)).toBe(runs[2]);
  });

  it('fails a figure Lighthouse could not give (NaN)', () => {
    expect(checkPage({ ...GOOD, cls: Number.NaN })).toHaveLength(1);
  });
});

describe('longestModuleEvaluation (our module evaluation, which Lighthouse leaves unattributed)', () => {
  const task = (ts: number, ms: number, tid = 1): TraceEvent => ({
    name: 'RunTask',
    ph: 'X',
    pid: 7,
    tid,
    ts,
    dur: ms * 1000,
  });
  const child = (name: string, ts: number, ms: number, tid = 1): TraceEvent => ({
    name,
    ph: 'X',
    pid: 7,
    tid,
    ts,
    dur: ms * 1000,
  });

  it('counts a task that evaluated modules at four times its length, twice with a layout', () => {
    const events = [
      task(0, 14),
      child('v8.evaluateModule', 1000, 9),
      task(100_000, 20),
      child('v8.evaluateModule', 101_000, 12),
      child('Layout', 115_000, 2),
    ];
    expect(longestModuleEvaluation(events, 4)).toBe(56);
    expect(longestModuleEvaluation(events.slice(2), 4)).toBe(40);
    // The desktop preset does not slow the CPU down.
    expect(longestModuleEvaluation(events.slice(0, 2), 1)).toBe(14);
  });

  it('leaves out tasks without a module evaluation, and events of another thread', () => {
    const events = [
      task(0, 30),
      child('FunctionCall', 1000, 25),
      task(100_000, 10, 2),
      child('v8.evaluateModule', 101_000, 8, 1),
    ];
    expect(longestModuleEvaluation(events, 4)).toBe(0);
  });
});

describe('the Lighthouse figures of docs/performance.md', () => {
  const run = { preset: 'mobile', seconds: 120, results: [GOOD] };

  it('writes one row per page', () => {
    const table = figuresTable(run);
    expect(table).toContain('mobile preset');
    expect(table).toContain('| mf-events-overview | 99 | 0.004 | 40 | 900 | – |');
  });

  it('replaces only the block between the markers, and refuses a README without them', () => {
    const readme =
      'before\n<!-- lighthouse-figures:start -->\nold\n<!-- lighthouse-figures:end -->\nafter\n';
    expect(replaceBlock(readme, 'new')).toBe(
      'before\n<!-- lighthouse-figures:start -->\nnew\n<!-- lighthouse-figures:end -->\nafter\n',
    );
    expect(() => replaceBlock('no markers', 'new')).toThrow(/markers/);
  });

  it('reads the pages of each table', () => {
    const text = `<!-- lighthouse-figures:start -->\n${figuresTable(run)}\n\n${figuresTable({ ...run, preset: 'desktop' })}\n<!-- lighthouse-figures:end -->`;
    expect(figuresPages(text)).toEqual([['mf-events-overview'], ['mf-events-overview']]);
  });

  // Staleness: the figures are measured (`npm run test:lighthouse`, then `npm run
  // lighthouse:readme`), so they cannot be regenerated here; but a table that misses a page of
  // the library (a new element) or names one that is gone is stale.
  it('has one row per production-like page in every table (run "npm run lighthouse:readme")', () => {
    const tags = (manifest.modules as { declarations: { tagName: string }[] }[]).flatMap((m) =>
      m.declarations.map((d) => d.tagName),
    );
    const expected = ['dealer-site-embed', ...tags].sort();
    const tables = figuresPages(readFileSync(FIGURES_PAGE, 'utf8'));
    expect(tables.length).toBeGreaterThan(0);
    for (const pages of tables) expect([...pages].sort()).toEqual(expected);
  });
});
