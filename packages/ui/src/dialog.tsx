/**
 * WAI-ARIA modal dialog (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/), rendered inside
 * the element's shadow root (`useElementContext().portalRoot`, never document.body).
 *
 * - `role="dialog"`, `aria-modal="true"`, labelled by `labelledBy` (an id in the same shadow
 *   root) or `label`.
 * - Focus moves in on open (`initialFocus`, else the first tabbable element, else the dialog
 *   itself), Tab and Shift+Tab wrap inside it (a keydown handler plus two focus guards, so focus
 *   coming back out of an embedded iframe also wraps), and focus returns to the element that
 *   had it when the dialog opened (or `returnFocus`) once it has closed; a dialog shown without
 *   one (on load) gives it to the page's first control, never to <body>.
 * - Escape closes (`onClose('escape')`), also from page content slotted into the panel (a
 *   `<slot>` in `children`: Tab order and wrapping follow the slot's assigned elements); a primary-button press on the backdrop closes when
 *   `closeOnBackdrop`. A press on the backdrop never takes focus out of the dialog (it would land
 *   on <body>, where Escape is not heard).
 * - The page behind is made inert (see `inertOutside` for what exactly) and the document does not
 *   scroll while it is open. One dialog at a time, page-wide (dialog-stack.ts, docs/laws/dialogs.md):
 *   one asked to open while another is open waits its turn, unless the visitor opened it from
 *   inside the top one (then it stacks, and only the topmost is live and hears Escape); `single`
 *   refuses a second dialog of the same element type (logged). Focus returns to the opener as
 *   soon as the dialog is asked to close, not after its leave animation.
 * - A dialog taller than the screen scrolls inside its panel; the element's head (title and
 *   Close) marked `className="mf-dialog__head"` stays in view; a title there shows at most three
 *   lines (the rest is clipped, the heading keeps its whole text and name), so a long one never
 *   covers the body it scrolls over.
 * - Enter and leave transitions (`data-state="entering|open|leaving"` on the backdrop, CSS
 *   keyframes of `enterMs` / `leaveMs`), settled by `animationend` or a fail-safe timer; instant
 *   under prefers-reduced-motion. Defaults are the dealer-locator modal's (spec §9: enter 250 ms,
 *   leave 100 ms, fail-safe 100 ms).
 *
 * ```tsx
 * <Dialog open={open} onClose={() => setOpen(false)} labelledBy="t" closeOnBackdrop>
 *   <h2 id="t">Request a brochure</h2> ...
 * </Dialog>
 * ```
 *
 * Add `dialogCss` to the element's stylesheet.
 */
import {
  useEffect,
  useLayoutEffect,
  type CSSProperties,
  useRef,
  useReducer,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useElementContext } from '@mf/core/element/element-context';
import { prefersReducedMotion } from '@mf/core/browser/motion';
import { deepActiveElement } from './dialog-focus';
import { tabbables } from '@mf/core/browser/tab-order';
import { isTopDialog, pushDialogLayer, requestDialogTurn } from './dialog-stack';

export { deepActiveElement, inertOutside } from './dialog-focus';
export { tabbables } from '@mf/core/browser/tab-order';

export type DialogCloseReason = 'escape' | 'backdrop';
export type DialogState = 'closed' | 'entering' | 'open' | 'leaving';

