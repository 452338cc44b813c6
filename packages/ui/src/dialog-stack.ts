/**
 * The page's one stack of open modal dialogs (docs/laws/dialogs.md), shared by every bundle on the
 * page: it is kept on `globalThis` under a registered symbol, so dialogs from two copies of this
 * module (the all-in-one script next to the ESM bundles) share one stack.
 *
 * - Turns: one dialog at a time. A dialog asked to open while another is open (on load, by an
 *   event, by the address) waits; when the last open one closes, the first waiting one in
 *   document order opens. A dialog the visitor opens from inside the top one (their last press
 *   or key was in it, after it opened, and the page still has their activation) stacks above it.
 *   A single-instance dialog is refused, with one log line naming its tag, while another of its
 *   tag is open or waiting.
 * - Layers: only the topmost dialog makes the rest of the page inert (the one below included);
 *   closing it brings the one below back before focus returns into it.
 * - The page does not scroll while a page-inerting dialog or a `lockPageScroll` holder (the
 *   site header's mobile menu) is open; its own `overflow` comes back after the last one.
 */
import { inertOutside } from './dialog-focus';

interface Layer {
  /** The dialog's outermost element (its backdrop): everything outside it becomes inert. */
  keep: Element;
  inertPage: boolean;
  /** When it went on top: a visitor's input after this, inside it, may open a dialog above. */
  at: number;
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
  /** Scroll locks besides the dialogs (the header's mobile menu). */
  locks: number;
  /** The page's own `overflow` on <html>, saved when the first scroll lock began. */
  overflow: string | null;
  /** The visitor's last press or key (its innermost target) and a counter to order it. */
  input: { target: EventTarget | null; at: number } | null;
  clock: number;
}

const KEY = Symbol.for('mf.dialog-stack');

function stack(): Stack {
  const holder = globalThis as typeof globalThis & { [KEY]?: Stack };
  let state = holder[KEY];
  if (!state) {
    state = holder[KEY] = {
      layers: [],
      open: [],
      waiting: [],
      locks: 0,
      overflow: null,
      input: null,
      clock: 0,
    };
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, recordInput, { capture: true, passive: true });
  }
  return state;
}

function recordInput(event: Event): void {
  const state = stack();
  if (event.isTrusted) state.input = { target: event.composedPath()[0] ?? null, at: ++state.clock };
}

/** Whether `node` is `container` or inside it in the flat tree (slots and shadow hosts crossed). */
function within(container: Element, node: EventTarget | null): boolean {
  let at = node instanceof Node ? node : null;
  while (at && at !== container)
    at =
      (at instanceof Element && at.assignedSlot) ||
      at.parentNode ||
      (at instanceof ShadowRoot ? at.host : null);
  return at === container;
}

const none = () => {};

function cover(layer: Layer): void {
  layer.undo();
  layer.undo = none;
}

function uncover(layer: Layer): void {
  layer.undo = layer.inertPage && layer.keep.isConnected ? inertOutside(layer.keep) : none;
}

function syncScrollLock(state: Stack): void {
  const root = document.documentElement;
  const locked = state.locks > 0 || state.layers.some((layer) => layer.inertPage);
  if (locked && state.overflow === null) {
    state.overflow = root.style.overflow;
    root.style.overflow = 'hidden';
  } else if (!locked && state.overflow !== null) {
    root.style.overflow = state.overflow;
    state.overflow = null;
  }
}

/** Keeps the page from scrolling (a modal menu) until the returned function is called. */
export function lockPageScroll(): () => void {
  const state = stack();
  state.locks++;
  syncScrollLock(state);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    state.locks--;
    syncScrollLock(state);
  };
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
    console.error(`${tag}: not opened: another <${tag}> is already open or waiting to open`);
    return null;
  }
  const turn: Turn = { host, start };
  const top = state.layers.at(-1);
  const input = state.input;
  const fromVisitor =
    !!top &&
    !!input &&
    input.at > top.at &&
    within(top.keep, input.target) &&
    navigator.userActivation?.isActive !== false;
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
  const layer: Layer = { keep, inertPage, at: ++state.clock, undo: none };
  uncover(layer);
  state.layers.push(layer);
  syncScrollLock(state);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const index = state.layers.indexOf(layer);
    if (index < 0) return;
    const wasTop = index === state.layers.length - 1;
    state.layers.splice(index, 1);
    cover(layer);
    const top = state.layers.at(-1);
    if (wasTop && top) uncover(top);
    syncScrollLock(state);
  };
}
