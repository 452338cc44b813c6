/**
 * The field groups of a LazyDealer (lazy-dealer.ts): the plain fields every entry keeps, the
 * groups computed together on first read, and how a kind of entry computes them.
 */
import type {
  BusinessHours,
  Dealer,
  DealerAddress,
  DistanceUnit,
  PerDepartment,
  PhoneLink,
} from './types';

/** The fields sorting, paging, filtering by type and the cache need: plain fields. */
export type EagerFields = Pick<
  Dealer,
  'id' | 'kind' | 'type' | 'dealer_code' | 'distance' | 'recommended'
>;

/** The other light fields but name, offerings and brands: computed together on first read. */
export interface DetailFields {
  type_translated: string;
  parent_dealership_code: string;
  distance_unit: DistanceUnit;
  region: string;
  doNotMap: boolean;
  location: string;
}

/** Offerings and brands: computed together on first read (the offering filter reads them). */
export interface OfferingFields {
  product_offerings: string[];
  brands: string[];
}

/** The fields computed from the place part of a record. */
export interface PlaceFields {
  address: DealerAddress;
  formatted_address: string;
  directions_link: string | null;
}

/** The fields computed from the contact part of a record. */
export interface ContactFields {
  phone_main: PhoneLink | null;
  phone: PerDepartment;
  email: PerDepartment;
  fax: string | null;
  business_hours: BusinessHours | null;
  website: string | null;
}

export type LightFields = Omit<Dealer, keyof PlaceFields | keyof ContactFields>;

/**
 * How one kind of entry computes its deferred fields from its source record and its context
 * (a dealership: the normalize options; a designated location: its dealership).
 */
export interface DeferredFields<Context> {
  /** Apart: the sort reads it for entries of equal distance only (cheap, kept per entry). */
  name(source: Record<string, unknown>, context: Context): string;
  details(source: Record<string, unknown>, context: Context): DetailFields;
  offerings(source: Record<string, unknown>, context: Context): OfferingFields;
  place(source: Record<string, unknown>): PlaceFields;
  contact(source: Record<string, unknown>, context: Context): ContactFields;
}
