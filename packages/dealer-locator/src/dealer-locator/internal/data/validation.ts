import type { AddressComponent, LatLng } from './types';

/**
 * The search form's rules (spec §5) as pure functions; the view applies the error style, the
 * invalid flag, the configured required-error message and the focus.
 */

/** The validated fields, in the form's order: focus goes to the first invalid one. */
export const SEARCH_FIELDS = ['location', 'brand'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export interface SearchFormValues {
  location: string;
  brand: string;
  /**
   * Coordinates the location already has without text (popup lat/lng, a region's centre): a
   * known place counts as a filled-in location (README: Interpretations).
   */
  geocode?: LatLng | null;
}

export interface SearchFormRules {
  /** spec §5: brand is required when the brand selector exists. */
  hasBrandSelector: boolean;
  /** spec §5: location is required only when the page requires the user's location. */
  requireLocation: boolean;
}

/** The invalid fields, in form order; [] when the form may be submitted. */
export function validateSearchForm(
  values: SearchFormValues,
  rules: SearchFormRules,
): SearchField[] {
  const invalid: SearchField[] = [];
  if (rules.requireLocation && values.location.trim() === '' && !values.geocode)
    invalid.push('location');
  if (rules.hasBrandSelector && values.brand.trim() === '') invalid.push('brand');
  return invalid;
}

/** spec §5: errors appear only after a first submit attempt. */
export function visibleErrors(invalid: readonly SearchField[], attempted: boolean): SearchField[] {
  return attempted ? [...invalid] : [];
}

/** The field that takes focus after a failed submit (spec §5), or null. */
export function fieldToFocus(invalid: readonly SearchField[]): SearchField | null {
  return SEARCH_FIELDS.find((field) => invalid.includes(field)) ?? null;
}

/** The location box with what a search needs from it. */
export interface LocationState {
  text: string;
  geocode: LatLng | null;
  addressComponents: AddressComponent[];
}

/** spec §5: typing in or clearing the location box clears its coordinates. */
export function typeLocation(_state: LocationState, text: string): LocationState {
  return { text, geocode: null, addressComponents: [] };
}

/**
 * spec §5: when location is required, typing re-validates; otherwise the errors shown stay as
 * they are until the next submit. Returns whether to validate after this keystroke.
 */
export function revalidateOnType(rules: SearchFormRules, attempted: boolean): boolean {
  return rules.requireLocation && attempted;
}

/** spec §2/§5: the zipcode parameter: only letters, digits, underscore, hyphen, whitespace. */
export const ZIPCODE_PATTERN = /^[\p{L}\p{Nd}_\-\s]+$/u;

export function acceptZipcode(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  return ZIPCODE_PATTERN.test(value) ? value.trim() : null;
}

/** The accepted `zipcode` of a page query string (`location.search`), else null. */
export function zipcodeFromQuery(search: string): string | null {
  return acceptZipcode(new URLSearchParams(search).get('zipcode'));
}
