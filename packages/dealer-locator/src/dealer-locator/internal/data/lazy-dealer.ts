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
import type {
  ContactFields,
  DeferredFields,
  DetailFields,
  LightFields,
  OfferingFields,
  PlaceFields,
} from './lazy-fields';

/**
 * A normalized Dealer that keeps only what sorting, paging and the cache need as plain fields
 * (id, kind, type, code, distance, recommended, letter) and computes every other field on
 * first read, from the same never-throwing functions normalize.ts always used (bench: for a
 * 10,000-record answer the first page needs 25 full dealers, not 15,000; building the offerings,
 * brands, phones, emails, schedules and links of every entry up front cost most of the time,
 * half of it in garbage collection).
 *
 * Read its fields like any Dealer. It is not a plain object: spreading it (`{ ...dealer }`)
 * or `Object.keys` leaves the computed fields out; use `toPlainDealer(dealer)` (or JSON, which
 * goes through toJSON) for a plain copy.
 */

/** The computed parts, shared by a dealer and its lettered copies so each is computed once. */
interface Computed {
  details?: DetailFields;
  offerings?: OfferingFields;
  place?: PlaceFields;
  contact?: ContactFields;
}

export class LazyDealer implements Dealer {
  id: string;
  kind: DealerKind;
  type: LocationType;
  dealer_code: string;
  distance: number | null;
  recommended: boolean | null;
  dealershipCounter: string;
  // No separate state object per entry: fewer and smaller objects for the garbage collector,
  // the largest cost of normalizing a 10,000-record answer (bench profile).
  readonly #fields: DeferredFields<unknown>;
  readonly #source: Record<string, unknown>;
  readonly #context: unknown;
  #name: string | undefined;
  /** Created on the first deferred read (or when lettered, so copies share it). */
  #computed: Computed | undefined;

  // Positional (not an object of fields): no short-lived object per entry, one hidden class.
  private constructor(
    id: string,
    kind: DealerKind,
    type: LocationType,
    dealerCode: string,
    distance: number | null,
    recommended: boolean | null,
    dealershipCounter: string,
    fields: DeferredFields<unknown>,
    source: Record<string, unknown>,
    context: unknown,
    name: string | undefined,
    computed: Computed | undefined,
  ) {
    this.id = id;
    this.kind = kind;
    this.type = type;
    this.dealer_code = dealerCode;
    this.distance = distance;
    this.recommended = recommended;
    this.dealershipCounter = dealershipCounter;
    this.#fields = fields;
    this.#source = source;
    this.#context = context;
    this.#name = name;
    this.#computed = computed;
  }

  /** A new entry whose other fields `fields` computes from `source` and `context` when read. */
  static create<Context>(
    id: string,
    kind: DealerKind,
    type: LocationType,
    dealerCode: string,
    distance: number | null,
    recommended: boolean | null,
    fields: DeferredFields<Context>,
    source: Record<string, unknown>,
    context: Context,
  ): LazyDealer {
    return new LazyDealer(
      id,
      kind,
      type,
      dealerCode,
      distance,
      recommended,
      '',
      fields as DeferredFields<unknown>,
      source,
      context,
      undefined,
      undefined,
    );
  }

  get isDesignatedLocation(): boolean {
    return this.kind === 'designated';
  }

  #state(): Computed {
    return (this.#computed ??= {});
  }

  #details(): DetailFields {
    const state = this.#state();
    return (state.details ??= this.#fields.details(this.#source, this.#context));
  }

  #offerings(): OfferingFields {
    const state = this.#state();
    return (state.offerings ??= this.#fields.offerings(this.#source, this.#context));
  }

  #place(): PlaceFields {
    const state = this.#state();
    return (state.place ??= this.#fields.place(this.#source));
  }

  #contact(): ContactFields {
    const state = this.#state();
    return (state.contact ??= this.#fields.contact(this.#source, this.#context));
  }

  get name(): string {
    return (this.#name ??= this.#fields.name(this.#source, this.#context));
  }

  get type_translated(): string {
    return this.#details().type_translated;
  }

  get parent_dealership_code(): string {
    return this.#details().parent_dealership_code;
  }

  get distance_unit(): DistanceUnit {
    return this.#details().distance_unit;
  }

  get region(): string {
    return this.#details().region;
  }

  get doNotMap(): boolean {
    return this.#details().doNotMap;
  }

  get location(): string {
    return this.#details().location;
  }

  get product_offerings(): string[] {
    return this.#offerings().product_offerings;
  }

  get brands(): string[] {
    return this.#offerings().brands;
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
    return new LazyDealer(
      this.id,
      this.kind,
      this.type,
      this.dealer_code,
      this.distance,
      this.recommended,
      dealershipCounter,
      this.#fields,
      this.#source,
      this.#context,
      this.#name,
      this.#state(),
    );
  }

  /** Every field but the place and contact ones, in the order of the Dealer type. */
  light(): LightFields {
    const details = this.#details();
    const offerings = this.#offerings();
    return {
      id: this.id,
      kind: this.kind,
      isDesignatedLocation: this.isDesignatedLocation,
      type: this.type,
      type_translated: details.type_translated,
      dealer_code: this.dealer_code,
      parent_dealership_code: details.parent_dealership_code,
      name: this.name,
      distance: this.distance,
      distance_unit: details.distance_unit,
      region: details.region,
      recommended: this.recommended,
      product_offerings: offerings.product_offerings,
      dealershipCounter: this.dealershipCounter,
      brands: offerings.brands,
      doNotMap: details.doNotMap,
      location: details.location,
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
