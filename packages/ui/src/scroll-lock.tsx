/**
 * The page behind a modal menu does not scroll (docs/laws/dialogs.md): the same page-wide lock
 * as the dialogs' (dialog-stack.ts), so the page's own `overflow` comes back only after the last
 * menu and the last dialog have closed, in whatever order.
 */
import { useEffect } from 'react';
import { lockPageScroll } from './dialog-stack';

/** Keeps the page from scrolling while `locked`. */
export function usePageScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockPageScroll() : undefined), [locked]);
}
