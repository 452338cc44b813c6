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

/**
 * Focus and scroll across route changes (spec §2): entering the detail view remembers the
 * window's scroll position and focuses the detail heading; returning to the search restores that
 * position and focuses the results list when there were results, otherwise focuses the title.
 * Nothing moves on the first render (a page load never steals focus).
 */
export function useViewFocus(route: Route, hadResults: boolean, refs: ViewFocusRefs): void {
  const key = route.view === 'detail' ? `detail:${route.dealerCode}` : 'search';
  const previous = useRef(key);
  const savedScroll = useRef<number | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = key;
    if (before === key) return;
    if (key.startsWith('detail:')) {
      if (before === 'search') savedScroll.current = window.scrollY;
      focusQuietly(refs.detailHeading.current);
      if (before === 'search') refs.detailHeading.current?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (hadResults && refs.list.current) {
      if (savedScroll.current !== null) window.scrollTo(0, savedScroll.current);
      focusQuietly(refs.list.current);
    } else {
      focusQuietly(refs.title.current);
    }
    savedScroll.current = null;
  }, [key, refs, hadResults]);
}
