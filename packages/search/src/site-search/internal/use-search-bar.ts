import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** spec §2: the header link whose address is #search toggles the bar. */
export const SEARCH_LINK = 'a[href="#search"]';

/**
 * Scrolls smaller than this, while focus is in the search field, do not hide the bar: a phone
 * scrolls the page to keep the field in view when its keyboard opens. A visitor who
 * scrolls the page on purpose moves further than that.
 */
export const KEYBOARD_SCROLL_TOLERANCE_PX = 150;

export interface SearchBar {
  shown: boolean;
  /** Hides the bar (Escape, the close button); focus goes back to the #search link. */
  hide: (returnFocus: boolean) => void;
}

interface Options {
  /** The bar's wrapper (part="base"). */
  baseRef: RefObject<HTMLElement | null>;
  /** Inside the page's main content: always shown, no toggling, no hiding. */
  inline: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onToggle: (shown: boolean) => void;
}

function searchLink(path: EventTarget[]): HTMLAnchorElement | null {
  for (const node of path)
    if (node instanceof HTMLAnchorElement && node.getAttribute('href') === '#search') return node;
  return null;
}

/** Marks every #search link of the page's document with the bar's state (disclosure pattern). */
function markLinks(shown: boolean, trigger: HTMLAnchorElement | null): void {
  const links = new Set(document.querySelectorAll<HTMLAnchorElement>(SEARCH_LINK));
  if (trigger) links.add(trigger);
  for (const link of links) link.setAttribute('aria-expanded', String(shown));
}

/** The focused element of the tree `node` is in (its shadow root's, else the document's). */
function activeIn(node: Node | null): Element | null {
  return node ? (node.getRootNode() as Document | ShadowRoot).activeElement : null;
}

/**
 * spec §2, §4 (Search header: shown or hidden): a click on any #search link of the page (also one
 * inside another element's shadow root: the event's composed path is read) toggles the bar; a
 * click outside the bar and a page scroll hide it. Showing it puts focus in the field. The bar
 * also opens when the page is loaded on #search (the link was used before the element started).
 */
export function useSearchBar({ baseRef, inline, inputRef, onToggle }: Options): SearchBar {
  // Loaded on #search (the link was used before the element started): shown from the start.
  const [initial] = useState(() => !inline && location.hash === '#search');
  const [shown, setShown] = useState(initial);
  const isShown = useRef(initial);
  const trigger = useRef<HTMLAnchorElement | null>(null);
  const focusOnShow = useRef(false);
  const scrollStart = useRef(0);
  const toggled = useRef(onToggle);
  useEffect(() => {
    toggled.current = onToggle;
  });

  const show = useCallback(() => {
    scrollStart.current = window.scrollY;
    focusOnShow.current = true;
    isShown.current = true;
    setShown(true);
    markLinks(true, trigger.current);
    toggled.current(true);
  }, []);

  const hide = useCallback(
    (returnFocus: boolean) => {
      const base = baseRef.current;
      const active = activeIn(base);
      const focusInside = !!base && !!active && base.contains(active);
      isShown.current = false;
      setShown(false);
      markLinks(false, trigger.current);
      toggled.current(false);
      // Focus never falls to the page body with the bar: it goes back to the link that opened it.
      if (returnFocus || focusInside)
        (trigger.current ?? document.querySelector<HTMLElement>(SEARCH_LINK))?.focus({
          preventScroll: true,
        });
    },
    [baseRef],
  );

  useEffect(() => {
    if (inline) return;
    markLinks(isShown.current, null);
    const onClick = (event: MouseEvent) => {
      const path = event.composedPath();
      const link = searchLink(path);
      if (link) {
        event.preventDefault();
        trigger.current = link;
        if (isShown.current) hide(false);
        else show();
      } else if (isShown.current && baseRef.current && !path.includes(baseRef.current)) {
        hide(false);
      }
    };
    const onScroll = () => {
      if (!isShown.current) return;
      const moved = Math.abs(window.scrollY - scrollStart.current);
      // Not moved since the bar opened: the event of a scroll from before the click (the browser
      // dispatches it at the next frame, which can come after the click and before the focus).
      if (moved === 0) return;
      const typing = !!inputRef.current && activeIn(inputRef.current) === inputRef.current;
      if (typing && moved < KEYBOARD_SCROLL_TOLERANCE_PX) return;
      hide(false);
    };
    document.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
    };
  }, [inline, baseRef, inputRef, show, hide]);

  useEffect(() => {
    if (shown && focusOnShow.current) {
      focusOnShow.current = false;
      inputRef.current?.focus({ preventScroll: true });
    }
  }, [shown, inputRef]);

  return { shown: inline || shown, hide };
}
