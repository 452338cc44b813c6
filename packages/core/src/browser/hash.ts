import { useCallback, useSyncExternalStore } from 'react';

/** The page hash without '#', decoded; '' when none or undecodable (logged). */
export function readHash(): string {
  if (typeof location === 'undefined') return '';
  const raw = location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch (error) {
    console.error('URL component decode failure', error);
    return '';
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * Sets the hash. An empty hash is cleared with history.replaceState so the address keeps no
 * dangling '#' and the page does not jump to the top.
 */
export function writeHash(hash: string): void {
  if (hash) {
    location.hash = hash;
    return;
  }
  history.replaceState(history.state, '', location.pathname + location.search);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** The current hash and a setter; re-renders on hashchange and history navigation. */
export function useHash(): [string, (hash: string) => void] {
  const hash = useSyncExternalStore(subscribe, readHash, () => '');
  const setHash = useCallback((next: string) => writeHash(next), []);
  return [hash, setHash];
}
