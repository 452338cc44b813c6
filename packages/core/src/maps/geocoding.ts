import { importMapsLibrary } from './loader';

/**
 * Forward and reverse geocoding through the Maps seam (dealer-locator spec §7: 'forward
 * geocoding by address; reverse geocoding by coordinates (for the address text and address
 * components). All are cached in memory by query.'). Failures: spec §8.
 */

/** dealer-locator spec §3: the address component types kept from a geocoding result. */
export const KEPT_ADDRESS_COMPONENT_TYPES = [
  'street_address',
  'country',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'administrative_area_level_4',
  'administrative_area_level_5',
  'administrative_area_level_6',
  'administrative_area_level_7',
  'locality',
  'sublocality',
  'postal_code',
  'postal_town',
] as const;
export type KeptAddressComponentType = (typeof KEPT_ADDRESS_COMPONENT_TYPES)[number];

/** A kept address component, in Google's geocoder shape. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  /** Only kept types (a component with none of them is dropped). */
  types: KeptAddressComponentType[];
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface GeocodeResult {
  location: GeoPoint;
  formattedAddress: string;
  addressComponents: AddressComponent[];
}

export interface ReverseGeocodeResult {
  /** The formatted address; '' when Google found nothing (spec §8). */
  address: string;
  addressComponents: AddressComponent[];
}

/** spec §8: 'Geocoding failed due to: {status}'. */
export class GeocodingError extends Error {
  readonly status: string;

  constructor(status: string) {
    super(`Geocoding failed due to: ${status}`);
    this.name = 'GeocodingError';
    this.status = status;
  }
}

export const EMPTY_GEOCODE_WARNING = 'Geocoding returned no result for';

const KEPT = new Set<string>(KEPT_ADDRESS_COMPONENT_TYPES);

/** Keeps the components with a kept type (spec §3), and only those types; never throws. */
export function keepAddressComponents(components: unknown): AddressComponent[] {
  if (!Array.isArray(components)) return [];
  const kept: AddressComponent[] = [];
  for (const component of components) {
    if (typeof component !== 'object' || component === null) continue;
    const { long_name, short_name, types } = component as Record<string, unknown>;
    if (typeof long_name !== 'string' || !Array.isArray(types)) continue;
    const keptTypes = types.filter(
      (type): type is KeptAddressComponentType => typeof type === 'string' && KEPT.has(type),
    );
    if (keptTypes.length === 0) continue;
    kept.push({
      long_name,
      short_name: typeof short_name === 'string' ? short_name : long_name,
      types: keptTypes,
    });
  }
  return kept;
}

const cache = new Map<string, Promise<unknown>>();
let geocoder: Promise<google.maps.Geocoder> | null = null;

/** Drops every cached answer and the geocoder (tests re-install the fake; a page never needs it). */
export function clearGeocodingCache(): void {
  cache.clear();
  geocoder = null;
}

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  // A failure is not an answer: the next call asks again.
  pending.catch(() => cache.delete(key));
  return pending;
}

async function getGeocoder(): Promise<google.maps.Geocoder> {
  geocoder ??= importMapsLibrary('geocoding').then(({ Geocoder }) => new Geocoder());
  geocoder.catch(() => (geocoder = null));
  return geocoder;
}

/** Runs one geocoder request; ZERO_RESULTS is an empty list, any other failure a GeocodingError. */
async function geocode(
  request: google.maps.GeocoderRequest,
): Promise<google.maps.GeocoderResult[]> {
  const service = await getGeocoder();
  try {
    const response = await service.geocode(request);
    return Array.isArray(response?.results) ? response.results : [];
  } catch (error) {
    const status = String((error as { code?: unknown } | null)?.code ?? 'ERROR');
    if (status === 'ZERO_RESULTS') return [];
    throw new GeocodingError(status);
  }
}

function toPoint(location: google.maps.LatLng | google.maps.LatLngLiteral): GeoPoint {
  return typeof location.lat === 'function'
    ? {
        latitude: (location as google.maps.LatLng).lat(),
        longitude: (location as google.maps.LatLng).lng(),
      }
    : {
        latitude: (location as google.maps.LatLngLiteral).lat,
        longitude: (location as google.maps.LatLngLiteral).lng,
      };
}

export interface ForwardGeocodeOptions {
  /** Restrict results to a country (two-letter code). */
  country?: string;
  /** Region bias (two-letter code). */
  region?: string;
}

/**
 * The place a visitor typed (town or postal code) as coordinates and kept address components;
 * null when Google knows no such place. Cached in memory by query.
 */
export function geocodeAddress(
  address: string,
  options: ForwardGeocodeOptions = {},
): Promise<GeocodeResult | null> {
  const query = address.trim();
  if (!query) return Promise.resolve(null);
  const key = `forward|${options.country ?? ''}|${options.region ?? ''}|${query.toLowerCase()}`;
  return cached(key, async () => {
    const request: google.maps.GeocoderRequest = { address: query };
    if (options.country) request.componentRestrictions = { country: options.country };
    if (options.region) request.region = options.region;
    const [first] = await geocode(request);
    if (!first?.geometry?.location) return null;
    return {
      location: toPoint(first.geometry.location),
      formattedAddress: first.formatted_address ?? query,
      addressComponents: keepAddressComponents(first.address_components),
    };
  });
}

/**
 * The address text and kept components of a coordinate (use-my-location). spec §8: a failure
 * rejects with 'Geocoding failed due to: {status}'; an empty result is a console warning and an
 * empty text. Cached in memory by coordinate (6 decimals, about 0.1 m).
 */
export function reverseGeocode(point: GeoPoint): Promise<ReverseGeocodeResult> {
  const key = `reverse|${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}`;
  return cached(key, async () => {
    const [first] = await geocode({ location: { lat: point.latitude, lng: point.longitude } });
    if (!first) {
      console.warn(`${EMPTY_GEOCODE_WARNING} ${point.latitude},${point.longitude}`);
      return { address: '', addressComponents: [] };
    }
    return {
      address: first.formatted_address ?? '',
      addressComponents: keepAddressComponents(first.address_components),
    };
  });
}
