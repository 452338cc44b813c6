/**
 * The page does not scroll behind an open modal dialog or modal menu (docs/laws/dialogs.md). One
 * count on `globalThis` for every bundle on the page: the page's own `overflow` on <html> comes
 * back once the last holder has let go, in whatever order they close. Dialogs take it through
 * their stack (@mf/ui/dialog-stack); a modal menu (the site header's) through `usePageScrollLock`.
 * In core, re-exported by the element adapter (element/define-element.tsx), so that it rides in
 * the shared runtime chunk instead of a chunk of its own (scripts/size.ts).
 */
import { useEffect } from 'react';

const KEY = Symbol.for('mf.scroll-lock');

interface Lock {
  count: number;
  /** The page's own `overflow` on <html>, saved when the first holder came. */
  overflow: string;
}

/** Keeps the page from scrolling until the returned function is called (once is enough). */
export function lockPageScroll(): () => void {
  const holder = globalThis as typeof globalThis & { [KEY]?: Lock };
  const lock = (holder[KEY] ??= { count: 0, overflow: '' });
  const root = document.documentElement.style;
  if (lock.count++ === 0) {
    lock.overflow = root.overflow;
    root.overflow = 'hidden';
  }
  let held = true;
  return () => {
    if (held && --lock.count === 0) root.overflow = lock.overflow;
    held = false;
  };
}

/** Keeps the page from scrolling while `locked`. */
export function usePageScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockPageScroll() : undefined), [locked]);
}