/** Dealer-locator spec §9: modal enter 250 ms, leave 100 ms, transition fail-safe 100 ms. */
export const DIALOG_ENTER_MS = 250;
export const DIALOG_LEAVE_MS = 100;
export const DIALOG_FAIL_SAFE_MS = 100;

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Asked to close: Escape, or a backdrop click when `closeOnBackdrop`. Set `open` false to close. */
  onClose: (reason: DialogCloseReason) => void;
  /** Id of the visible title (same shadow root). One of `labelledBy` / `label` is required. */
  labelledBy?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Id of a description. */
  describedBy?: string;
  /** Close when the backdrop (outside the panel) is clicked. Default false. */
  closeOnBackdrop?: boolean;
  /** Element to focus on open; default the first tabbable element, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus after closing; default the element focused when the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** Enter animation in ms (default 250). */
  enterMs?: number;
  /** Leave animation in ms (default 100). */
  leaveMs?: number;
  /** Extra wait for `animationend` before a phase is declared done (default 100). */
  failSafeMs?: number;
  /** Make everything outside the dialog inert while open. Default true. */
  inertPage?: boolean;
  /** Called on each state change (entering, open, leaving, closed). */
  onStateChange?: (state: DialogState) => void;
  /** Panel content. */
  children: ReactNode;
  /** Extra class on the panel. */
  className?: string;
  /** `part` names of the panel (the backdrop is `dialog-backdrop`). Default `dialog`. */
  part?: string;
  /** The element type opens one dialog at a time: a second request is refused (logged). */
  single?: boolean;
  /** A `single` dialog was refused: set `open` false (it never showed). */
  onRefused?: () => void;
}

/**
 * A state change: `to` when the state is still `from` (a transition's end, which a newer change
 * may have overtaken), or `to` whatever it is. Data, not an updater function: React keeps a
 * hook's last update until the next one, and a function made in the effect would keep the
 * effect's scope with it (the closed dialog's backdrop, and through it the whole closed tree).
 */
interface StateChange {
  from?: DialogState;
  to: DialogState;
}

function changeState(current: DialogState, change: StateChange): DialogState {
  return change.from === undefined || change.from === current ? change.to : current;
}

/** Opening/closing state machine with timed transitions. */
function useDialogState(
  open: boolean,
  enterMs: number,
  leaveMs: number,
  failSafeMs: number,
  backdrop: RefObject<HTMLElement | null>,
  quiet: boolean,
): DialogState {
  const [state, dispatch] = useReducer(changeState, open ? 'open' : 'closed');
  const [previousOpen, setPreviousOpen] = useState(open);
  // Adjust state while rendering when `open` flips (React's pattern for state derived from props).
  if (previousOpen !== open) {
    setPreviousOpen(open);
    const instant = prefersReducedMotion();
    if (open) dispatch({ to: instant || quiet || enterMs <= 0 ? 'open' : 'entering' });
    else if (state !== 'closed') dispatch({ to: instant || leaveMs <= 0 ? 'closed' : 'leaving' });
  }
  useEffect(() => {
    if (state !== 'entering' && state !== 'leaving') return;
    const next: DialogState = state === 'entering' ? 'open' : 'closed';
    const element = backdrop.current;
    const settle = (event?: AnimationEvent) => {
      if (event && event.target !== element) return;
      dispatch({ from: state, to: next });
    };
    element?.addEventListener('animationend', settle);
    const timer = setTimeout(settle, (state === 'entering' ? enterMs : leaveMs) + failSafeMs);
    return () => {
      clearTimeout(timer);
      element?.removeEventListener('animationend', settle);
    };
  }, [state, enterMs, leaveMs, failSafeMs, backdrop]);
  return state;
}

