import { useLayoutEffect, useMemo, useRef, type FocusEvent, type RefObject } from 'react';

interface Pending {
  /**
   * What had focus right after the change committed: undefined until then, null when focus was
   * on the body (the control went away with the old results, e.g. a pager button).
   */
  owner: Element | null | undefined;
  /** The visitor moved on while the answer loaded: the move to the heading is off. */
  cancelled: boolean;
}

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

/** The element with focus inside `root` (a shadow root's activeElement is null when outside). */
function focusedIn(base: HTMLElement): { inside: Element | null; onBody: boolean } {
  const root = base.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  const docActive = base.ownerDocument.activeElement;
  return {
    inside: active && base.contains(active) ? active : null,
    onBody: !docActive || docActive === base.ownerDocument.body,
  };
}

/**
 * Decides whether focus may move to the results heading after a filter or page change (spec
 * §2/§9 "move focus to the results heading"), without pulling it back from where the visitor
 * went while the answer loaded (issue #7 audit; the same race as events-overview, e35fe1c).
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
  const pending = useRef<Pending | null>(null);

  useLayoutEffect(() => {
    const base = baseRef.current;
    const change = pending.current;
    if (!base || !change || change.owner !== undefined) return;
    const { inside, onBody } = focusedIn(base);
    change.owner = inside;
    if (!inside && !onBody) change.cancelled = true;
  });

  return useMemo(() => {
    const recorded = () => {
      const change = pending.current;
      return change && change.owner !== undefined && !change.cancelled ? change : null;
    };
    return {
      arm: () => {
        pending.current = { owner: undefined, cancelled: false };
      },
      handlers: {
        onFocus: (event) => {
          const change = recorded();
          if (change && event.target !== change.owner) change.cancelled = true;
        },
        onBlur: (event) => {
          // Focus leaving for another part of the page. (A null relatedTarget is the window losing
          // focus, a click on nothing focusable, or the control being removed: settle() decides.)
          const change = recorded();
          const next = event.relatedTarget as Node | null;
          if (change && next && !baseRef.current?.contains(next)) change.cancelled = true;
        },
      },
      settle: () => {
        const change = pending.current;
        pending.current = null;
        const base = baseRef.current;
        if (!change) return null;
        if (change.cancelled || !base) return false;
        const { inside, onBody } = focusedIn(base);
        if (!inside) {
          // Fell to the body because the focused control went away; not because the visitor
          // clicked elsewhere on the page (the control is still there then).
          return onBody && (!change.owner || !change.owner.isConnected);
        }
        if (inside !== change.owner) return false;
        if (inside instanceof HTMLInputElement) return false;
        return inside.getAttribute('aria-expanded') !== 'true';
      },
    };
  }, [baseRef]);
}
