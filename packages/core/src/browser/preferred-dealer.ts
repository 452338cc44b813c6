/**
 * The visitor's preferred dealer, kept in localStorage under `mf-preferreddealer`
 * (site-components spec §3 "Preferred dealer: dealer_code, dealer_name, phone.main. The storage
 * key mf-preferreddealer exists"; dealer-locator spec §3). The dealer locator writes it; the lead
 * forms read its dealer_code (site-components spec §7, DealerCode frame parameter).
 *
 * Stored shape: `{ "dealer_code": "A123", "dealer_name": "Green Acres", "phone": { "main": "+1 555" } }`.
 * Unreadable data is logged and ignored (spec §8 "Storage read failure ... logged and ignored";
 * dealer-locator §8 "Stored preferred dealer ... that cannot be parsed: logged and ignored
 * (preferred dealer falls back to empty)").
 */
import { readJson, removeItem, writeJson } from './storage';

export const PREFERRED_DEALER_KEY = 'mf-preferreddealer';

/** Same-document notification after a write or clear (the `storage` event only reaches other tabs). */
export const PREFERRED_DEALER_CHANGE_EVENT = 'mf-preferred-dealer-stored';

export interface PreferredDealer {
  dealer_code: string;
  dealer_name: string;
  phone: { main: string };
}

/**
 * Validates stored data. A dealer_code is required (a record without one is no preference);
 * name and phone are optional and normalised to ''. Spec §3: "A dealer_code is also read from
 * browser local storage and not checked": its content is not checked beyond being text.
 */
export function parsePreferredDealer(value: unknown): PreferredDealer | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new Error('preferred dealer must be a JSON object');
  const record = value as Record<string, unknown>;
  const code = record.dealer_code;
  if (typeof code !== 'string' && typeof code !== 'number')
    throw new Error('preferred dealer: dealer_code must be a string');
  const name = typeof record.dealer_name === 'string' ? record.dealer_name : '';
  const phone = record.phone;
  let main = '';
  if (typeof phone === 'string') main = phone;
  else if (
    phone &&
    typeof phone === 'object' &&
    typeof (phone as { main?: unknown }).main === 'string'
  )
    main = (phone as { main: string }).main;
  const dealerCode = String(code).trim();
  if (!dealerCode) return null;
  return { dealer_code: dealerCode, dealer_name: name, phone: { main } };
}

/** The stored preferred dealer, or null when none or unreadable (logged). */
export function readPreferredDealer(): PreferredDealer | null {
  return readJson<PreferredDealer | null>(
    'local',
    PREFERRED_DEALER_KEY,
    null,
    parsePreferredDealer,
  );
}

function announce(): void {
  if (typeof window !== 'undefined')
    window.dispatchEvent(new CustomEvent(PREFERRED_DEALER_CHANGE_EVENT));
}

/**
 * Stores the preferred dealer; null (or a dealer without a code: dealer-locator spec §4 "Choosing
 * with no dealer code clears the preferred dealer") clears it. Returns whether storage accepted it.
 */
export function writePreferredDealer(dealer: PreferredDealer | null): boolean {
  if (!dealer || !dealer.dealer_code) {
    removeItem('local', PREFERRED_DEALER_KEY);
    announce();
    return true;
  }
  const stored = writeJson('local', PREFERRED_DEALER_KEY, {
    dealer_code: dealer.dealer_code,
    dealer_name: dealer.dealer_name,
    phone: { main: dealer.phone.main },
  });
  announce();
  return stored;
}

/** Calls `listener` when the preferred dealer changes in this document or another tab. */
export function onPreferredDealerChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PREFERRED_DEALER_KEY) listener();
  };
  window.addEventListener(PREFERRED_DEALER_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(PREFERRED_DEALER_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
