/**
 * The form modal's ways in besides the address hash, both ending in the hash, which
 * stays the one switch (so back and forward, several modals on a page and the inert rule of
 * hash-owner.ts all keep working):
 *
 * - `element.open(type)` / `element.close()`, documented methods of `<mf-form-modal>`;
 * - a click on a link to `#modal-<type>` that a page script cancelled (the everyday smooth-scroll
 *   snippet: `a[href^="#"]` handlers calling `preventDefault`), which would otherwise change no
 *   hash and open nothing. A click that nobody cancelled changes the hash itself.
 */
import { readHash, writeHash } from '@mf/core/browser/hash';
import { FORM_TYPES, formTypeOfHash, type FormType } from './model';

/** `open(type)`: opens the modal for `type` (like a link to `#modal-<type>`). */
export function openFormType(type: unknown): boolean {
  const formType = typeof type === 'string' ? formTypeOfHash(`modal-${type}`) : null;
  if (!formType) {
    console.error(
      `mf-form-modal: open(${JSON.stringify(type)}): not a form type (${FORM_TYPES.join(', ')})`,
    );
    return false;
  }
  if (formTypeOfHash(readHash()) !== formType) writeHash(`modal-${formType}`);
  return true;
}

/** The view's own close of each mounted modal (emits mf-close, clears the hash). */
const closers = new WeakMap<HTMLElement, () => void>();

export function registerCloser(host: HTMLElement, close: () => void): () => void {
  closers.set(host, close);
  return () => {
    if (closers.get(host) === close) closers.delete(host);
  };
}

/** `close()`: closes the modal if it is open (as its close button does). */
export function closeModal(host: HTMLElement): void {
  closers.get(host)?.();
}

/** The form type a click on `event`'s link asks for: a link to this page's `#modal-<type>`. */
export function formTypeOfClick(event: MouseEvent): FormType | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event
    .composedPath()
    .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!link || !link.hasAttribute('href') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, location.href);
  const here = new URL(location.href);
  if (url.origin + url.pathname + url.search !== here.origin + here.pathname + here.search)
    return null;
  return formTypeOfHash(url.hash);
}

/**
 * Watches every click on the page (capture, so a handler that stops propagation hides nothing)
 * and, once the click has been dispatched to every handler (the next task), opens the form type
 * of a link whose default action a page script cancelled. Returns the unsubscribe.
 */
export function watchCancelledLinks(): () => void {
  const onClick = (event: MouseEvent) => {
    const type = formTypeOfClick(event);
    if (!type) return;
    setTimeout(() => {
      if (event.defaultPrevented && formTypeOfHash(readHash()) !== type) writeHash(`modal-${type}`);
    }, 0);
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}
