/**
 * The page's one stack of open modal dialogs (docs/laws/dialogs.md), shared by every bundle on the
 * page: it is kept on `globalThis` under a registered symbol, so dialogs from two copies of this
 * module (the all-in-one script next to the ESM bundles) share one stack.
 *
 * - Turns: one dialog at a time. A dialog asked to open while another is open (on load, by an
 *   event, by the address) waits; when the last open one closes, the first waiting one in
 *   document order opens. A dialog the visitor opens from inside the top one (their last press
 *   or key was in it while it was on top, and the page still has their activation) stacks above.
 *   A single-instance dialog is refused, with one log line naming its tag, while another of its
 *   tag is open or waiting.
 * - Layers: only the topmost dialog makes the rest of the page inert (the one below included);
 *   closing it brings the one below back before focus returns into it.
 * - The page does not scroll while a page-inerting dialog is open (core/browser/scroll-lock, the
 *   same lock as the site header's mobile menu).
 */
import { inertOutside } from './dialog-focus';
import { lockPageScroll } from '@mf/core/browser/scroll-lock';

interface Layer {
  /** The dialog's outermost element (its backdrop): everything outside it becomes inert. */
  keep: Element;
  inertPage: boolean;
  /** Undoes this layer's inertness (a no-op while it is covered). */
  undo: () => void;
}

interface Turn {
  host: Element;
  start: () => void;
}

interface Stack {
  layers: Layer[];
  /** Dialogs that have their turn (open, or opening), and those waiting for one. */
  open: Turn[];
  waiting: Turn[];
  /** The layer that was on top when the visitor last pressed or typed inside it, else null. */
  pressedIn: Layer | null;
}

const KEY = Symbol.for('mf.dialog-stack');

function stack(): Stack {
  const holder = globalThis as typeof globalThis & { [KEY]?: Stack };
  let state = holder[KEY];
  if (!state) {
    state = holder[KEY] = { layers: [], open: [], waiting: [], pressedIn: null };
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, recordInput, { capture: true, passive: true });
  }
  return state;
}

function recordInput(event: Event): void {
  const state = stack();
  const top = state.layers.at(-1);
  // The path follows slots: the page's content slotted into a dialog counts as inside it.
  if (event.isTrusted)
    state.pressedIn = top && event.composedPath().includes(top.keep) ? top : null;
}

const none = () => {};

function cover(layer: Layer): void {
  layer.undo();
  layer.undo = none;
}

function uncover(layer: Layer): void {
  layer.undo = layer.inertPage && layer.keep.isConnected ? inertOutside(layer.keep) : none;
}

/** Whether `keep` is the topmost dialog of the page (only it answers Escape). */
export const isTopDialog = (keep: Element | null): boolean => stack().layers.at(-1)?.keep === keep;

/**
 * Asks for a dialog's turn for `host` (the element it belongs to): `start` is called when it may
 * open (at once, or when the dialogs before it have closed). Returns the function that gives the
 * turn back (or withdraws the request), or null when refused (`single`: another of its tag is
 * open or waiting; logged once, naming the tag).
 */
export function requestDialogTurn(
  host: Element,
  single: boolean,
  start: () => void,
): (() => void) | null {
  const state = stack();
  const tag = host.localName;
  if (single && [...state.open, ...state.waiting].some((turn) => turn.host.localName === tag)) {
    console.error(`${tag}: not opened: another one is open or waiting`);
    return null;
  }
  const turn: Turn = { host, start };
  const top = state.layers.at(-1);
  const fromVisitor = !!top && state.pressedIn === top && navigator.userActivation?.isActive;
  if (state.open.length === 0 || fromVisitor) {
    state.open.push(turn);
    start();
  } else {
    state.waiting.push(turn);
    state.waiting.sort((a, b) =>
      a.host.compareDocumentPosition(b.host) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  }
  return () => {
    state.waiting = state.waiting.filter((other) => other !== turn);
    const index = state.open.indexOf(turn);
    if (index < 0) return;
    state.open.splice(index, 1);
    const next = state.open.length === 0 ? state.waiting.shift() : undefined;
    if (next) {
      state.open.push(next);
      next.start();
    }
  };
}

/**
 * Puts a dialog on top of the stack: everything outside `keep` becomes inert (when `inertPage`),
 * the dialog below (if any) included. Returns the function that takes it off again.
 */
export function pushDialogLayer(keep: Element, { inertPage = true } = {}): () => void {
  const state = stack();
  const below = state.layers.at(-1);
  if (below) cover(below);
  const layer: Layer = { keep, inertPage, undo: none };
  uncover(layer);
  state.layers.push(layer);
  const unlock = inertPage ? lockPageScroll() : none;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    unlock();
    const index = state.layers.indexOf(layer);
    if (index < 0) return;
    const wasTop = index === state.layers.length - 1;
    state.layers.splice(index, 1);
    if (state.pressedIn === layer) state.pressedIn = null;
    cover(layer);
    const top = state.layers.at(-1);
    if (wasTop && top) uncover(top);
  };
}
