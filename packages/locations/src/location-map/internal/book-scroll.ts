/**
 * The book button (spec §2 "Location overview": it scrolls to a target anchor on the page; §9:
 * 98 px above it on mobile and tablet, 140 px otherwise). Smooth (core/browser/motion's 300 ms
 * scroll, spec §9's scroll animation), instant under prefers-reduced-motion
 * (docs/specs/browser-notes.md); focus moves to the target so a keyboard or screen-reader visitor
 * continues there.
 */
import { breakpointOf } from '@mf/core/browser/breakpoints';
import { scrollToElement } from '@mf/core/browser/motion';
import { bookOffsetFor } from '../../shared/location';

/** spec §9: 'Scroll animation ... 300 ms.' */
const BOOK_SCROLL_MS = 300;

/** The target's id from the attribute ('#book' and 'book' alike); '' for none. */
export function bookTargetId(value: string): string {
  return value.trim().replace(/^#/, '');
}

/** The element with that id in the element's own tree (document or enclosing shadow root). */
function findTarget(host: HTMLElement, id: string): HTMLElement | null {
  const root = host.getRootNode() as Document | ShadowRoot;
  const found = root.getElementById?.(id) ?? host.ownerDocument.getElementById(id);
  return found instanceof HTMLElement ? found : null;
}

/**
 * Scrolls to the target and focuses it; false (and a warning) when the page has no such
 * section, so the link's own jump is left to the browser.
 */
export function scrollToBookTarget(host: HTMLElement, id: string): boolean {
  const target = id ? findTarget(host, id) : null;
  if (!target) {
    console.warn(`mf-location-map: the book target "#${id}" is not on the page.`);
    return false;
  }
  const offset = bookOffsetFor(breakpointOf(window.innerWidth));
  // Focus without the browser's own jump, then our scroll places the section under the header.
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  void scrollToElement(target, offset, BOOK_SCROLL_MS);
  return true;
}
