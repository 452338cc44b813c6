import { keepAddressComponents, type AddressComponent, type GeoPoint } from './geocoding';
import { importMapsLibrary } from './loader';

/**
 * Place suggestions through the Maps seam (dealer-locator spec §7: 'place autocomplete (fields:
 * geometry); place predictions and place details as fallback ... All are cached in memory by
 * query.'). The element renders the suggestions itself (a WAI-ARIA combobox inside its shadow
 * root), so it uses the predictions + details path: AutocompleteService for the list,
 * PlacesService.getDetails with fields ['geometry', ...] for the chosen place.
 */

export interface PlacePrediction {
  placeId: string;
  description: string;
}

export interface ChosenPlace {
  location: GeoPoint;
  addressComponents: AddressComponent[];
}

export interface PredictionOptions {
  /** Restrict suggestions to a country (two-letter code). */
  country?: string;
}

/** spec §7: the one field the place must carry; address components are kept for the search. */
export const PLACE_DETAIL_FIELDS = ['geometry', 'address_components'] as const;

const cache = new Map<string, Promise<unknown>>();
let services: Promise<{
  autocomplete: google.maps.places.AutocompleteService;
  details: google.maps.places.PlacesService;
}> | null = null;

/** Drops every cached answer and the services (tests re-install the fake). */
export function clearPlacesCache(): void {
  cache.clear();
  services = null;
}

/**
 * A lookup that failed (over the query limit, denied, unknown error, offline): logged where it
 * happened, answered with `fallback`, and never cached, so the next call asks again (issue 4
 * audit). Only Google's "nothing there" answers (ZERO_RESULTS, NOT_FOUND) are cached answers.
 */
class FailedLookup<T> extends Error {
  constructor(readonly fallback: T) {
    super('Places lookup failed');
  }
}

/** Statuses that answer the question ("no such place") rather than fail to. */
const NOTHING_THERE = new Set(['ZERO_RESULTS', 'NOT_FOUND']);

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const pending = load();
  cache.set(key, pending);
  // A failure is not an answer: the next call asks again.
  pending.catch(() => cache.delete(key));
  return pending.catch((error: unknown) => {
    if (error instanceof FailedLookup) return error.fallback as T;
    throw error;
  });
}

function getServices() {
  services ??= importMapsLibrary('places').then(({ AutocompleteService, PlacesService }) => ({
    autocomplete: new AutocompleteService(),
    // PlacesService wants an attribution node; a detached div is what Google's samples use.
    details: new PlacesService(document.createElement('div')),
  }));
  services.catch(() => (services = null));
  return services;
}

/** Validates one prediction at the boundary; anything without an id and text is dropped. */
function toPrediction(value: unknown): PlacePrediction | null {
  if (typeof value !== 'object' || value === null) return null;
  const { place_id, description } = value as Record<string, unknown>;
  if (typeof place_id !== 'string' || !place_id || typeof description !== 'string') return null;
  return { placeId: place_id, description };
}

/**
 * Suggestions for what the visitor typed; [] for an empty query, ZERO_RESULTS or any failure
 * (logged): suggestions are a help, never a blocker. Cached in memory by query (answers only:
 * a failure is asked again next time).
 */
export function placePredictions(
  input: string,
  options: PredictionOptions = {},
): Promise<PlacePrediction[]> {
  const query = input.trim();
  if (!query) return Promise.resolve([]);
  const key = `predictions|${options.country ?? ''}|${query.toLowerCase()}`;
  return cached(key, async () => {
    const { autocomplete } = await getServices();
    const request: google.maps.places.AutocompletionRequest = { input: query };
    if (options.country) request.componentRestrictions = { country: options.country };
    try {
      const response = await autocomplete.getPlacePredictions(request);
      const list: unknown[] = Array.isArray(response?.predictions) ? response.predictions : [];
      return list.map(toPrediction).filter((entry): entry is PlacePrediction => entry !== null);
    } catch (error) {
      const code = String((error as { code?: unknown } | null)?.code ?? '');
      if (NOTHING_THERE.has(code)) return [];
      console.error('Place suggestions failed', error);
      throw new FailedLookup<PlacePrediction[]>([]);
    }
  });
}

function toPoint(location: unknown): GeoPoint | null {
  if (typeof location !== 'object' || location === null) return null;
  const value = location as { lat?: unknown; lng?: unknown };
  const lat = typeof value.lat === 'function' ? (value.lat as () => unknown)() : value.lat;
  const lng = typeof value.lng === 'function' ? (value.lng as () => unknown)() : value.lng;
  return typeof lat === 'number' && typeof lng === 'number' && isFinite(lat) && isFinite(lng)
    ? { latitude: lat, longitude: lng }
    : null;
}

/**
 * The chosen place's coordinates and kept address components. spec §5: 'A chosen place counts
 * only if it has geometry with a location': null without one, or when the details call fails
 * (logged). Cached in memory by place id (answers only: a failure is asked again next time).
 */
export function placeDetails(placeId: string): Promise<ChosenPlace | null> {
  if (!placeId) return Promise.resolve(null);
  return cached(`details|${placeId}`, async () => {
    const { details } = await getServices();
    const result = await new Promise<google.maps.places.PlaceResult | null>((resolve, reject) => {
      details.getDetails({ placeId, fields: [...PLACE_DETAIL_FIELDS] }, (place, status) => {
        if (status === 'OK') return resolve(place);
        console.error(`Place details failed due to: ${String(status)}`);
        if (NOTHING_THERE.has(String(status))) resolve(null);
        else reject(new FailedLookup<ChosenPlace | null>(null));
      });
    });
    const location = toPoint(result?.geometry?.location);
    if (!location) return null;
    return { location, addressComponents: keepAddressComponents(result?.address_components) };
  });
}
