import { useLayoutEffect, useMemo, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * The pending change: undefined = none (first load); true = armed, not yet committed; an element
 * or null (the body) = what had focus right after the commit; false = the visitor moved on.
 */
type Pending = Element | null | boolean | undefined;

export interface FocusAfterChange {
  /** Call when the visitor changes a filter or the page. */
  arm: () => void;
  /** Spread on the element's wrapper: focus moving elsewhere cancels the pending move. */
  handlers: {
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
  /**
   * Call when the answer has arrived: null when no change is pending (the first load), else
   * whether focus may move to the results heading. Clears the pending change.
   */
  settle: () => boolean | null;
}

/**
 * What has focus: an element inside `base`, null for the body (nothing), false for elsewhere on
 * the page. (A shadow root's activeElement is null when focus is outside it.)
 */
function focused(base: HTMLElement): Element | null | false {
  const active = (base.getRootNode() as Document | ShadowRoot).activeElement;
  if (active && base.contains(active)) return active;
  const page = base.ownerDocument.activeElement;
  return !page || page === base.ownerDocument.body ? null : false;
}

/**
 * Decides whether focus may move to the results heading after a filter or page change, without
 * pulling it back from where the visitor went while the answer loaded (the news archive and the
 * events overview: a CI failure caught the events list yanking focus from its region filter).
 *
 * Right after the change commits (a layout effect, so the date picker returning focus to its
 * calendar button already counts) the focused element is remembered. When the answer arrives
 * focus moves only if that same element still has focus, or focus fell to the body because the
 * control went away with the old results. Focus landing on anything else inside the element, or
 * leaving it for another part of the page, cancels the move. Still spared: a date text field
 * (the visitor is typing: moving the caret mid-entry is hostile) and a control whose popup the
 * visitor opened again (aria-expanded).
 */
export function useFocusAfterChange(baseRef: RefObject<HTMLElement | null>): FocusAfterChange {
  const pending = useRef<Pending>(undefined);

  useLayoutEffect(() => {
    if (pending.current === true && baseRef.current) pending.current = focused(baseRef.current);
  });

  return useMemo(() => {
    // Recorded and not cancelled: an element or null.
    const recorded = () => typeof pending.current === 'object';
    return {
      arm: () => {
        pending.current = true;
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
}
