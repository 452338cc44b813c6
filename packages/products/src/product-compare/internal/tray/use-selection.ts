/**
 * The tray's selection as it lives on the page (product-compare README, "Decisions"): started from
 * the address or session storage, written back to both on every change (storage through
 * core/browser, the address with replaceState as the product selector writes its own), changed
 * by the cards' `mf-compare-toggle` events on the document and by the tray's own buttons. The
 * cards know it only from the tray (`onChange`, their mf-compare-change): at its upgrade when it
 * starts with products, and whenever a card asks (`mf-compare-request`, a card upgraded later).
 */
import { writeJson } from '@mf/core/browser/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  COMPARE_REQUEST,
  COMPARE_STORAGE_KEY,
  COMPARE_TOGGLE,
  startingSelection,
  type CompareItem,
} from '../../../shared/compare/compare-state';
import { writeCompareParam } from '../data/address';
import { addItem, isRefused, removeItem, sameIds, type Selection } from '../data/selection';

/** What a change tells the visitor: an item added, removed, refused, or all cleared. */
export type SelectionNews =
  { kind: 'added' | 'removed' | 'refused'; item: CompareItem } | { kind: 'cleared' };

/** The address with the selection (other parameters kept), without a history entry. */
function writeAddress(selection: Selection) {
  const search = writeCompareParam(
    location.search,
    selection.map((item) => item.id),
  );
  if (search !== location.search)
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

const isToggle = (detail: unknown): detail is CompareItem & { chosen: boolean } => {
  const d = detail as Record<string, unknown> | null;
  return (
    typeof d?.id === 'string' &&
    d.id.trim() !== '' &&
    typeof d.title === 'string' &&
    typeof d.chosen === 'boolean'
  );
};

export function useSelection(
  onChange: (selection: Selection) => void,
  onNews: (news: SelectionNews) => void,
) {
  const [selection, setSelection] = useState<Selection>(() => startingSelection(location.search));
  // The newest selection, for handlers that run between renders (two events in one task).
  const current = useRef(selection);
  const handlers = useRef({ onChange, onNews });
  useEffect(() => {
    handlers.current = { onChange, onNews };
  });

  const commit = useCallback((next: Selection, news?: SelectionNews) => {
    const before = current.current;
    current.current = next;
    setSelection(next);
    if (!sameIds(before, next)) handlers.current.onChange(next);
    if (news) handlers.current.onNews(news);
  }, []);

  // Kept where it lives: this tab's storage and this page's address (also on the first render:
  // the selection carried from another page shows in this page's address).
  useEffect(() => {
    writeJson('session', COMPARE_STORAGE_KEY, selection);
    writeAddress(selection);
  }, [selection]);
  // Back and Forward bring an entry written before the last change: the selection stays the
  // visitor's newest, and goes back into the address.
  useEffect(() => {
    const popped = () => writeAddress(current.current);
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, []);

  // The cards learn the selection from the tray only: those already on the page now, a card
  // that upgrades later when it asks.
  useEffect(() => {
    const tell = () => handlers.current.onChange(current.current);
    if (current.current.length) tell();
    document.addEventListener(COMPARE_REQUEST, tell);
    return () => document.removeEventListener(COMPARE_REQUEST, tell);
  }, []);

  // A card's toggle, heard on the document (the cards never import the tray).
  useEffect(() => {
    const toggled = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isToggle(detail)) return;
      const item = { id: detail.id.trim(), title: detail.title.trim() };
      const now = current.current;
      if (!detail.chosen) commit(removeItem(now, item.id), { kind: 'removed', item });
      else if (isRefused(now, item.id)) handlers.current.onNews({ kind: 'refused', item });
      else commit(addItem(now, item), { kind: 'added', item });
    };
    document.addEventListener(COMPARE_TOGGLE, toggled);
    return () => document.removeEventListener(COMPARE_TOGGLE, toggled);
  }, [commit]);

  return { selection, current, commit };
}
