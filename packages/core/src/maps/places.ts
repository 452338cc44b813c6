import { keepAddressComponents, type AddressComponent, type GeoPoint } from './geocoding';
import { importMapsLibrary } from './loader';
import type { PlacesBackend } from './places-backends';
import { loadChunk } from '../http/deadline';

/**
 * Place suggestions through the Maps seam (dealer-locator spec §7: 'place autocomplete (fields:
 * geometry); place predictions and place details as fallback ... All are cached in memory by
 * query.'). The element renders the suggestions itself (a WAI-ARIA combobox inside its shadow
 * root), so it uses predictions + details: the new Places API (AutocompleteSuggestion, then
 * Place.fetchFields(['location', 'addressComponents'])) when the loaded library has it, else the
 * legacy AutocompleteService and PlacesService.getDetails(['geometry', ...]); see
 * places-backends.ts.
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

const cache = new Map<string, Promise<unknown>>();
let backend: Promise<PlacesBackend> | null = null;

/** Drops every cached answer and the backend (tests re-install the fake). */
export function clearPlacesCache(): void {
  cache.clear();
  backend = null;
}

/**
 * A lookup that failed (over the query limit, denied, unknown error, offline): logged where it
 * happened, answered with `fallback`, and never cached, so the next call asks again.
 * Only Google's "nothing there" answers (ZERO_RESULTS, NOT_FOUND) are cached answers.
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

/**
 * The Places API in use. Both backends load as their own chunk with the places library (a
 * visitor who never types gets neither; the element entry stays small).
 */
function getBackend(): Promise<PlacesBackend> {
  backend ??= Promise.all([
    importMapsLibrary('places'),
    loadChunk(() => import('./places-backends')),
  ]).then(([library, { placesBackend }]) => {
    const found = placesBackend(library);
    if (!found) throw new Error('The places library offers no place autocomplete.');
    return found;
  });
  backend.catch(() => (backend = null));
  return backend;
}

/** Google's status of a failed request (MapsRequestError.code, or a legacy status). */
function codeOf(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? '');
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
    const places = await getBackend();
    try {
      const list: unknown[] = await places.predictions(query, options.country || undefined);
      return list.map(toPrediction).filter((entry): entry is PlacePrediction => entry !== null);
    } catch (error) {
      if (NOTHING_THERE.has(codeOf(error))) return [];
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
    const places = await getBackend();
    let result;
    try {
      result = await places.details(placeId);
    } catch (error) {
      const code = codeOf(error) || 'ERROR';
      console.error(`Place details failed due to: ${code}`);
      if (NOTHING_THERE.has(code)) return null;
      throw new FailedLookup<ChosenPlace | null>(null);
    }
    const location = toPoint(result.location);
    if (!location) return null;
    return { location, addressComponents: keepAddressComponents(result.addressComponents) };
  });
}
