/**
 * The once-per-session flag of a modal shown on load (storage through core/browser: storage that
 * throws is logged there and reads as "not shown", so the modal shows rather than never).
 */
import { readString, writeString } from '@mf/core/browser/storage';

export function sessionKey(storageKey: string, host: HTMLElement | null): string {
  if (storageKey) return storageKey;
  if (host?.id) return `mf-modal:${host.id}`;
  return `mf-modal:${typeof location === 'undefined' ? '' : location.pathname}`;
}

export function shownThisSession(key: string): boolean {
  return readString('session', key) !== null;
}

export function markShown(key: string): void {
  writeString('session', key, '1');
}
