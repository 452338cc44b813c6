import { encodeUrlComponent } from '@mf/core/http/url-component';
import type { PopupDealer } from './popup-answer';
import { acceptUrl } from '../attributes/origins';

/** spec §7: the separator of dealerInfo_t. */
export const DEALER_INFO_SEPARATOR = '$$';

/** spec §7: the dealer parameters, in this order (dealerPhone only when the dealer has one). */
export const DEALER_PARAMETERS = [
  'BYO_Dealer_Number',
  'bYO_Dealer_Name',
  'bYO_Dealer_Address',
  'bYO_Dealer_City',
  'bYO_Dealer_State_Province',
  'bYO_Dealer_Zip_Postal',
  'dealerPhone',
  'dealerInfo_t',
] as const;

const DEALER_NAMES: ReadonlySet<string> = new Set(DEALER_PARAMETERS);

/** A query pair's name as a server reads it (form decoding); the raw text if it cannot decode. */
function pairName(pair: string): string {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The redirect address of spec §7: the redirect URL plus, in this order, BYO_Dealer_Number,
 * bYO_Dealer_Name, bYO_Dealer_Address, bYO_Dealer_City, bYO_Dealer_State_Province,
 * bYO_Dealer_Zip_Postal, dealerPhone (only when present), then dealerInfo_t, the '$$'-joined list
 * of the same values; each name and value encodeURIComponent-encoded (a space is %20).
 *
 * Built as text, not with URLSearchParams.set: `set` keeps a name already in the
 * redirect at its old place (the order breaks), leaves a stale dealerPhone there when the dealer
 * has none, and re-serialises the whole query (%20 becomes +, `?flag` becomes `flag=`). So every
 * pair of the redirect's query named like a dealer parameter (after form decoding, as its server
 * reads it) is dropped, the rest of its query is kept byte for byte, and the dealer's pairs follow
 * it, before any fragment.
 */
export function redirectAddress(redirect: URL, dealer: PopupDealer): string {
  const values: [string, string][] = [
    ['BYO_Dealer_Number', dealer.dealer_code],
    ['bYO_Dealer_Name', dealer.dealer_name],
    ['bYO_Dealer_Address', dealer.address.street],
    ['bYO_Dealer_City', dealer.address.city],
    ['bYO_Dealer_State_Province', dealer.address.state_code],
    ['bYO_Dealer_Zip_Postal', dealer.address.postal_code],
  ];
  if (dealer.phone_main) values.push(['dealerPhone', dealer.phone_main]);
  values.push(['dealerInfo_t', values.map(([, value]) => value).join(DEALER_INFO_SEPARATOR)]);
  const added = values
    .map(([name, value]) => `${encodeUrlComponent(name)}=${encodeUrlComponent(value)}`)
    .join('&');

  // The parsed href: '#' starts the fragment, the first '?' before it the query.
  const { href } = redirect;
  const hashAt = href.indexOf('#');
  const fragment = hashAt < 0 ? '' : href.slice(hashAt);
  const beforeHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const kept =
    query === ''
      ? ''
      : query
          .split('&')
          .filter((pair) => !DEALER_NAMES.has(pairName(pair)))
          .join('&');
  const joiner = kept === '' || kept.endsWith('&') ? '' : '&';
  return `${base}?${kept}${joiner}${added}${fragment}`;
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
