import { useLayoutEffect, useRef, useState } from 'react';
import type { productCompareApi } from '../../product-compare/product-compare.api';

// The event's name as the tray's api file declares it (type-checked there), not imported from
// compare-state.ts: the cards stay without the tray's storage and address code.
const CHANGE: keyof typeof productCompareApi.events = 'mf-compare-change';

/**
 * The ids chosen for comparison, as the cards show them (aria-pressed). Only the tray knows the
 * selection (product-compare README, "Decisions"): a card with an id asks it once, at its
 * upgrade (`ask` emits the element's mf-compare-request), and follows every mf-compare-change the
 * tray sends on the document (at its own upgrade, after each change, in answer to a request).
 * Without a tray on the page no toggle is pressed, as nothing would answer one. A card never
 * presses itself: the tray decides (a fifth product is refused), and its answer sets it.
 */
export function useComparedIds(ask: (() => void) | null): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const asking = useRef(ask);
  // Before the effect below, so that an id given after the upgrade asks with the new `ask`.
  useLayoutEffect(() => {
    asking.current = ask;
  });
  const active = ask !== null;
  // A layout effect: a tray already on the page answers before the card first paints.
  useLayoutEffect(() => {
    if (!active) return;
    const changed = (event: Event) => {
      const next = (event as CustomEvent<{ ids?: unknown }>).detail?.ids;
      if (Array.isArray(next)) setIds(new Set(next.filter((id) => typeof id === 'string')));
    };
    document.addEventListener(CHANGE, changed);
    asking.current?.();
    return () => document.removeEventListener(CHANGE, changed);
  }, [active]);
  return ids;
}
