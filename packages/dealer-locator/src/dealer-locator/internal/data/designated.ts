import {
  DESIGNATED_LOCATION_TYPES,
  type Dealer,
  type DealerAddress,
  type DesignatedLocationType,
} from './types';
import { LazyDealer } from './lazy-dealer';
import type { DeferredFields } from './lazy-fields';
import { directionsLink } from './links';
import { array, field, isRecord, latitude, longitude, text } from './read';
import {
  cleanEmailValue,
  cleanPhone,
  formatAddress,
  perDepartment,
  phoneLink,
  roundDistance,
  unit,
} from './fields';

/**
 * spec §3/§9: designated locations (Mobile Workshop, Parts Drop, Service Vehicle, Lube Truck)
 * as entries of their own, after their dealership (normalize.ts).
 */

const TYPE_KEYS = new Map<string, DesignatedLocationType>(
  DESIGNATED_LOCATION_TYPES.map((type) => [typeKey(type), type]),
);

/** Raw type spellings already resolved; bounded, so a hostile answer cannot grow it. */
const MAX_SEEN_TYPES = 64;
const SEEN_TYPES = new Map<string, DesignatedLocationType | null>();

function typeKey(value: string): string {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

/** 'mobile_workshop', 'Parts Drop', 'LUBE-TRUCK' -> the spec's type; null for anything else. */
export function designatedType(value: unknown): DesignatedLocationType | null {
  if (typeof value === 'string') {
    // An answer repeats a handful of spellings thousands of times (bench): remember them.
    const known = SEEN_TYPES.get(value);
    if (known !== undefined) return known;
    const type = TYPE_KEYS.get(typeKey(text(value))) ?? null;
    if (SEEN_TYPES.size < MAX_SEEN_TYPES) SEEN_TYPES.set(value, type);
    return type;
  }
  return TYPE_KEYS.get(typeKey(text(value))) ?? null;
}

/**
 * spec §3/§9: designated locations (Mobile Workshop, Parts Drop, Service Vehicle, Lube Truck)
 * become entries of their own. They belong to the dealership, so they share its code, region,
 * recommendation, brands, website and offerings; an unknown type is dropped.
 */
export function designatedLocations(record: unknown, owner: Dealer): Dealer[] {
  const result: Dealer[] = [];
  appendDesignatedLocations(record, owner, (entry) => result.push(entry));
  return result;
}

/** designatedLocations without the intermediate array (normalize.ts, bench). */
export function appendDesignatedLocations(
  record: unknown,
  owner: Dealer,
  add: (entry: Dealer) => void,
): void {
  const entries = array(field(record, 'designatedlocations'));
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    if (!isRecord(entry)) continue;
    const type = designatedType(entry.type);
    if (!type) continue;
    add(
      LazyDealer.create(
        `${owner.dealer_code}~${index}`,
        'designated',
        type,
        owner.dealer_code,
        roundDistance(entry.distance),
        owner.recommended,
        DESIGNATED_FIELDS,
        entry,
        owner,
      ),
    );
  }
}

/** The answer's name for the entry's type, else the spec's (the entry has a known type). */
function translatedType(entry: Record<string, unknown>): string {
  return text(entry.type_translated) || (designatedType(entry.type) ?? '');
}

/** A designated location's own place and contact; the website is its dealership's. */
const DESIGNATED_FIELDS: DeferredFields<Dealer> = {
  name(entry) {
    return text(entry.locationName) || translatedType(entry);
  },
  details(entry, owner) {
    return {
      type_translated: translatedType(entry),
      parent_dealership_code: owner.parent_dealership_code,
      distance_unit: unit(entry.distance_unit, owner.distance_unit),
      region: owner.region,
      doNotMap: false,
      location: text(entry.location),
    };
  },
  offerings(_entry, owner) {
    // Shared with the dealership (read-only data; saves two copies per entry).
    return { product_offerings: owner.product_offerings, brands: owner.brands };
  },
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
      website: owner.website,
    };
  },
};