/** A modal dialog in the element's shadow root. */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  enterMs = DIALOG_ENTER_MS,
  leaveMs = DIALOG_LEAVE_MS,
  failSafeMs = DIALOG_FAIL_SAFE_MS,
  inertPage = true,
  onStateChange,
  children,
  className,
  part = 'dialog',
  single = false,
  onRefused,
}: DialogProps) {
  const { portalRoot, host } = useElementContext();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Its turn on the page (dialog-stack.ts): shown only once `open` and given the turn. A dialog
  // outside an element (a view test) has no host and needs no turn.
  const [turn, setTurn] = useState(false);
  const active = open && (turn || !host);
  // Mounted open (a lazily loaded dialog): shown without the enter transition, as it always was.
  const [quiet, setQuiet] = useState(open);
  if (quiet && !open) setQuiet(false);
  const state = useDialogState(active, enterMs, leaveMs, failSafeMs, backdropRef, quiet);
  const opener = useRef<HTMLElement | null>(null);
  const returning = useRef<HTMLElement | null>(null);
  const returnTo = useRef(returnFocus);
  const notify = useRef(onStateChange);
  const requestClose = useRef(onClose);
  const refused = useRef(onRefused);
  useLayoutEffect(() => {
    returnTo.current = returnFocus;
    notify.current = onStateChange;
    requestClose.current = onClose;
    refused.current = onRefused;
  });
  const shown = state !== 'closed';

  useEffect(() => {
    notify.current?.(state);
  }, [state]);

  // While open: remember the opener, go on top of the page's dialog stack (the page behind, and
  // any dialog below, inert; scrolling locked). Asked to close: leave the stack at once (the
  // dialog below, if any, is live again) and only then give focus back (an element cannot take
  // focus while inert), without waiting for the leave animation. Declared before the turn's
  // effect, so focus is back before the next dialog's turn begins (it remembers it as opener).
  useLayoutEffect(() => {
    if (!active) return;
    const focused = deepActiveElement();
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    const release = backdropRef.current
      ? pushDialogLayer(backdropRef.current, { inertPage })
      : () => {};
    const { host: owner } = (backdropRef.current?.getRootNode() ?? {}) as { host?: Element };
    return () => {
      release();
      const target = (returning.current = returnTo.current ?? opener.current);
      if (target?.isConnected) target.focus();
      // Shown on load (no opener) or the opener gone: focus is never left on <body>
      // (docs/laws/focus.md); it goes to the page's first control, where a visitor starts.
      else
        tabbables(document.body)
          .find((element) => !owner?.contains(element))
          ?.focus();
    };
  }, [active, inertPage]);
  // Again once the commit is done: React gives focus back to the element that had it before a
  // commit (the dialog's button, still there while it leaves) after the cleanups have run.
  useLayoutEffect(() => {
    const target = returning.current;
    returning.current = null;
    if (!active && target?.isConnected && deepActiveElement() !== target) target.focus();
  }, [active]);

  useLayoutEffect(() => {
    if (!open || !host) return;
    const release = requestDialogTurn(host, single, () => setTurn(true));
    if (!release) {
      refused.current?.();
      return;
    }
    return () => {
      release();
      setTurn(false);
    };
  }, [open, host, single]);

  // Move focus in, before the dialog is painted: once it shows, keys go to it (an Escape pressed
  // the moment it appears was lost on a busy machine when focus followed a frame later). Keys
  // from the page's content slotted into the panel (<mf-modal>, the
  // product card's back) never reach React, whose tree their light-DOM target is outside of: a
  // native listener closes on Escape for them (Tab needs nothing: the focus guards wrap it and
  // `tabbables` follows slots).
  useLayoutEffect(() => {
    if (!shown) return;
    const panel = panelRef.current;
    if (!panel) return;
    const target = initialFocus?.current ?? tabbables(panel)[0] ?? panel;
    target.focus();
    const onSlottedKey = (event: globalThis.KeyboardEvent) => {
      // Slotted content only, told by the path (fixed at dispatch): a target that a handler
      // removed on the way (the locator map's info window closing on the same Escape) is not.
      const slotted = event
        .composedPath()
        .some((node) => node instanceof HTMLSlotElement && panel.contains(node));
      if (event.key !== 'Escape' || event.defaultPrevented || !slotted) return;
      if (!isTopDialog(backdropRef.current)) return;
      event.stopPropagation();
      event.preventDefault();
      requestClose.current('escape');
    };
    panel.addEventListener('keydown', onSlottedKey);
    return () => panel.removeEventListener('keydown', onSlottedKey);
  }, [shown, initialFocus]);

  if (!shown) return null;

  const wrap = (toLast: boolean) => {
    const panel = panelRef.current;
    if (!panel) return;
    const items = tabbables(panel);
    (toLast ? items[items.length - 1] : items[0])?.focus();
    if (items.length === 0) panel.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isTopDialog(backdropRef.current)) {
      event.stopPropagation();
      event.preventDefault();
      onClose('escape');
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = tabbables(panelRef.current);
    const active = deepActiveElement();
    if (items.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div
      ref={backdropRef}
      className="mf-dialog__backdrop"
      part="dialog-backdrop"
      data-state={state}
      style={
        {
          '--_mf-dialog-enter': `${enterMs}ms`,
          '--_mf-dialog-leave': `${leaveMs}ms`,
        } as CSSProperties
      }
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // A press on the backdrop would move focus to <body>, outside the dialog, where the
        // panel's keydown handler never sees Escape. Keep focus inside, as the
        // WAI-ARIA dialog pattern asks: where it was, or on the panel when it was elsewhere (an
        // embedded frame keeps its keys to itself, so it counts as elsewhere).
        event.preventDefault();
        const panel = panelRef.current;
        const active = deepActiveElement();
        if (panel && (!active || !panel.contains(active) || active instanceof HTMLIFrameElement))
          panel.focus();
        // Only the primary button is a click outside; a right or middle press is not a dismissal.
        if (closeOnBackdrop && event.button === 0) onClose('backdrop');
      }}
    >
      {/* Focus guards: focus arriving here (e.g. Tab out of an embedded iframe) wraps around. */}
      <span className="mf-dialog__guard" tabIndex={0} onFocus={() => wrap(true)} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['mf-dialog', className].filter(Boolean).join(' ')}
        part={part}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      <span className="mf-dialog__guard" tabIndex={0} onFocus={() => wrap(false)} />
    </div>
  );
  return portalRoot ? createPortal(dialog, portalRoot) : dialog;
}

