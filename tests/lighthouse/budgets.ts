/** The Lighthouse budgets of issue 20, checked by tests/lighthouse/run.ts. */
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

/** The budgets a page breaks, in words; empty when it keeps them all. */
export function checkPage(figures: PageFigures): string[] {
  const broken: string[] = [];
  if (!(figures.performance >= BUDGETS.performance))
    broken.push(`performance ${figures.performance} < ${BUDGETS.performance}`);
  if (!(figures.cls <= BUDGETS.cls))
    broken.push(`cumulative layout shift ${figures.cls.toFixed(3)} > ${BUDGETS.cls}`);
  if (!(figures.tbt <= BUDGETS.tbt))
    broken.push(`total blocking time ${Math.round(figures.tbt)} ms > ${BUDGETS.tbt} ms`);
  if (!(figures.longestOwnTask <= BUDGETS.ownLongTask))
    broken.push(
      `a long task of our code took ${Math.round(figures.longestOwnTask)} ms > ${BUDGETS.ownLongTask} ms`,
    );
  return broken;
}
