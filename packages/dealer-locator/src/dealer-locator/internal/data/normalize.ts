import {
  DEALERSHIP_TYPE,
  DESIGNATED_LOCATION_TYPES,
  DISTANCE_UNITS,
  PARTS_OFFERING,
  SERVICE_OFFERING,
  type Dealer,
  type DealerAddress,
  type DesignatedLocationType,
  type DistanceUnit,
  type PerDepartment,
  type PhoneLink,
} from './types';
import { normalizeBusinessHours } from './hours';
import { LazyDealer, type DeferredFields } from './lazy-dealer';
import { cleanEmail, directionsLink, telHref, websiteUrl } from './links';
import { array, booleanOrNull, field, isRecord, latitude, longitude, number, text } from './read';

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

const cleanEmailValue = (value: unknown) => cleanEmail(text(value));

/** spec §9: one decimal; negative or non-numeric distances are unknown (null). */
export function roundDistance(value: unknown): number | null {
  const n = number(value);
  return n === null || n < 0 ? null : Math.round(n * 10) / 10;
}

function unit(value: unknown, fallback: DistanceUnit | undefined): DistanceUnit {
  const raw = text(value).toLowerCase();
  return (DISTANCE_UNITS as readonly string[]).includes(raw)
    ? (raw as DistanceUnit)
    : (fallback ?? 'mi');
}

/** Coordinates from address, else the source's `location` object, else the record itself. */
function normalizeAddress(record: Record<string, unknown>): DealerAddress {
  const address = record.address;
  const location = record.location;
  const lat =
    latitude(field(address, 'latitude')) ??
    latitude(field(location, 'latitude')) ??
    latitude(field(location, 'lat')) ??
    latitude(record.latitude);
  const lng =
    longitude(field(address, 'longitude')) ??
    longitude(field(location, 'longitude')) ??
    longitude(field(location, 'lng')) ??
    longitude(record.longitude);
  const pair = lat !== null && lng !== null;
  return {
    street: text(field(address, 'street')),
    city: text(field(address, 'city')),
    state: text(field(address, 'state')) || text(field(address, 'state_code')),
    postal_code: text(field(address, 'postal_code')),
    latitude: pair ? lat : null,
    longitude: pair ? lng : null,
  };
}

/** 'street, city, state postal_code' without the empty parts. */
export function formatAddress(
  address: Pick<DealerAddress, 'street' | 'city' | 'state' | 'postal_code'>,
): string {
  const region =
    address.state && address.postal_code
      ? `${address.state} ${address.postal_code}`
      : address.state || address.postal_code;
  let result = address.street;
  if (address.city) result = result ? `${result}, ${address.city}` : address.city;
  if (region) result = result ? `${result}, ${region}` : region;
  return result;
}

/** A phone number as written, kept only when it can become a tel: link. */
function cleanPhone(value: unknown): string | null {
  const label = text(value);
  return telHref(label) ? label : null;
}

function phoneLink(label: string | null): PhoneLink | null {
  const href = telHref(label);
  return label && href ? { label, href } : null;
}

/** The source sends `{ main, sales, ... }`; a bare string counts as the main entry. */
function perDepartment(value: unknown, clean: (value: unknown) => string | null): PerDepartment {
  const single = typeof value === 'string' || typeof value === 'number';
  const source = isRecord(value) ? value : null;
  return {
    main: clean(single ? value : source?.main),
    sales: source ? clean(source.sales) : null,
    parts: source ? clean(source.parts) : null,
    after_hours_parts: source ? clean(source.after_hours_parts) : null,
    service: source ? clean(source.service) : null,
    after_hours_service: source ? clean(source.after_hours_service) : null,
  };
}

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

const TYPE_KEYS = new Map<string, DesignatedLocationType>(
  DESIGNATED_LOCATION_TYPES.map((type) => [typeKey(type), type]),
);

function typeKey(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

/** 'mobile_workshop', 'Parts Drop', 'LUBE-TRUCK' -> the spec's type; null for anything else. */
export function designatedType(value: unknown): DesignatedLocationType | null {
  return TYPE_KEYS.get(typeKey(text(value))) ?? null;
}

/**
 * spec §3/§9: designated locations (Mobile Workshop, Parts Drop, Service Vehicle, Lube Truck)
 * become entries of their own. They belong to the dealership, so they share its code, region,
 * recommendation, brands, website and offerings; an unknown type is dropped.
 */
function designatedLocations(record: unknown, owner: Dealer): Dealer[] {
  const result: Dealer[] = [];
  array(field(record, 'designatedlocations')).forEach((entry, index) => {
    if (!isRecord(entry)) return;
    const type = designatedType(entry.type);
    if (!type) return;
    const typeTranslated = text(entry.type_translated) || type;
    result.push(
      LazyDealer.create(
        {
          id: `${owner.dealer_code}~${index}`,
          kind: 'designated',
          isDesignatedLocation: true,
          type,
          type_translated: typeTranslated,
          dealer_code: owner.dealer_code,
          parent_dealership_code: owner.parent_dealership_code,
          name: text(entry.locationName) || typeTranslated,
          distance: roundDistance(entry.distance),
          distance_unit: unit(entry.distance_unit, owner.distance_unit),
          region: owner.region,
          recommended: owner.recommended,
          // Shared with the dealership (read-only data; saves two copies per entry).
          product_offerings: owner.product_offerings,
          dealershipCounter: '',
          brands: owner.brands,
          doNotMap: false,
          location: text(entry.location),
        },
        DESIGNATED_FIELDS,
        entry,
        owner,
      ),
    );
  });
  return result;
}

/** A designated location's own place and contact; the website is its dealership's. */
const DESIGNATED_FIELDS: DeferredFields = {
  place(entry) {
    const lat = latitude(entry.latitude);
    const lng = longitude(entry.longitude);
    const pair = lat !== null && lng !== null;
    const address: DealerAddress = {
      street: '',
      city: text(entry.city),
      state: text(entry.state),
      postal_code: text(entry.postal_code),
      latitude: pair ? lat : null,
      longitude: pair ? lng : null,
    };
    return {
      address,
      formatted_address: formatAddress(address),
      directions_link: directionsLink(address.latitude, address.longitude),
    };
  },
  contact(entry, owner) {
    const phone = perDepartment(entry.phone, cleanPhone);
    return {
      phone_main: phoneLink(phone.main),
      phone,
      email: perDepartment(entry.email, cleanEmailValue),
      fax: null,
      business_hours: null,
      website: owner?.website ?? null,
    };
  },
};
