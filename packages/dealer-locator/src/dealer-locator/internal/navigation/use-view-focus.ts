import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '@mf/core/browser/motion';
import type { Route } from './routes';

export interface ViewFocusRefs {
  title: RefObject<HTMLElement | null>;
  list: RefObject<HTMLElement | null>;
  detailHeading: RefObject<HTMLElement | null>;
}

/** Focus without the browser's own scroll jump (the caller decides the scroll position). */
export function focusQuietly(element: HTMLElement | null | undefined): void {
  element?.focus({ preventScroll: true });
}

/** Brings the results list into view (instantly under prefers-reduced-motion) and focuses it. */
export function revealList(list: HTMLElement | null): void {
  if (!list) return;
  if (typeof list.scrollIntoView === 'function')
    list.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  focusQuietly(list);
}

/** The parent across shadow roots: a shadow root's top element continues at its host. */
function composedParent(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/**
 * The box whose scrolling moves `element`: its nearest ancestor that scrolls vertically (the
 * modal's panel, or a scrolling container of the host page), crossing shadow roots; null when
 * it is the window. One mechanism for every mode: nothing mode-specific here.
 */
export function scrollingAncestor(element: Element | null): Element | null {
  const top = element?.ownerDocument.scrollingElement;
  for (let node = element ? composedParent(element) : null; node; node = composedParent(node)) {
    if (node === top || node === element?.ownerDocument.body) return null;
    const { overflowY } = getComputedStyle(node);
    if (/^(auto|scroll|overlay)$/.test(overflowY) && node.scrollHeight > node.clientHeight)
      return node;
  }
  return null;
}

export interface ScrollPosition {
  /** The scrolling ancestor, null for the window. */
  box: Element | null;
  top: number;
}

export function readScroll(element: Element | null): ScrollPosition {
  const box = scrollingAncestor(element);
  return { box, top: box ? box.scrollTop : window.scrollY };
}

export function restoreScroll({ box, top }: ScrollPosition): void {
  if (box) box.scrollTop = top;
  else window.scrollTo(window.scrollX, top);
}

/**
 * Focus and scroll across route changes (spec §2): entering the detail view remembers the scroll
 * position of the results (of their scrolling ancestor: the window when embedded, the dialog's
 * panel in modal mode) and focuses the detail heading; returning to the search restores that
 * position and focuses the results list when there were results, otherwise focuses the title.
 * Nothing moves on the first render (a page load never steals focus).
 */
export function useViewFocus(route: Route, hadResults: boolean, refs: ViewFocusRefs): void {
  const key = route.view === 'detail' ? `detail:${route.dealerCode}` : 'search';
  const previous = useRef(key);
  const savedScroll = useRef<ScrollPosition | null>(null);

  // The position is read when the hash changes, before the detail replaces the results: read
  // after that render, a shorter detail view would already have clamped it.
  useEffect(() => {
    if (key !== 'search') return;
    const save = () => {
      savedScroll.current = readScroll(refs.list.current ?? refs.title.current);
    };
    window.addEventListener('hashchange', save, true);
    window.addEventListener('popstate', save, true);
    return () => {
      window.removeEventListener('hashchange', save, true);
      window.removeEventListener('popstate', save, true);
    };
  }, [key, refs]);

  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (before === key) return;
    if (key.startsWith('detail:')) {
      focusQuietly(refs.detailHeading.current);
      if (before === 'search') refs.detailHeading.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (hadResults && refs.list.current) {
      if (savedScroll.current) restoreScroll(savedScroll.current);
      focusQuietly(refs.list.current);
    } else {
      focusQuietly(refs.title.current);
    }
    savedScroll.current = null;
  }, [key, refs, hadResults]);
}
