import {
  DESIGNATED_LOCATION_TYPES,
  type Dealer,
  type DealerAddress,
  type DesignatedLocationType,
} from './types';
import { LazyDealer, type DeferredFields } from './lazy-dealer';
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
export function designatedLocations(record: unknown, owner: Dealer): Dealer[] {
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
