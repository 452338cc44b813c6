/**
 * Whether the page is open in the CMS's editor (docs/editor-mode.md): then every element shows
 * its authoring mistakes inside itself (core/element/problem-notice). Two switches, either one:
 *
 * - `<html data-mf-edit>` (any value but "false"), which any CMS template can write and a page
 *   may set or remove at any time (it is followed);
 * - AEM's own `wcmmode=edit` cookie, set by its editor while a page is edited (read once, at the
 *   first element's upgrade: the editor reloads the page when the mode changes).
 */
import { readCookie } from './read-cookie';

/** The attribute on `<html>` that switches the editor mode on. */
export const EDIT_ATTRIBUTE = 'data-mf-edit';

function fromAttribute(): boolean {
  const value = document.documentElement.getAttribute(EDIT_ATTRIBUTE);
  return value !== null && value.trim().toLowerCase() !== 'false';
}

/** The page is in the editor now. */
export function isEditMode(): boolean {
  if (typeof document === 'undefined') return false;
  return fromAttribute() || readCookie('wcmmode') === 'edit';
}

let watching: { on: boolean; listeners: Set<(on: boolean) => void> } | null = null;

/**
 * Calls `listener` with the mode now and again whenever it changes (the html attribute is
 * observed from the first call on; the cookie is read once). Returns the mode now.
 */
export function watchEditMode(listener: (on: boolean) => void): boolean {
  if (typeof document === 'undefined') return false;
  if (!watching) {
    const cookie = readCookie('wcmmode') === 'edit';
    const state = { on: cookie || fromAttribute(), listeners: new Set<(on: boolean) => void>() };
    watching = state;
    if (typeof MutationObserver !== 'undefined')
      new MutationObserver(() => {
        const on = cookie || fromAttribute();
        if (on === state.on) return;
        state.on = on;
        for (const each of state.listeners) each(on);
      }).observe(document.documentElement, { attributeFilter: [EDIT_ATTRIBUTE] });
  }
  watching.listeners.add(listener);
  if (watching.on) listener(true);
  return watching.on;
}
