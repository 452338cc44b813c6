/**
 * The Lighthouse budgets of issue 20, checked by tests/lighthouse/run.ts.
 *
 * Two kinds. The layout shift is a figure of the page's layout: the same on a quiet machine and
 * on a busy one, so `npm test` fails on it. The performance score, the blocking time and the
 * long tasks are timings: Lighthouse's simulated throttling multiplies the task durations it
 * observed, and on a shared, busy CI machine those grow with the machine's load. `npm test`
 * reports them; `npm run test:lighthouse -- --check` fails on them too, a gate for a quiet machine
 * (as `npm run bench:browser -- --check` is for the interactions, issue 24).
 */
export const BUDGETS = { performance: 95, cls: 0.02, tbt: 150, ownLongTask: 50 } as const;

export interface PageFigures {
  page: string;
  /** Lighthouse performance score, 0–100. */
  performance: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Largest contentful paint, ms (reported, not asserted). */
  lcp: number;
  /** Longest main-thread task attributed to a script under /dist/, ms (0: none over 50 ms). */
  longestOwnTask: number;
}

/** Which budgets to hold a page to: the layout one only, or the timings too. */
export type BudgetScope = 'layout' | 'all';

/** The budgets a page breaks, in words; empty when it keeps them all. */
export function checkPage(figures: PageFigures, scope: BudgetScope = 'all'): string[] {
  const broken: string[] = [];
  if (!(figures.cls <= BUDGETS.cls))
    broken.push(`cumulative layout shift ${figures.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (scope === 'layout') return broken;
  if (!(figures.performance >= BUDGETS.performance))
    broken.push(`performance ${figures.performance} < ${BUDGETS.performance}`);
  if (!(figures.tbt <= BUDGETS.tbt))
    broken.push(`total blocking time ${Math.round(figures.tbt)} ms > ${BUDGETS.tbt} ms`);
  if (!(figures.longestOwnTask <= BUDGETS.ownLongTask))
    broken.push(
      `a long task of our code took ${Math.round(figures.longestOwnTask)} ms > ${BUDGETS.ownLongTask} ms`,
    );
  return broken;
}
