import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Test harness (not shipped) for the rule that an answer renders as a transition (CONTRIBUTING,
 * Element runtime): mounts
 * `view` outside act() (as on a page, React's own scheduler decides when the page gets a turn)
 * and counts the page's turns between the first `SlowRow` render and `committed()`. A default
 * update renders and commits every row in one task (0 turns); a transition yields every few
 * milliseconds. Each `SlowRow` costs 2 ms of render work.
 */
export async function turnsWhileRendering(
  view: (SlowRow: () => ReactNode) => ReactNode,
  committed: () => boolean,
): Promise<number> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  let started = false;
  function SlowRow() {
    started = true;
    const end = performance.now() + 2;
    while (performance.now() < end);
    return <li />;
  }
  const root = createRoot(document.createElement('div'));
  try {
    root.render(view(SlowRow));
    let turns = 0;
    while (!committed()) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (started && !committed()) turns++;
    }
    return turns;
  } finally {
    root.unmount();
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
