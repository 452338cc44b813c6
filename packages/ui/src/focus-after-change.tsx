import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { focused, keepFocus } from './keep-focus';

/**
 * The pending change: undefined = none (first load); true = armed, not yet committed; an element
 * or null (the body) = what had focus right after the commit; false = the visitor moved on.
 */
type Pending = Element | null | boolean | undefined;

/**
 * What the visitor changed: a filter (category, date, region: any control that narrows the
 * list) or the page (the pager).
 */
export type ChangeKind = 'filter' | 'page';

export interface FocusAfterChange {
  /**
   * Call when the visitor changes a filter or the page. If the control used goes with the change,
   * its neighbour takes focus (keepFocus), or `instead` when given (a `tabIndex={-1}` target).
   */
  arm: (kind: ChangeKind, instead?: RefObject<HTMLElement | null>) => void;
  /** Spread on the element's wrapper: focus moving elsewhere cancels the pending move. */
  handlers: {
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
  /**
   * Call when the answer has arrived: null when no change is pending (the first load), else
   * whether focus may move to the results heading (never after a filter change). Clears the
   * pending change.
   */
  settle: () => boolean | null;
  /**
   * A new value per change: pass it as the LiveRegion's announceKey, so the new count is
   * announced after every change, even when its text is the same as before.
   */
  announceKey: number;
}

/**
 * THE focus rule after a change to a list (news archive, events overview, and every later list
 * element; CONTRIBUTING.md "Focus after a change"):
 *
 * - **A filter change** (category, date, region) leaves focus on the control the visitor used
 *   (WCAG 3.2.2 On Input: no change of context), and the new count is announced politely: the
 *   element's LiveRegion with `announceKey`. The visitor can go on refining, or Tab on.
 * - **A page change** may move focus to the results heading, so a keyboard user lands on the top
 *   of the new page instead of a pager button that went away or got disabled; but only if the
 *   visitor is still where the change left them when the answer arrives.
 *
 * For a page change: right after it commits (a layout effect) the focused element is
 * remembered. When the answer arrives focus moves only if that same element still has focus, or
 * focus fell to the body because the control went away with the old results (or was disabled:
 * Next on the last page). Focus landing on anything else inside the element, or leaving it for
 * another part of the page, cancels the move; so does a filter change after it. Still spared: a
 * text field and a control whose popup the visitor opened again (aria-expanded).
 */
export function useFocusAfterChange(baseRef: RefObject<HTMLElement | null>): FocusAfterChange {
  const pending = useRef<Pending>(undefined);
  const kind = useRef<ChangeKind>('page');
  const restore = useRef<() => void>(() => {});
  const [announceKey, setAnnounceKey] = useState(0);

  useLayoutEffect(() => {
    if (pending.current !== true || !baseRef.current) return;
    // The control used went away with the change (a chip, Clear all): its neighbour takes focus.
    restore.current();
    pending.current = focused(baseRef.current);
  });

  const rule = useMemo((): Omit<FocusAfterChange, 'announceKey'> => {
    // Recorded and not cancelled: an element or null.
    const recorded = () => typeof pending.current === 'object';
    return {
      arm: (change, instead) => {
        restore.current = keepFocus(baseRef.current, instead);
        pending.current = true;
        kind.current = change;
        setAnnounceKey((key) => key + 1);
      },
      handlers: {
        onFocus: (event) => {
          if (recorded() && event.target !== pending.current) pending.current = false;
        },
        onBlur: (event) => {
          // Focus leaving for another part of the page. (A null relatedTarget is the window losing
          // focus, a click on nothing focusable, or the control being removed: settle() decides.)
          const next = event.relatedTarget as Node | null;
          if (recorded() && next && !baseRef.current?.contains(next)) pending.current = false;
        },
      },
      settle: () => {
        const owner = pending.current;
        pending.current = undefined;
        if (owner === undefined) return null;
        // WCAG 3.2.2: a filter change never moves focus away from the control used.
        if (kind.current === 'filter') return false;
        const base = baseRef.current;
        if (typeof owner === 'boolean' || !base) return false;
        const now = focused(base);
        // Fell to the body because the focused control went away or was disabled (Next on the
        // last page), not because the visitor clicked elsewhere (the control is still there
        // and usable then).
        if (now === null) return !owner?.isConnected || owner.matches(':disabled');
        return (
          now === owner &&
          !(now instanceof HTMLInputElement) &&
          now.getAttribute('aria-expanded') !== 'true'
        );
      },
    };
  }, [baseRef]);
  return { ...rule, announceKey };
}
