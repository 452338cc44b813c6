import { parseInteger } from '@mf/core/parse/parse';
import {
  ALL_OFFERINGS,
  DEALERSHIP_TYPE,
  DESIGNATED_LOCATION_TYPES,
  DISTANCE_UNITS,
  type Dealer,
  type DistanceUnit,
  type LocationType,
  type LocationTypeOption,
  type ProductTypeOption,
} from './types';

/**
 * The filter bar's data (spec §2, §3 Filters, §4 Filters, §5): options derived from the cached
 * answer, filtering that answer without a new request, and the distance value parser.
 */

/** spec §2: the locations filter is hidden when fewer than 2 location types exist. */
export const MIN_LOCATION_TYPES_FOR_FILTER = 2;

const LOCATION_TYPE_ORDER: readonly LocationType[] = [
  DEALERSHIP_TYPE,
  ...DESIGNATED_LOCATION_TYPES,
];

export interface DealerFilter {
  /** Location types to keep; empty/undefined keeps every type. */
  locationTypes?: readonly string[];
  /** Offering value to keep; '' (ALL_OFFERINGS) or undefined keeps every dealer. */
  productType?: string;
}

/** spec §4: an offering or location-type change narrows the cached last response. */
export function filterDealers(dealers: readonly Dealer[], filter: DealerFilter = {}): Dealer[] {
  const types = filter.locationTypes?.length ? new Set(filter.locationTypes) : null;
  const offering = filter.productType ?? ALL_OFFERINGS;
  if (!types && offering === ALL_OFFERINGS) return dealers.slice();
  return dealers.filter(
    (dealer) =>
      (!types || types.has(dealer.type)) &&
      (offering === ALL_OFFERINGS || dealer.product_offerings.includes(offering)),
  );
}

/**
 * The location types present in the answer, in the spec's order (Dealership, then the four
 * designated types), labelled with the answer's translated type name.
 */
export function availableLocationTypes(
  dealers: readonly Dealer[],
  selected: readonly string[] = [],
): LocationTypeOption[] {
  const labels = new Map<LocationType, string>();
  for (const dealer of dealers)
    if (!labels.has(dealer.type)) labels.set(dealer.type, dealer.type_translated || dealer.type);
  return LOCATION_TYPE_ORDER.filter((type) => labels.has(type)).map((type) => ({
    value: type,
    label: labels.get(type) ?? type,
    selected: selected.includes(type),
  }));
}

export function showLocationTypeFilter(options: readonly LocationTypeOption[]): boolean {
  return options.length >= MIN_LOCATION_TYPES_FOR_FILTER;
}

/**
 * The offering options: the default (every offering) first, then the offerings present in the
 * answer: those named in the page's offerings map in the map's order, then any others in the
 * order first seen.
 */
export function availableOfferings(
  dealers: readonly Dealer[],
  offeringsMap: Readonly<Record<string, string>> = {},
  selected: string = ALL_OFFERINGS,
): ProductTypeOption[] {
  const present = new Set<string>();
  for (const dealer of dealers) for (const value of dealer.product_offerings) present.add(value);
  const mapped = Object.keys(offeringsMap).filter((value) => present.has(value));
  const others = [...present].filter((value) => !(value in offeringsMap));
  return [ALL_OFFERINGS, ...mapped, ...others].map((value) => ({
    value,
    selected: value === selected,
  }));
}

/** Value of the locations dropdown meaning every location type. */
export const ALL_LOCATION_TYPES = '*';

/**
 * The filter bar's options of one answer, before the selection. They depend on the answer (and the
 * page's offerings map) only: computed once per answer, so an offering or location-type change
 * marks the selection on them (selectFilterOptions) without scanning the answer again.
 */
export interface AnswerFilterOptions {
  locationTypes: readonly LocationTypeOption[];
  offerings: readonly ProductTypeOption[];
}

export function answerFilterOptions(
  dealers: readonly Dealer[],
  offeringsMap: Readonly<Record<string, string>> = {},
): AnswerFilterOptions {
  return {
    locationTypes: availableLocationTypes(dealers),
    offerings: availableOfferings(dealers, offeringsMap),
  };
}

export interface AppliedFilter {
  locationTypes: readonly string[];
  productType: string;
}

/**
 * spec §4: applied filters stay applied while the answer still offers them; a location type or
 * offering the answer lacks is dropped (every type, every offering). The same array comes back
 * when nothing is dropped, so memoized results keep their inputs.
 */
export function appliedFilter(options: AnswerFilterOptions, filter: AppliedFilter): AppliedFilter {
  const offered = (value: string) => options.locationTypes.some((option) => option.value === value);
  const locationTypes = filter.locationTypes.every(offered)
    ? filter.locationTypes
    : filter.locationTypes.filter(offered);
  const productType = options.offerings.some((option) => option.value === filter.productType)
    ? filter.productType
    : ALL_OFFERINGS;
  return { locationTypes, productType };
}

/** The options with the applied filter marked selected: a pass over the options, not the answer. */
export function selectFilterOptions(
  options: AnswerFilterOptions,
  applied: AppliedFilter,
): { location_types: LocationTypeOption[]; product_types: ProductTypeOption[] } {
  return {
    location_types: options.locationTypes.map((option) => ({
      ...option,
      selected: applied.locationTypes.includes(option.value),
    })),
    product_types: options.offerings.map((option) => ({
      ...option,
      selected: option.value === applied.productType,
    })),
  };
}

/** spec §2: the offerings filter is hidden when there is no real offering beyond the default. */
export function showOfferingFilter(options: readonly ProductTypeOption[]): boolean {
  return options.some((option) => option.value !== ALL_OFFERINGS);
}

/** The page's label for an offering value, else the value itself. */
export function offeringLabel(
  value: string,
  offeringsMap: Readonly<Record<string, string>>,
): string {
  const label = Object.prototype.hasOwnProperty.call(offeringsMap, value)
    ? offeringsMap[value]
    : '';
  return label || value;
}

export interface DistanceChoice {
  radius: number;
  distance_unit: DistanceUnit;
}

/**
 * spec §5: the distance filter value is 'radius unit'. The radius must parse as a positive
 * integer and a unit must be present (the separator), otherwise null = no change. An empty unit
 * ('50 ') falls back to the form's distance_unit; a unit other than mi/km is no change either.
 */
export function parseDistanceValue(value: string, formUnit: string): DistanceChoice | null {
  const separator = value.indexOf(' ');
  if (separator < 0) return null;
  const radius = parseInteger(value.slice(0, separator));
  if (radius === null || radius <= 0) return null;
  const unit = (value.slice(separator + 1).trim() || formUnit.trim()).toLowerCase();
  if (!(DISTANCE_UNITS as readonly string[]).includes(unit)) return null;
  return { radius, distance_unit: unit as DistanceUnit };
}
