/**
 * Which header menu is open, and the hover intent of spec §2/§9 and docs/specs/browser-notes.md:
 * - sub-menus open on hover on desktop (a mouse pointer only), at once;
 * - the product menu opens after PRODUCT_MENU_DELAY_MS (150 ms) of hover; leaving before that
 *   cancels it;
 * - leaving an open menu closes it only after HOVER_GRACE_MS, and entering it again (its panel is
 *   inside its item) keeps it: a diagonal move towards the panel does not close it; while a menu
 *   is open a neighbour opens only after the same grace, so crossing a neighbour on the way does
 *   not open it (WCAG 1.4.13: the panel is hoverable and persistent);
 * - click, Enter and Space on a menu button toggle at once (mobile and desktop).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec §9: "The product menu hover delay is 150 ms". */
export const PRODUCT_MENU_DELAY_MS = 150;
/** How long the pointer may be outside an open menu before it closes. */
export const HOVER_GRACE_MS = 300;

export interface Menus {
  open: string | null;
  toggle: (id: string) => void;
  close: () => void;
  pointerEnter: (id: string, products: boolean, pointerType: string) => void;
  pointerLeave: (pointerType: string) => void;
}

export function useMenus(hover: boolean): Menus {
  const [open, setOpen] = useState<string | null>(null);
  const current = useRef(open);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useLayoutEffect(() => {
    current.current = open;
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (ms <= 0) action();
    else timer.current = setTimeout(action, ms);
  };

  const toggle = useCallback((id: string) => {
    clearTimeout(timer.current);
    setOpen((value) => (value === id ? null : id));
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(null);
  }, []);
  const pointerEnter = (id: string, products: boolean, pointerType: string) => {
    if (!hover || pointerType !== 'mouse') return;
    if (current.current === id) {
      clearTimeout(timer.current);
      return;
    }
    const delay = current.current !== null ? HOVER_GRACE_MS : products ? PRODUCT_MENU_DELAY_MS : 0;
    later(() => setOpen(id), delay);
  };
  const pointerLeave = (pointerType: string) => {
    if (!hover || pointerType !== 'mouse') return;
    if (current.current === null) {
      clearTimeout(timer.current); // a pending hover open is cancelled
      return;
    }
    later(() => setOpen(null), HOVER_GRACE_MS);
  };
  return { open, toggle, close, pointerEnter, pointerLeave };
}
