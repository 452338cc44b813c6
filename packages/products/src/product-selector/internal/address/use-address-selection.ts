import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Selection } from '../data/selection';
import { readSelection, writeSelection } from '../data/url-state';

const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

/**
 * The selection as it stands in the page address (shareable; Back and Forward restore
 * it). A change is a new history entry, or replaces the current one with `replace` (the model
 * search's keystrokes after its first: one entry per search, not per key); popstate reads the
 * address again. spec §8: a component that cannot be decoded is logged (once per address) and
 * ignored.
 */
export function useAddressSelection(
  tag: string,
): [Selection, (next: Selection, replace?: boolean) => void] {
  const [search, setSearch] = useState(currentSearch);
  useEffect(() => {
    const onPop = () => setSearch(currentSearch());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const { selection, undecodable } = useMemo(() => {
    const bad: string[] = [];
    return { selection: readSelection(search, (raw) => bad.push(raw)), undecodable: bad };
  }, [search]);
  useEffect(() => {
    for (const raw of undecodable) console.error(`${tag}: URL component decode failure: ${raw}`);
  }, [undecodable, tag]);
  const change = useCallback((next: Selection, replace = false) => {
    const nextSearch = writeSelection(location.search, next);
    if (nextSearch !== location.search) {
      const url = `${location.pathname}${nextSearch}${location.hash}`;
      history[replace ? 'replaceState' : 'pushState'](history.state, '', url);
    }
    setSearch(location.search);
  }, []);
  return [selection, change];
}
