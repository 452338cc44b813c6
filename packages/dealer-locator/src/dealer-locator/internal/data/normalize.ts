import {
  DEALERSHIP_TYPE,
  PARTS_OFFERING,
  SERVICE_OFFERING,
  type Dealer,
  type DistanceUnit,
} from './types';
import { appendDesignatedLocations } from './designated';
import {
  cleanEmailValue,
  cleanPhone,
  formatAddress,
  normalizeAddress,
  perDepartment,
  phoneLink,
  roundDistance,
  unit,
} from './fields';
import { normalizeBusinessHours } from './hours';
import { LazyDealer } from './lazy-dealer';
import type { DeferredFields } from './lazy-fields';
import { directionsLink, websiteUrl } from './links';
import { array, booleanOrNull, field, isRecord, text } from './read';

export { designatedType } from './designated';
export { formatAddress, roundDistance } from './fields';

/**
 * The boundary of the dealer locator (spec §3; README "Guarantees of a normalized `Dealer`"): source records in, Dealer[] out.
 * Never throws; a record without a dealer code is dropped, every other bad field is repaired to
 * an empty/null value. Links are safe or null (links.ts).
 */

export interface NormalizeOptions {
  /** The searched brand: offerings come from this brand's entry; '' = every brand's. */
  brand?: string;
  /** The request's unit, used when a record carries none (spec §3 distance_unit). */
  distanceUnit?: DistanceUnit;
  /** Designated locations as entries of their own (search: true, detail: false). */
  includeDesignated?: boolean;
}

export function normalizeDealers(records: unknown, options: NormalizeOptions = {}): Dealer[] {
  const source = array(records);
  const designated = options.includeDesignated !== false;
  // Sized once for every possible entry (then cut): no growing copies of 15,000 (bench).
  let room = source.length;
  if (designated)
    for (const record of source) room += array(field(record, 'designatedlocations')).length;
  const dealers = new Array<Dealer>(room);
  let count = 0;
  const context = normalizeContext(options);
  const ids = new EntryIds(dealers);
  // One light entry per record (what sorting and paging need); the rest is computed on first
  // read (lazy-dealer.ts), so a 10,000-record answer allocates little (bench).
  const addDesignated = (entry: Dealer) => {
    if (ids.addDesignated(entry)) dealers[count++] = entry;
  };
  for (const record of source) {
    const dealer = lightDealer(record, context);
    if (!dealer) continue;
    if (ids.addDealership(dealer, count)) dealers[count++] = dealer;
    // A duplicate code's record still brings the designated locations the first one lacked.
    if (designated) appendDesignatedLocations(record, dealer, addDesignated);
  }
  dealers.length = count;
  return dealers;
}

/**
 * The ids already taken (the first entry with an id wins). A designated location's id is
 * `{code}~{n}`: it can only meet an earlier id when its code came before (a duplicate record) or
 * a dealership code holds a '~'. Until one of those happens (never in a normal answer) its id
 * need not be remembered: 5,000 fewer set entries in a 10,000-record answer (bench).
 */
class EntryIds {
  private readonly seen = new Set<string>();
  /** Whether designated ids are in `seen` (after the first duplicate or '~' code). */
  private complete = false;

  /** @param added the entries added so far (the first `count`), read when ids must be complete. */
  constructor(private readonly added: readonly Dealer[]) {}

  addDealership(dealer: Dealer, count: number): boolean {
    if (!this.complete && (this.seen.has(dealer.id) || dealer.id.includes('~')))
      this.complete = this.rememberAll(count);
    if (this.seen.has(dealer.id)) return false;
    this.seen.add(dealer.id);
    return true;
  }

  addDesignated(entry: Dealer): boolean {
    if (!this.complete) return true;
    if (this.seen.has(entry.id)) return false;
    this.seen.add(entry.id);
    return true;
  }

  /** From now on every id is remembered, as a plain set of every id would. */
  private rememberAll(count: number): true {
    for (let index = 0; index < count; index++) {
      const entry = this.added[index]!;
      if (entry.isDesignatedLocation) this.seen.add(entry.id);
    }
    return true;
  }
}

/** One dealership record (without its designated locations); null when it has no code. */
export function normalizeDealer(record: unknown, options: NormalizeOptions = {}): Dealer | null {
  return lightDealer(record, normalizeContext(options));
}

/** What a dealership's deferred fields need from the options. */
interface NormalizeContext {
  brand: string;
  distanceUnit: DistanceUnit | undefined;
}

function normalizeContext(options: NormalizeOptions): NormalizeContext {
  // Copied: a deferred field must not see a later change to the caller's options.
  return { brand: options.brand ?? '', distanceUnit: options.distanceUnit };
}

function lightDealer(record: unknown, context: NormalizeContext): Dealer | null {
  if (!isRecord(record)) return null;
  const code = text(record.dealer_code);
  if (!code) return null;
  return LazyDealer.create(
    code,
    'dealership',
    DEALERSHIP_TYPE,
    code,
    roundDistance(record.distance),
    booleanOrNull(record.recommended),
    DEALERSHIP_FIELDS,
    record,
    context,
  );
}

/** A dealership's other fields (computed on first read, lazy-dealer.ts). */
const DEALERSHIP_FIELDS: DeferredFields<NormalizeContext> = {
  name(record) {
    return text(record.name) || text(record.dealer_code);
  },
  details(record, context) {
    return {
      type_translated: text(record.type_translated) || DEALERSHIP_TYPE,
      parent_dealership_code: text(record.parent_dealership_code),
      distance_unit: unit(record.distance_unit, context.distanceUnit),
      region: text(record.region),
      doNotMap: record.doNotMap === true || record.doNotMap === 'true',
      location: '',
    };
  },
  offerings(record, context) {
    return {
      product_offerings: productOfferings(record.brands, context.brand),
      brands: brandCodes(record.brands),
    };
  },
  place(record) {
    const address = normalizeAddress(record);
    return {
      address,
      formatted_address: formatAddress(address),
      directions_link: directionsLink(address.latitude, address.longitude),
    };
  },
  contact(record) {
    const phone = perDepartment(record.phone, cleanPhone);
    return {
      phone_main: phoneLink(phone.main),
      phone,
      email: perDepartment(record.email, cleanEmailValue),
      fax: cleanPhone(record.fax),
      business_hours: normalizeBusinessHours(record.business_hours),
      website: websiteUrl(text(record.website)),
    };
  },
};

function brandCodes(brands: unknown): string[] {
  const codes: string[] = [];
  for (const brand of array(brands)) {
    const code = text(field(brand, 'code'));
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * spec §9: the brand's machinery list plus Parts and Service by their flags. Without a searched
 * brand, the union over every brand of the record.
 */
export function productOfferings(brands: unknown, brand: string): string[] {
  const wanted = brand.trim().toLowerCase();
  const result: string[] = [];
  let parts = false;
  let service = false;
  for (const entry of array(brands)) {
    if (wanted && text(field(entry, 'code')).toLowerCase() !== wanted) continue;
    const offerings = field(entry, 'product_offerings');
    for (const item of array(field(offerings, 'machinery'))) {
      const value = text(item);
      // Parts and Service come from their flags, not from the machinery list.
      if (
        value &&
        value !== PARTS_OFFERING &&
        value !== SERVICE_OFFERING &&
        !result.includes(value)
      )
        result.push(value);
    }
    parts ||= booleanOrNull(field(offerings, 'parts')) === true;
    service ||= booleanOrNull(field(offerings, 'service')) === true;
  }
  if (parts) result.push(PARTS_OFFERING);
  if (service) result.push(SERVICE_OFFERING);
  return result;
}
