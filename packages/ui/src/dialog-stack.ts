/**
 * The page's stack of open modal dialogs (issue 21 item 1): only the topmost dialog makes the
 * rest of the page inert. Before, each dialog made everything outside itself inert on its own, so
 * two open at once (two form modals on one hash, a form modal opening while the dealer-locator
 * modal was still leaving) made each other inert: focus fell to <body>, Escape and the close
 * buttons were dead, and only Back got out.
 *
 * - Opening a dialog undoes the inertness of the one below and makes everything outside the new
 *   one inert (the one below included).
 * - Closing the topmost undoes its inertness and re-applies the one now on top, so it is live
 *   again before focus returns into it. Closing one that is covered just drops it.
 * - The page's scrolling is locked while any page-inerting dialog is open, and restored once
 *   the last one has closed, in whatever order they close.
 *
 * The stack is kept on `globalThis` under a registered symbol, so dialogs from two copies of this
 * module (the all-in-one script next to the ESM bundles on one page) share one stack.
 */
import { inertOutside } from './dialog-focus';

interface Layer {
  /** The dialog's outermost element (its backdrop): everything outside it becomes inert. */
  keep: Element;
  inertPage: boolean;
  /** Undoes this layer's inertness (a no-op while it is covered). */
  undo: () => void;
}

interface Stack {
  layers: Layer[];
  /** The page's own `overflow` on <html>, saved when the first scroll lock began. */
  overflow: string | null;
}

const KEY = Symbol.for('mf.dialog-stack');

function stack(): Stack {
  const holder = globalThis as typeof globalThis & { [KEY]?: Stack };
  return (holder[KEY] ??= { layers: [], overflow: null });
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
  const locked = state.layers.some((layer) => layer.inertPage);
  if (locked && state.overflow === null) {
    state.overflow = root.style.overflow;
    root.style.overflow = 'hidden';
  } else if (!locked && state.overflow !== null) {
    root.style.overflow = state.overflow;
    state.overflow = null;
  }
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
