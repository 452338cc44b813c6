import {
  DISTANCE_UNITS,
  type DealerAddress,
  type DistanceUnit,
  type PerDepartment,
  type PhoneLink,
} from './types';
import { cleanEmail, telHref } from './links';
import { field, latitude, longitude, number, text, isRecord } from './read';

/** Field normalizers shared by dealerships and designated locations (normalize.ts, designated.ts). */

export const cleanEmailValue = (value: unknown) => cleanEmail(text(value));

/** spec §9: one decimal; negative or non-numeric distances are unknown (null). */
export function roundDistance(value: unknown): number | null {
  const n = number(value);
  return n === null || n < 0 ? null : Math.round(n * 10) / 10;
}

export function unit(value: unknown, fallback: DistanceUnit | undefined): DistanceUnit {
  const raw = text(value).toLowerCase();
  return (DISTANCE_UNITS as readonly string[]).includes(raw)
    ? (raw as DistanceUnit)
    : (fallback ?? 'mi');
}

/** Coordinates from address, else the source's `location` object, else the record itself. */
export function normalizeAddress(record: Record<string, unknown>): DealerAddress {
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
export function cleanPhone(value: unknown): string | null {
  const label = text(value);
  return telHref(label) ? label : null;
}

export function phoneLink(label: string | null): PhoneLink | null {
  const href = telHref(label);
  return label && href ? { label, href } : null;
}

/** The source sends `{ main, sales, ... }`; a bare string counts as the main entry. */
export function perDepartment(
  value: unknown,
  clean: (value: unknown) => string | null,
): PerDepartment {
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
