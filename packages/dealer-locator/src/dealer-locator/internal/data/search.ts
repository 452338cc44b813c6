import { encodeUrlComponent } from '@mf/core/http/url-component';
import { apiFetch, ApiFetchError } from '@mf/core/http/api-fetch';
import { normalizeDealers } from './normalize';
import type { Dealer, DetailResult, DistanceUnit, SearchRequest } from './types';

/**
 * The two calls of spec §7. Answers are normalized here, at the boundary, so callers get typed
 * dealers or an ApiFetchError (network, non-OK, not JSON, not a list). AbortError is rethrown
 * untouched so a superseded search stays silent (spec §8).
 */

export interface CallOptions {
  signal?: AbortSignal;
  /** spec §7: content-management token path; the token is sent as the CSRF-Token header. */
  tokenPath?: string;
}

/** Status used when the answer is JSON but not the list of dealer records spec §7 promises. */
export const BAD_ANSWER_STATUS = 502;
export const NOT_A_LIST_MESSAGE = 'The answer was not a list of dealers.';

function asList(answer: unknown): unknown[] {
  if (!Array.isArray(answer)) throw new ApiFetchError(BAD_ANSWER_STATUS, NOT_A_LIST_MESSAGE);
  return answer;
}

/** The JSON body of spec §7, with exactly its fields (no extra form state leaks out). */
export function searchBody(request: SearchRequest): SearchRequest {
  return {
    brand: request.brand,
    region: request.region,
    country: request.country,
    contract: request.contract,
    radius: request.radius,
    distance_unit: request.distance_unit,
    geocode: request.geocode
      ? { latitude: request.geocode.latitude, longitude: request.geocode.longitude }
      : null,
    dealer_name: request.dealer_name,
    address_components: request.address_components,
  };
}

/** POST the search (spec §7) and normalize the answer, designated locations included. */
export async function searchDealers(
  endpoint: string,
  request: SearchRequest,
  options: CallOptions = {},
): Promise<Dealer[]> {
  const answer = await apiFetch<unknown>(endpoint, {
    method: 'POST',
    body: searchBody(request),
    signal: options.signal,
    tokenPath: options.tokenPath || undefined,
  });
  return normalizeDealers(asList(answer), {
    brand: request.brand,
    distanceUnit: request.distance_unit,
  });
}

export interface DetailOptions extends CallOptions {
  /** spec §7: when set, only dealers whose brands include it are kept. */
  brand?: string;
  distanceUnit?: DistanceUnit;
}

/** The detail URL: the endpoint plus `dealerId={code}` (spec §7), keeping existing parameters. */
export function detailUrl(endpoint: string, dealerCode: string): string {
  const separator = endpoint.includes('?') ? '&' : '?';
  return `${endpoint}${separator}dealerId=${encodeUrlComponent(dealerCode)}`;
}

/**
 * GET the detail (spec §7): a list of dealers; with a brand only those carrying it; the one with
 * the matching code is the detail, the others are its related dealers.
 */
export async function fetchDealerDetail(
  endpoint: string,
  dealerCode: string,
  options: DetailOptions = {},
): Promise<DetailResult> {
  const answer = await apiFetch<unknown>(detailUrl(endpoint, dealerCode), {
    signal: options.signal,
  });
  const brand = (options.brand ?? '').trim().toLowerCase();
  const dealers = normalizeDealers(asList(answer), {
    brand: options.brand,
    distanceUnit: options.distanceUnit,
    includeDesignated: false,
  }).filter((dealer) => !brand || dealer.brands.some((code) => code.toLowerCase() === brand));
  return {
    dealer: dealers.find((dealer) => dealer.dealer_code === dealerCode) ?? null,
    related: dealers.filter((dealer) => dealer.dealer_code !== dealerCode),
  };
}