/** Dialog styles; add to the sheet of every element that uses `<Dialog>`. */
export const dialogCss = `
.mf-dialog__backdrop { position: fixed; inset: 0; z-index: var(--mf-dialog-z-index, var(--_z-dialog)); display: flex; align-items: flex-start; justify-content: center; padding: calc(2 * var(--_unit)) var(--_space-4); overflow-y: auto; background: var(--_color-backdrop); }
.mf-dialog { position: relative; width: min(100%, var(--mf-dialog-width, calc(56 * var(--_unit)))); max-width: 100%; box-sizing: border-box; max-height: 100%; overflow-y: auto; overscroll-behavior: contain; padding: var(--_space-6); border-radius: var(--_radius-sm); background: var(--_color-surface-raised); color: var(--_color-text); box-shadow: var(--_shadow-dialog); }
.mf-dialog__head { position: sticky; top: 0; z-index: var(--_z-sticky); background: var(--_color-surface-raised); }
.mf-dialog__head :is(h1, h2, h3, h4) { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; }
.mf-dialog__backdrop[data-state='leaving'] { pointer-events: none; }
.mf-dialog:focus { outline: none; }
.mf-dialog:focus-visible { outline: 3px solid var(--_color-focus); }
.mf-dialog__guard { position: fixed; width: 1px; height: 1px; opacity: 0; pointer-events: none; outline: none; }
.mf-dialog__backdrop[data-state='entering'] { animation: mf-dialog-fade-in var(--_mf-dialog-enter, var(--_duration-medium)) var(--_easing-enter) both; }
.mf-dialog__backdrop[data-state='leaving'] { animation: mf-dialog-fade-out var(--_mf-dialog-leave, var(--_duration-short)) var(--_easing-exit) both; }
.mf-dialog__backdrop[data-state='entering'] .mf-dialog { animation: mf-dialog-rise var(--_mf-dialog-enter, var(--_duration-medium)) var(--_easing-enter) both; }
@keyframes mf-dialog-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes mf-dialog-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes mf-dialog-rise { from { transform: translateY(var(--_unit)); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .mf-dialog__backdrop, .mf-dialog { animation: none !important; } }
`;
