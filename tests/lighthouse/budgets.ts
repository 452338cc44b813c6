/**
 * The Lighthouse budgets (docs/performance.md), checked by tests/lighthouse/run.ts.
 *
 * `npm test` fails on the layout shift (a figure of the page's layout, the same on any machine),
 * the total blocking time and the performance score. Lighthouse computes the last two with its
 * simulated throttling from the task durations it observed, and `npm test` runs Lighthouse with
 * nothing else of the suite beside it (scripts/test.ts), so they hold on a busy machine with room
 * to spare (figures in docs/performance.md). The long-task line (50 ms of our code) is reported,
 * not gated: a single task's length on a shared machine measures the machine's noise as much as
 * our code. `npm run test:lighthouse -- --check` fails on it too, for a quiet machine.
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
  /**
   * Longest main-thread task of our code, ms (0: none of 50 ms or more): a task Lighthouse
   * attributes to a script under /dist/, or one that evaluated our ES modules
   * (`longestModuleEvaluation`).
   */
  longestOwnTask: number;
}

/** A Chromium trace event: the fields read here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
}

/**
 * The longest task that evaluated ES modules, as Lighthouse's simulation counts a task (Lantern's
 * Simulator: the observed duration times the CPU slowdown, 4 on the mobile preset, or times half
 * of it when the task laid the page out). Lighthouse attributes no script to a module's
 * evaluation (its long-tasks audit lists the task as "Unattributable"), yet on a page whose module
 * scripts are ours it is our code: the element's modules, its definition, and the upgrade of the
 * page's elements with their attributes.
 */
export function longestModuleEvaluation(
  events: readonly TraceEvent[],
  cpuSlowdown: number,
): number {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const inside = (task: TraceEvent, name: string) =>
    complete.some(
      (event) =>
        event.name === name &&
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ts >= task.ts &&
        event.ts + event.dur! <= task.ts + task.dur!,
    );
  let longest = 0;
  for (const task of complete) {
    if (task.name !== 'RunTask' || !inside(task, 'v8.evaluateModule')) continue;
    const multiplier = inside(task, 'Layout') ? cpuSlowdown / 2 : cpuSlowdown;
    longest = Math.max(longest, (task.dur! / 1000) * multiplier);
  }
  return longest;
}

/** Which budgets to hold a page to: those `npm test` gates, or the long-task line too. */
export type BudgetScope = 'gated' | 'all';

/** The budgets a page breaks, in words; empty when it keeps them all. */
export function checkPage(figures: PageFigures, scope: BudgetScope = 'all'): string[] {
  const broken: string[] = [];
  if (!(figures.cls <= BUDGETS.cls))
    broken.push(`cumulative layout shift ${figures.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (!(figures.performance >= BUDGETS.performance))
    broken.push(`performance ${figures.performance} < ${BUDGETS.performance}`);
  if (!(figures.tbt <= BUDGETS.tbt))
    broken.push(`total blocking time ${Math.round(figures.tbt)} ms > ${BUDGETS.tbt} ms`);
  if (scope === 'gated') return broken;
  if (!(figures.longestOwnTask <= BUDGETS.ownLongTask))
    broken.push(
      `a long task of our code took ${Math.round(figures.longestOwnTask)} ms > ${BUDGETS.ownLongTask} ms`,
    );
  return broken;
}

/** True when every broken budget is a timing (the layout shift holds): worth measuring again. */
export function timingsOnly(broken: readonly string[]): boolean {
  return broken.length > 0 && broken.every((b) => !b.startsWith('cumulative layout shift'));
}

/** The median of three (or any odd number of) runs by total blocking time, as one run's figures. */
export function medianRun(runs: readonly PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.tbt - b.tbt);
  return sorted[Math.floor(sorted.length / 2)]!;
}
