import { useCallback, useSyncExternalStore } from 'react';
import { encodeUrlComponent } from '../http/url-component';

/**
 * A value (a dealer code) percent-encoded for a hash route, so `%`, `#` and spaces survive the
 * round trip through the address (`#dealer-locator-100%` could not be read back).
 * Never throws: core/http's one encoder turns an unpaired surrogate into U+FFFD.
 */
export function encodeHashComponent(value: string): string {
  return encodeUrlComponent(value);
}

/**
 * Percent-decoding that never fails: a hash written by hand or by an older page may hold a `%`
 * that is not an escape (`#dealer-locator-P%Q`). Then each run of escapes that decodes is
 * decoded and everything else is taken as written; `undecodable` is told so it can log.
 */
export function decodeHashComponent(raw: string, undecodable?: (error: unknown) => void): string {
  try {
    return decodeURIComponent(raw);
  } catch (error) {
    undecodable?.(error);
    return raw.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** The last hash logged as undecodable: readHash runs on every render, the log once per hash. */
let logged: string | null = null;

/**
 * The page hash without '#', percent-decoded; '' when none. A hash that is not valid
 * percent-encoding is decoded tolerantly (decodeHashComponent) and logged (spec §8 "URL
 * component decode failure: logged"), once per hash.
 */
export function readHash(): string {
  if (typeof location === 'undefined') return '';
  const raw = location.hash.replace(/^#/, '');
  return decodeHashComponent(raw, (error) => {
    if (logged === raw) return;
    logged = raw;
    console.error('URL component decode failure', error);
  });
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
