import { useCallback, useState } from 'react';
import { useHash } from '@mf/core/browser/hash';
import type { DialogState } from '@mf/ui/dialog';
import { parseRoute, SEARCH_HASH } from '../navigation/routes';

/**
 * spec §2: in modal mode `#dealer-locator` and `#dealer-locator-{dealerCode}` open the modal (on
 * the search or the detail view); any other hash, or none, closes it. `hash` is without '#'.
 */
export function isModalHash(hash: string): boolean {
  const text = hash.replace(/^#/, '');
  return text === SEARCH_HASH || parseRoute(text).view === 'detail';
}

export interface ModalRoute {
  /** Modal mode is on (`mode="modal"`). */
  enabled: boolean;
  /** The hash asks for the modal. */
  open: boolean;
  /** Clears the hash (which closes the modal). */
  close: () => void;
  /** The dialog's phase, reported by it. */
  onStateChange: (state: DialogState) => void;
  /** The view counts as started: always in embedded mode, while open in modal mode. */
  started: boolean;
  /** The view is fully shown: always in embedded mode, after the enter transition in modal mode. */
  settled: boolean;
}

/**
 * The modal's open state, read from the page hash (so a plain `<a href="#dealer-locator">` or a
 * page script setting `location.hash` opens it, and Back/Forward close and reopen it), and
 * `close`, which clears the hash (spec §2 "Closing the modal clears the hash").
 *
 * Clearing goes through core's `writeHash('')`: `history.replaceState` to the address without a
 * hash. Assigning `location.hash = ''` instead would push one more entry (and leave a dangling
 * '#'), so every close would add a Back step that does nothing visible; replaceState adds none.
 * The entry that opened the modal becomes the plain page address, so Forward cannot reopen a
 * modal the visitor closed on purpose.
 */
export function useModalRoute(enabled: boolean): ModalRoute {
  const [hash, setHash] = useHash();
  const [state, setState] = useState<DialogState>('closed');
  const close = useCallback(() => setHash(''), [setHash]);
  const open = enabled && isModalHash(hash);
  return {
    enabled,
    open,
    close,
    onStateChange: setState,
    started: !enabled || open,
    settled: !enabled || state === 'open',
  };
}
