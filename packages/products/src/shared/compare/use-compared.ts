import { useEffect, useState } from 'react';
import { COMPARE_CHANGE, startingSelection } from './compare-state';

/**
 * The ids chosen for comparison, as the cards show them (aria-pressed): the page's starting
 * selection at the upgrade, then each `mf-compare-change` the tray sends on the document. A card
 * never presses itself: the tray decides (a fifth product is refused), and its answer sets it.
 */
export function useComparedIds(): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(
    () => new Set(startingSelection(location.search).map((item) => item.id)),
  );
  useEffect(() => {
    const changed = (event: Event) => {
      const next = (event as CustomEvent<{ ids?: unknown }>).detail?.ids;
      if (Array.isArray(next)) setIds(new Set(next.filter((id) => typeof id === 'string')));
    };
    document.addEventListener(COMPARE_CHANGE, changed);
    return () => document.removeEventListener(COMPARE_CHANGE, changed);
  }, []);
  return ids;
}
