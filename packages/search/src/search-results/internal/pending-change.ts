import { readString, removeItem, writeString } from '@mf/core/browser/storage';
import type { ChangeKind } from '@mf/ui/focus-after-change';

/**
 * The results page is the CMS's: every filter or page change loads a new page. The focus rule
 * after a change (@mf/ui/focus-after-change) still holds across that load: before leaving, the
 * element notes what the visitor changed and where it goes (session storage, core/browser, never
 * throws); the new page's element, finding its own address noted, takes the note and applies the
 * rule. A note for another address (the visitor went elsewhere) is ignored and dropped.
 */
const KEY = 'mf-search-results-change';

export function noteChange(kind: ChangeKind, url: string): void {
  writeString('session', KEY, JSON.stringify({ kind, url }));
}

/** The change that led to `href`, if the visitor made one; the note is taken either way. */
export function takeChange(href: string): ChangeKind | null {
  const text = readString('session', KEY);
  if (text === null) return null;
  removeItem('session', KEY);
  try {
    const note = JSON.parse(text) as { kind?: unknown; url?: unknown };
    if (note.url !== href) return null;
    return note.kind === 'filter' || note.kind === 'page' ? note.kind : null;
  } catch {
    return null;
  }
}
