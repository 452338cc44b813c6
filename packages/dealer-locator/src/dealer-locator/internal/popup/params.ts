import { parseColor, parseDecimal, parseIdentifier, parseInteger } from '@mf/core/parse/parse';
import type { DistanceUnit } from '../data/types';

/**
 * The popup's page-address query parameters (spec §2 "Popup mode", §5). Each is parsed strictly
 * with the core parsers; a bad value is ignored with a console message and never breaks the
 * page. An absent or empty parameter is simply not set (no message).
 */
export interface PopupParams {
  brand: string | null;
  region: string | null;
  country: string | null;
  contract: string | null;
  /** lat and lng together: the search centre and the map centre; null unless both are valid. */
  center: { lat: number; lng: number } | null;
  /** Map zoom (Google's 0 to 22). */
  zoom: number | null;
  /** Dealer code shown selected once the first results arrive. */
  selectedDealer: string | null;
  /** Initial search radius: a positive integer. */
  radius: number | null;
  /** spec §5: only mi or km; when set, distance options in the other unit are removed. */
  distanceUnit: DistanceUnit | null;
  /** spec §9: marker background (white marker text); a strict colour (parseColor). */
  brandColor: string | null;
  /** The raw byo_redirect value; checked against the allow-list by the caller (redirect.ts). */
  redirect: string | null;
}

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
/** A radius beyond this is no local dealer search (half the Earth's circumference in km). */
export const MAX_RADIUS = 20000;

const LOG = 'mf-dealer-locator: popup parameter';

function ignored(name: string, value: string, rule: string): null {
  console.warn(`${LOG} ${name}="${value}" ignored: ${rule}.`);
  return null;
}

function identifier(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  if (value === null || value.trim() === '') return null;
  return parseIdentifier(value) ?? ignored(name, value, 'letters, digits, _ and - only');
}

function inRange(
  params: URLSearchParams,
  name: string,
  parse: (value: string) => number | null,
  min: number,
  max: number,
  rule: string,
): number | null {
  const value = params.get(name);
  if (value === null || value.trim() === '') return null;
  const number = parse(value);
  return number !== null && number >= min && number <= max ? number : ignored(name, value, rule);
}

function center(params: URLSearchParams): PopupParams['center'] {
  const lat = inRange(params, 'lat', parseDecimal, -90, 90, 'a decimal from -90 to 90');
  const lng = inRange(params, 'lng', parseDecimal, -180, 180, 'a decimal from -180 to 180');
  if (lat !== null && lng !== null) return { lat, lng };
  if (lat !== null || lng !== null)
    console.warn(`${LOG}s lat and lng are used together; one of them is missing or invalid.`);
  return null;
}

function distanceUnit(params: URLSearchParams): DistanceUnit | null {
  const value = params.get('distance_unit');
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  return text === 'mi' || text === 'km' ? text : ignored('distance_unit', value, 'only mi or km');
}

function brandColor(params: URLSearchParams): string | null {
  const value = params.get('brand_color');
  if (value === null || value.trim() === '') return null;
  // spec §5/§8: parseColor logs the console error itself.
  return parseColor(value, 'mf-dealer-locator: "brand_color"');
}

/** Reads the popup parameters from a query string (`location.search`). Never throws. */
export function parsePopupParams(search: string): PopupParams {
  const params = new URLSearchParams(search);
  const redirect = params.get('byo_redirect');
  return {
    brand: identifier(params, 'brand'),
    region: identifier(params, 'region'),
    country: identifier(params, 'country'),
    contract: identifier(params, 'contract'),
    center: center(params),
    zoom: inRange(params, 'zoom', parseInteger, MIN_ZOOM, MAX_ZOOM, 'an integer from 0 to 22'),
    selectedDealer: identifier(params, 'selected_dealer'),
    radius: inRange(
      params,
      'default_radius',
      parseInteger,
      1,
      MAX_RADIUS,
      `a whole number from 1 to ${MAX_RADIUS}`,
    ),
    distanceUnit: distanceUnit(params),
    brandColor: brandColor(params),
    redirect: redirect === null || redirect.trim() === '' ? null : redirect,
  };
}

/**
 * spec §5: when the popup sets a unit, distance options in the other unit are removed. An option
 * is 'radius unit' (parseDistanceValue); one without a unit counts as the popup's unit.
 */
export function distanceOptionsFor<T extends { value: string }>(
  options: readonly T[],
  unit: DistanceUnit | null,
): T[] {
  if (!unit) return [...options];
  return options.filter((option) => {
    const written = option.value.trim().split(/\s+/)[1];
    return written === undefined || written === unit;
  });
}
