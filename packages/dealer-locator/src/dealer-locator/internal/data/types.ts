/**
 * The dealer locator's data types (spec §3, §7). Everything the network sends is `unknown` until
 * normalize.ts turns it into these shapes; inside the element everything is typed. The UI codes
 * against this file: keep it stable, additions only.
 */

/** spec §9: weekdays monday to sunday, in display order. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** spec §9: the four designated location types, in the order they are shown. */
export const DESIGNATED_LOCATION_TYPES = [
  'Mobile Workshop',
  'Parts Drop',
  'Service Vehicle',
  'Lube Truck',
] as const;
export type DesignatedLocationType = (typeof DESIGNATED_LOCATION_TYPES)[number];

/** spec §3: a dealer's `type` is Dealership; a designated location keeps its own type. */
export const DEALERSHIP_TYPE = 'Dealership';
export type LocationType = typeof DEALERSHIP_TYPE | DesignatedLocationType;

/** spec §3: the departments with their own phone and email. */
export const DEPARTMENTS = [
  'main',
  'sales',
  'parts',
  'after_hours_parts',
  'service',
  'after_hours_service',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** A value per department; null when the record has none (or only an unusable one). */
export type PerDepartment = Record<Department, string | null>;

export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** spec §9: product offerings are the brand's machinery list plus Parts and Service. */
export const PARTS_OFFERING = 'Parts';
export const SERVICE_OFFERING = 'Service';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface DealerAddress {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  /** null when the record has no usable coordinate (such a dealer cannot be mapped). */
  latitude: number | null;
  longitude: number | null;
}

export interface PhoneLink {
  /** The number as the dealer writes it. */
  label: string;
  /** A `tel:` link holding only `+` and digits (safe to put in an href). */
  href: string;
}

export interface OpeningHours {
  start_time: string;
  end_time: string;
}

export interface BusinessHours {
  /** spec §5: null when the day is closed; an open day always has both start and end. */
  days: Record<Weekday, OpeningHours | null>;
}

export type DealerKind = 'dealership' | 'designated';

/**
 * The normalized dealer (spec §3). Designated locations are entries of their own. Dealers from
 * normalize.ts are LazyDealers (lazy-dealer.ts: most fields computed on first read): read the
 * fields, never spread them; use toPlainDealer() for a plain copy.
 */
export interface Dealer {
  /** Unique within one answer: the dealer code, or `{dealer_code}~{n}` for a designated location. */
  id: string;
  kind: DealerKind;
  isDesignatedLocation: boolean;
  type: LocationType;
  type_translated: string;
  /** For a designated location: the code of the dealership it belongs to. */
  dealer_code: string;
  parent_dealership_code: string;
  name: string;
  address: DealerAddress;
  /** 'street, city, state postal_code' without empty parts. */
  formatted_address: string;
  /** null when the dealer has no usable main phone. */
  phone_main: PhoneLink | null;
  phone: PerDepartment;
  /** Only addresses that look like an email address (safe for a mailto: link). */
  email: PerDepartment;
  fax: string | null;
  /** spec §9: one decimal; null when the answer carries no distance (e.g. detail calls). */
  distance: number | null;
  distance_unit: DistanceUnit;
  /** Map-directions URL from latitude/longitude at zoom 14; null without coordinates. */
  directions_link: string | null;
  /** null when the record says nothing usable about opening hours. */
  business_hours: BusinessHours | null;
  /** Only http(s) URLs (core/parse safeHttpUrl); null otherwise. */
  website: string | null;
  region: string;
  /** spec §9: region SA holds back non-recommended (null) dealers behind see-more. */
  recommended: boolean | null;
  /** Offering values: the brand's machinery list, then Parts and Service by their flags. */
  product_offerings: string[];
  /** Marker/list letter: A..Z, AA, AB, ... (spreadsheet-style), by position after sorting. */
  dealershipCounter: string;
  /** Brand codes this dealer carries. */
  brands: string[];
  /** The source's doNotMap flag: listed but no marker. */
  doNotMap: boolean;
  /** Designated locations: the coverage/location text of the source; '' otherwise. */
  location: string;
}

/** One brand of a source record (spec §3). */
export interface RawBrand {
  code?: unknown;
  product_offerings?: { machinery?: unknown; parts?: unknown; service?: unknown } | unknown;
}

/** spec §3: a designated location as the source sends it. */
export interface RawDesignatedLocation {
  locationName?: unknown;
  type?: unknown;
  type_translated?: unknown;
  city?: unknown;
  state?: unknown;
  postal_code?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  location?: unknown;
  distance?: unknown;
  distance_unit?: unknown;
  phone?: unknown;
  email?: unknown;
}

/**
 * A dealer record as the search and detail endpoints send it. Every field is `unknown`: the
 * record is only trusted after normalize.ts. `business_hours.days[day]` is
 * `{ closed?: boolean, start_time?: string, end_time?: string }`.
 */
export interface RawDealerRecord {
  type?: unknown;
  type_translated?: unknown;
  dealer_code?: unknown;
  parent_dealership_code?: unknown;
  name?: unknown;
  address?: unknown;
  location?: unknown;
  phone?: unknown;
  email?: unknown;
  fax?: unknown;
  distance?: unknown;
  distance_unit?: unknown;
  business_hours?: unknown;
  website?: unknown;
  region?: unknown;
  recommended?: unknown;
  brands?: unknown;
  doNotMap?: unknown;
  designatedlocations?: unknown;
}

/**
 * spec §3: the kept address component types (KEPT_ADDRESS_COMPONENT_TYPES) and the component
 * shape live in the Maps seam (core/maps/geocoding), which produces them; only the types are
 * re-exported here, so the geocoding code stays in its lazy chunk (places/location-services.ts).
 */
export type { KeptAddressComponentType, AddressComponent } from '@mf/core/maps/geocoding';
import type { AddressComponent } from '@mf/core/maps/geocoding';

/** The JSON body of the search call (spec §3 search request fields, §7). */
export interface SearchRequest {
  brand: string;
  region: string;
  country: string;
  contract: string;
  radius: number;
  distance_unit: DistanceUnit;
  /** The searched location; null for a search by region or dealer name alone. */
  geocode: LatLng | null;
  /** '' when the dealer-name toggle is off. */
  dealer_name: string;
  address_components: AddressComponent[];
}

export interface LocationTypeOption {
  value: LocationType;
  label: string;
  selected: boolean;
}

export interface ProductTypeOption {
  value: string;
  selected: boolean;
}

/** The filter bar's state (spec §3 Filters). */
export interface Filters {
  radius: number;
  distance_unit: DistanceUnit;
  /** The chosen offering value; '' (ALL_OFFERINGS) means every offering. */
  product_type: string;
  location_types: LocationTypeOption[];
  product_types: ProductTypeOption[];
  /**
   * A new answer's offerings are gathered after its first page is painted (the scan reads every
   * entry's offerings: search/use-search-results.ts). Until then `product_types` holds only the
   * default and the filter bar says it is busy.
   */
  offeringsPending: boolean;
  /**
   * While the offerings are pending: the dealers of the page shown have offerings, so the answer
   * has some and the offerings filter shows (with the default alone until they are gathered). The
   * filter bar keeps the dropdown's place: nothing after it moves when the options arrive.
   */
  offeringsExpected: boolean;
}

/** The default offering: no narrowing (spec §2: 'no real offerings beyond the default'). */
export const ALL_OFFERINGS = '';

/** spec §3 Paged results. */
export interface PagedResults {
  /** pages[0] is page 1; each page holds at most perPage dealers. */
  pages: Dealer[][];
  /** Number of listed dealers (held-back ones not included). */
  total: number;
  perPage: number;
  userLocation: LatLng | null;
  brand: string;
  /** spec §9 region SA: non-recommended dealers revealed by see-more; [] elsewhere. */
  heldBack: Dealer[];
}

/** spec §4: 'Results show start, end and total per page' (1-based, inclusive). */
export interface PageRange {
  start: number;
  end: number;
  total: number;
}

/** spec §9: page size default 25. */
export const DEFAULT_PER_PAGE = 25;

/** The detail call's answer (spec §7): the matching dealer and its related dealers. */
export interface DetailResult {
  /** null when no dealer in the answer has the requested code (or carries the brand). */
  dealer: Dealer | null;
  related: Dealer[];
}

/** spec §3 Search form options, read from the element's attributes. */
export interface SearchFormOptions {
  brand: string;
  region: string;
  country: string;
  contract: string;
  radius: number;
  distance_unit: DistanceUnit;
  /** Offering value -> label, read from the page. */
  offerings: Record<string, string>;
}
