import type { PopupDealer } from './popup-answer';
import { acceptUrl } from './origins';

/** spec §7: the separator of dealerInfo_t. */
export const DEALER_INFO_SEPARATOR = '$$';

/**
 * The redirect address of spec §7: the redirect URL (its own query kept) plus, in this order,
 * BYO_Dealer_Number, bYO_Dealer_Name, bYO_Dealer_Address, bYO_Dealer_City,
 * bYO_Dealer_State_Province, bYO_Dealer_Zip_Postal, dealerPhone (only when present), then
 * dealerInfo_t, the '$$'-joined list of the same values. URLSearchParams encodes every value
 * (application/x-www-form-urlencoded: a space becomes '+'). A parameter of the same name
 * already in the redirect is replaced, so the dealer's values are the only ones.
 */
export function redirectAddress(redirect: URL, dealer: PopupDealer): string {
  const url = new URL(redirect.href);
  const values: [string, string][] = [
    ['BYO_Dealer_Number', dealer.dealer_code],
    ['bYO_Dealer_Name', dealer.dealer_name],
    ['bYO_Dealer_Address', dealer.address.street],
    ['bYO_Dealer_City', dealer.address.city],
    ['bYO_Dealer_State_Province', dealer.address.state_code],
    ['bYO_Dealer_Zip_Postal', dealer.address.postal_code],
  ];
  if (dealer.phone_main) values.push(['dealerPhone', dealer.phone_main]);
  for (const [name, value] of values) url.searchParams.set(name, value);
  url.searchParams.set(
    'dealerInfo_t',
    values.map(([, value]) => value).join(DEALER_INFO_SEPARATOR),
  );
  return url.href;
}

/**
 * spec §2/§5: the byo_redirect parameter, accepted only on a configured origin; null (and
 * logged by acceptUrl) otherwise. Without any configured origin every redirect is refused.
 */
export function acceptRedirect(raw: string | null, allowed: readonly string[]): URL | null {
  if (raw === null) return null;
  if (allowed.length === 0) {
    console.error('mf-dealer-locator: byo_redirect ignored: the page lists no redirect-origins.');
    return null;
  }
  return acceptUrl(raw, allowed, 'byo_redirect');
}
