/**
 * Focus is never lost (docs/laws/focus.md): the neighbour that takes focus when the focused
 * control goes. `useFocusAfterChange` (focus-after-change.tsx) applies it to every list change; an
 * element uses it directly for a control that goes on its own. A module of its own, without
 * React, so that the consent panel and the lead form's frame load only this.
 */
import type { RefObject } from 'react';
import { tabbables } from '@mf/core/browser/tab-order';

/**
 * What has focus: an element inside `base`, null for the body (nothing), false for elsewhere on
 * the page. (A shadow root's activeElement is null when focus is outside it.)
 */
export function focused(base: HTMLElement): Element | null | false {
  const active = (base.getRootNode() as Document | ShadowRoot).activeElement;
  if (active && base.contains(active)) return active;
  const page = base.ownerDocument.activeElement;
  return !page || page === base.ownerDocument.body ? null : false;
}

/**
 * Focus is never lost (docs/laws/focus.md): call before a change that may take away the focused
 * control (a chip removed, Clear all, a pager button gone or disabled, a "More info" button
 * replaced by what it shows); call what it returns after the change has committed (a layout
 * effect, or after a flushSync). If focus was inside `within` and fell to the body, it moves to
 * the control that now stands at the old one's place in the Tab order of `within` (the next
 * one), else to the one before it (the first control, when the old one was not in the Tab
 * order); or to `instead` when the element names a target of its own (Clear all: the results
 * heading, since the cards at its place are redrawn). Focus that went anywhere else (the
 * visitor moved on, or the element moved it itself) is left alone.
 */
export function keepFocus(
  within: HTMLElement | null,
  instead?: RefObject<HTMLElement | null>,
): () => void {
  const gone = within && focused(within);
  if (!within || !gone) return () => {};
  const index = tabbables(within).indexOf(gone as HTMLElement);
  return () => {
    if (focused(within) !== null) return;
    const list = tabbables(within);
    (instead?.current ?? (index < 0 ? list[0] : (list[index] ?? list[index - 1])))?.focus();
  };
}

/**
 * A ref for a control that may go away while it has focus (the consent panel's button when
 * consent arrives, a button replaced by what it shows): pass this function itself as `ref`, so
 * that React calls its cleanup only when the control goes. The control's element wrapper
 * (`part="base"`) is where its neighbour is looked for (keepFocus), once the commit is over.
 */
export function keepFocusOnRemoval(node: HTMLElement | null): (() => void) | undefined {
  if (!node) return undefined;
  return () => {
    const restore = keepFocus(node.closest<HTMLElement>('[part~=base]'));
    queueMicrotask(() => restore());
  };
}
