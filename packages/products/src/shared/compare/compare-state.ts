/**
 * The compare selection as the cards and `<mf-product-compare>` share it, without importing each
 * other (product-compare README, "Decisions"): the event names they talk through on the document,
 * the limit, and where the selection is kept between pages (session storage, core/browser) and
 * for sharing (the page address, `compare=`). No React here: the cards' hook is use-compared.ts.
 */
import { readJson } from '@mf/core/browser/storage';

/** A card asks to add (`chosen: true`) or remove a product: `{ id, title, chosen }`. */
export const COMPARE_TOGGLE = 'mf-compare-toggle';
/** The tray's word on the selection: `{ ids }` in the order chosen (use-compared.ts: when). */
export const COMPARE_CHANGE = 'mf-compare-change';
/** A card (or the selector's grid) upgraded and asks the tray for the selection: `null`. */
export const COMPARE_REQUEST = 'mf-compare-request';
/** At most this many products side by side. */
export const COMPARE_MAX = 4;
/** The address parameter: `compare=<id>,<id>`, each id percent-encoded on its own. */
export const COMPARE_PARAM = 'compare';
/** The session storage key: `[{ id, title }]`. */
export const COMPARE_STORAGE_KEY = 'mf-product-compare';

/** A chosen product: its catalogue id (the card's `path`) and its name ('' = not known yet). */
export interface CompareItem {
  id: string;
  title: string;
}

/** The `compare=` pair of an address (also written bare, `compare`). */
export const isCompareParam = (pair: string) =>
  pair === COMPARE_PARAM || pair.startsWith(`${COMPARE_PARAM}=`);

/**
 * The ids of `compare=` in `search` (at most COMPARE_MAX, no repeats), or null when the address
 * has no such parameter. A part that cannot be decoded is skipped.
 */
export function readCompareParam(search: string): string[] | null {
  const pair = search.replace(/^\?/, '').split('&').find(isCompareParam);
  if (pair === undefined) return null;
  const ids: string[] = [];
  for (const raw of pair.slice(COMPARE_PARAM.length + 1).split(',')) {
    try {
      const id = decodeURIComponent(raw.replace(/\+/g, ' ')).trim();
      if (id && !ids.includes(id) && ids.length < COMPARE_MAX) ids.push(id);
    } catch {
      // Not percent-encoding of ours: the rest of the list still counts.
    }
  }
  return ids;
}

/** Stored items, checked (storage is the page's to tamper with): throws on anything else. */
export function validateItems(value: unknown): CompareItem[] {
  if (!Array.isArray(value)) throw new Error('not a list');
  const items: CompareItem[] = [];
  for (const entry of value) {
    const { id, title } = (entry ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !id || items.some((item) => item.id === id)) continue;
    items.push({ id, title: typeof title === 'string' ? title : '' });
  }
  return items.slice(0, COMPARE_MAX);
}

/**
 * The selection this page starts with: the address's `compare=` when it has one (a shared link:
 * names from storage where the ids match), else what this tab stored on an earlier page.
 */
export function startingSelection(search: string): CompareItem[] {
  const stored = readJson('session', COMPARE_STORAGE_KEY, [], validateItems);
  const ids = readCompareParam(search);
  if (!ids) return stored;
  return ids.map((id) => ({ id, title: stored.find((item) => item.id === id)?.title ?? '' }));
}
