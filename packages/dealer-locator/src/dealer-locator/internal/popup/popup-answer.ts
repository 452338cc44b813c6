import { apiFetch, ApiFetchError } from '@mf/core/http/api-fetch';
import { normalizeDealers } from '../data/normalize';
import { field, isRecord, number, text } from '../data/read';
import { BAD_ANSWER_STATUS, searchBody, type CallOptions } from '../data/search';
import type { Dealer, SearchRequest } from '../data/types';

/**
 * The popup's search call and the boundary of its answer (spec §3 popup dealer fields, §7 "In
 * popup mode the fetcher's path and payload are not shown", §9 "page size comes from the
 * server (perPage)"). Chosen here (README "Popup mode"): the same POST of the §7 JSON body to
 * the element's `search-endpoint`; the answer is `{ "perPage": 10, "dealers": [records] }`.
 */

/** The opaque record handed to the opener (spec §3): a JSON object or a non-empty string. */
export type SalesforceRecord = Record<string, unknown> | string;

/** spec §3: what popup mode adds to a dealer, as the hand-back needs it. */
export interface PopupDealer {
  dealer_code: string;
  dealer_name: string;
  /** '' when the record has no main phone (the redirect then leaves dealerPhone out). */
  phone_main: string;
  address: { street: string; city: string; state_code: string; postal_code: string };
  salesforce_record: SalesforceRecord;
}

export interface PopupAnswer {
  dealers: Dealer[];
  /** The server's page size; null when missing or unusable (the page's per-page is used). */
  perPage: number | null;
  /** Hand-back fields by dealer code; dealers without a usable salesforce_record are absent. */
  fields: Map<string, PopupDealer>;
}

/** A server page size beyond this is not a page (and would make a very long list). */
export const MAX_SERVER_PER_PAGE = 100;
export const NOT_A_POPUP_ANSWER = 'The answer was not { perPage, dealers }.';

function salesforceRecord(value: unknown): SalesforceRecord | null {
  if (isRecord(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return null;
}

/** The hand-back fields of one source record, or null without a code or a salesforce_record. */
export function popupDealer(record: unknown): PopupDealer | null {
  const code = text(field(record, 'dealer_code'));
  const salesforce = salesforceRecord(field(record, 'salesforce_record'));
  if (!code || !salesforce) return null;
  const address = field(record, 'address');
  return {
    dealer_code: code,
    dealer_name: text(field(record, 'dealer_name')) || text(field(record, 'name')),
    phone_main: text(field(field(record, 'phone'), 'main')),
    address: {
      street: text(field(address, 'street')),
      city: text(field(address, 'city')),
      state_code: text(field(address, 'state_code')) || text(field(address, 'state')),
      postal_code: text(field(address, 'postal_code')),
    },
    salesforce_record: salesforce,
  };
}

/** The server's perPage when a whole number from 1 to MAX_SERVER_PER_PAGE; else null (logged). */
export function serverPerPage(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  const n = number(value);
  if (n !== null && Number.isInteger(n) && n >= 1 && n <= MAX_SERVER_PER_PAGE) return n;
  console.warn(
    `mf-dealer-locator: the popup answer's perPage ${JSON.stringify(value)} is unusable.`,
  );
  return null;
}

/**
 * Normalises a popup answer. `{ perPage, dealers }` is the contract; a bare list of records is
 * taken too (no server page size then). Anything else is an ApiFetchError (shown as the results
 * error, logged). A record's `dealer_name` stands in for a missing `name`.
 */
export function readPopupAnswer(
  answer: unknown,
  options: { brand?: string; distanceUnit?: SearchRequest['distance_unit'] } = {},
): PopupAnswer {
  const list = Array.isArray(answer) ? answer : field(answer, 'dealers');
  if (!Array.isArray(list)) throw new ApiFetchError(BAD_ANSWER_STATUS, NOT_A_POPUP_ANSWER);
  const fields = new Map<string, PopupDealer>();
  const records = list.map((record) => {
    const popup = popupDealer(record);
    if (popup && !fields.has(popup.dealer_code)) fields.set(popup.dealer_code, popup);
    return isRecord(record) && !text(record.name) && popup?.dealer_name
      ? { ...record, name: popup.dealer_name }
      : record;
  });
  return {
    dealers: normalizeDealers(records, options),
    perPage: Array.isArray(answer) ? null : serverPerPage(field(answer, 'perPage')),
    fields,
  };
}

/** POSTs the §7 body to the endpoint and reads the popup answer (abort stays an AbortError). */
export async function searchPopupDealers(
  endpoint: string,
  request: SearchRequest,
  options: CallOptions = {},
): Promise<PopupAnswer> {
  const answer = await apiFetch<unknown>(endpoint, {
    method: 'POST',
    body: searchBody(request),
    signal: options.signal,
    tokenPath: options.tokenPath || undefined,
  });
  return readPopupAnswer(answer, { brand: request.brand, distanceUnit: request.distance_unit });
}
