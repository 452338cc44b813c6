import type {
  BusinessHours,
  Dealer,
  DealerAddress,
  DealerKind,
  DistanceUnit,
  LocationType,
  PerDepartment,
  PhoneLink,
} from './types';

/**
 * A normalized Dealer whose place and contact fields are computed on first read (bench: for a
 * 10,000-record answer, sorting and the first page need only codes, names, distances,
 * recommendations and offerings; building every phone, email, schedule and link up front cost
 * about six times more). The values are exactly those normalize.ts would compute eagerly, from
 * the same never-throwing functions.
 *
 * Read its fields like any Dealer. It is not a plain object: spreading it (`{ ...dealer }`)
 * or `Object.keys` leaves the computed fields out; use `toPlainDealer(dealer)` (or JSON, which
 * goes through toJSON) for a plain copy.
 */

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

/** How one kind of entry computes its deferred fields from its source record. */
export interface DeferredFields {
  place(source: Record<string, unknown>): PlaceFields;
  contact(source: Record<string, unknown>, owner: Dealer | null): ContactFields;
}

interface Deferred {
  readonly fields: DeferredFields;
  readonly source: Record<string, unknown>;
  /** The dealership of a designated location (its website). */
  readonly owner: Dealer | null;
  place?: PlaceFields;
  contact?: ContactFields;
}

export class LazyDealer implements Dealer {
  id: string;
  kind: DealerKind;
  isDesignatedLocation: boolean;
  type: LocationType;
  type_translated: string;
  dealer_code: string;
  parent_dealership_code: string;
  name: string;
  distance: number | null;
  distance_unit: DistanceUnit;
  region: string;
  recommended: boolean | null;
  product_offerings: string[];
  dealershipCounter: string;
  brands: string[];
  doNotMap: boolean;
  location: string;
  readonly #deferred: Deferred;

  constructor(light: LightFields, deferred: Deferred) {
    // Assigned one by one (not Object.assign) so every instance shares one hidden class.
    this.id = light.id;
    this.kind = light.kind;
    this.isDesignatedLocation = light.isDesignatedLocation;
    this.type = light.type;
    this.type_translated = light.type_translated;
    this.dealer_code = light.dealer_code;
    this.parent_dealership_code = light.parent_dealership_code;
    this.name = light.name;
    this.distance = light.distance;
    this.distance_unit = light.distance_unit;
    this.region = light.region;
    this.recommended = light.recommended;
    this.product_offerings = light.product_offerings;
    this.dealershipCounter = light.dealershipCounter;
    this.brands = light.brands;
    this.doNotMap = light.doNotMap;
    this.location = light.location;
    this.#deferred = deferred;
  }

  static create(
    light: LightFields,
    fields: DeferredFields,
    source: Record<string, unknown>,
    owner: Dealer | null = null,
  ): LazyDealer {
    return new LazyDealer(light, { fields, source, owner });
  }

  #place(): PlaceFields {
    const deferred = this.#deferred;
    return (deferred.place ??= deferred.fields.place(deferred.source));
  }

  #contact(): ContactFields {
    const deferred = this.#deferred;
    return (deferred.contact ??= deferred.fields.contact(deferred.source, deferred.owner));
  }

  get address(): DealerAddress {
    return this.#place().address;
  }

  get formatted_address(): string {
    return this.#place().formatted_address;
  }

  get directions_link(): string | null {
    return this.#place().directions_link;
  }

  get phone_main(): PhoneLink | null {
    return this.#contact().phone_main;
  }

  get phone(): PerDepartment {
    return this.#contact().phone;
  }

  get email(): PerDepartment {
    return this.#contact().email;
  }

  get fax(): string | null {
    return this.#contact().fax;
  }

  get business_hours(): BusinessHours | null {
    return this.#contact().business_hours;
  }

  get website(): string | null {
    return this.#contact().website;
  }

  /** A copy with another letter, sharing the computed fields (arrange.ts letters pages). */
  withCounter(dealershipCounter: string): LazyDealer {
    return new LazyDealer({ ...this.light(), dealershipCounter }, this.#deferred);
  }

  light(): LightFields {
    return {
      id: this.id,
      kind: this.kind,
      isDesignatedLocation: this.isDesignatedLocation,
      type: this.type,
      type_translated: this.type_translated,
      dealer_code: this.dealer_code,
      parent_dealership_code: this.parent_dealership_code,
      name: this.name,
      distance: this.distance,
      distance_unit: this.distance_unit,
      region: this.region,
      recommended: this.recommended,
      product_offerings: this.product_offerings,
      dealershipCounter: this.dealershipCounter,
      brands: this.brands,
      doNotMap: this.doNotMap,
      location: this.location,
    };
  }

  toJSON(): Dealer {
    return { ...this.light(), ...this.#place(), ...this.#contact() };
  }
}

/** A plain object with every field of the dealer (lazy or not). */
export function toPlainDealer(dealer: Dealer): Dealer {
  return dealer instanceof LazyDealer ? dealer.toJSON() : { ...dealer };
}

/** A copy of the dealer with another letter. */
export function withCounter(dealer: Dealer, dealershipCounter: string): Dealer {
  return dealer instanceof LazyDealer
    ? dealer.withCounter(dealershipCounter)
    : { ...dealer, dealershipCounter };
}
