import {
  DEALERSHIP_TYPE,
  PARTS_OFFERING,
  SERVICE_OFFERING,
  type Dealer,
  type DistanceUnit,
} from './types';
import { designatedLocations } from './designated';
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
import { LazyDealer, type DeferredFields } from './lazy-dealer';
import { directionsLink, websiteUrl } from './links';
import { array, booleanOrNull, field, isRecord, text } from './read';

export { designatedType } from './designated';
export { formatAddress, roundDistance } from './fields';

/**
 * The boundary of the dealer locator (issue 3 "Data", spec §3): source records in, Dealer[] out.
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
  const seen = new Set<string>();
  const dealers: Dealer[] = [];
  const add = (dealer: Dealer) => {
    if (seen.has(dealer.id)) return;
    seen.add(dealer.id);
    dealers.push(dealer);
  };
  for (const record of array(records)) {
    const dealer = normalizeDealer(record, options);
    if (!dealer) continue;
    add(dealer);
    if (options.includeDesignated !== false) designatedLocations(record, dealer).forEach(add);
  }
  return dealers;
}

/** One dealership record (without its designated locations); null when it has no code. */
export function normalizeDealer(record: unknown, options: NormalizeOptions = {}): Dealer | null {
  if (!isRecord(record)) return null;
  const code = text(record.dealer_code);
  if (!code) return null;
  return LazyDealer.create(
    {
      id: code,
      kind: 'dealership',
      isDesignatedLocation: false,
      type: DEALERSHIP_TYPE,
      type_translated: text(record.type_translated) || DEALERSHIP_TYPE,
      dealer_code: code,
      parent_dealership_code: text(record.parent_dealership_code),
      name: text(record.name) || code,
      distance: roundDistance(record.distance),
      distance_unit: unit(record.distance_unit, options.distanceUnit),
      region: text(record.region),
      recommended: booleanOrNull(record.recommended),
      product_offerings: productOfferings(record.brands, options.brand ?? ''),
      dealershipCounter: '',
      brands: brandCodes(record.brands),
      doNotMap: record.doNotMap === true || record.doNotMap === 'true',
      location: '',
    },
    DEALERSHIP_FIELDS,
    record,
  );
}

/** A dealership's place and contact fields (computed on first read, lazy-dealer.ts). */
const DEALERSHIP_FIELDS: DeferredFields = {
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
