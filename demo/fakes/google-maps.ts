import {
  GAZETTEER,
  findPlaces,
  nearestPlace,
  type GazetteerPlace,
} from '../mocks/dealer-locator/gazetteer';

/**
 * An offline, stateful google.maps stand-in, installed as `google.maps.importLibrary` so the
 * production code path (core/maps: js-api-loader -> importLibrary) runs unchanged: the loader
 * injects no script when importLibrary already exists (TOOLCHAIN.md).
 *
 * Libraries are a registry (`fake.libraries`); `fake.defineLibrary(name, members)` adds or
 * extends one, so Map, AdvancedMarkerElement and InfoWindow drawing can join later without
 * touching what is here. Every service answer can be replaced per test (`fake.answers`), and
 * every call is recorded (`fake.calls`). Geocoding and place predictions come from the offline
 * gazetteer shared with the mock dealer dataset.
 */

export type FakePlace = GazetteerPlace;

type LatLngInput = google.maps.LatLng | google.maps.LatLngLiteral | FakeLatLng;

export class FakeLatLng {
  private readonly latValue: number;
  private readonly lngValue: number;

  constructor(lat: number | google.maps.LatLngLiteral, lng?: number) {
    const literal = typeof lat === 'object' ? lat : { lat, lng: lng ?? 0 };
    this.latValue = Math.max(-90, Math.min(90, Number(literal.lat)));
    // Longitudes wrap like Google's (190 -> -170); in-range values stay exact.
    const lngIn = Number(literal.lng);
    this.lngValue =
      lngIn >= -180 && lngIn <= 180 ? lngIn : ((((lngIn + 180) % 360) + 360) % 360) - 180;
  }

  lat(): number {
    return this.latValue;
  }

  lng(): number {
    return this.lngValue;
  }

  equals(other: LatLngInput | null | undefined): boolean {
    if (!other) return false;
    const point = toLatLng(other);
    return point.lat() === this.latValue && point.lng() === this.lngValue;
  }

  toJSON(): google.maps.LatLngLiteral {
    return { lat: this.latValue, lng: this.lngValue };
  }

  toString(): string {
    return `(${this.latValue}, ${this.lngValue})`;
  }

  toUrlValue(precision = 6): string {
    return `${+this.latValue.toFixed(precision)},${+this.lngValue.toFixed(precision)}`;
  }
}

export function toLatLng(value: LatLngInput): FakeLatLng {
  if (value instanceof FakeLatLng) return value;
  if (typeof (value as google.maps.LatLng).lat === 'function') {
    const point = value as google.maps.LatLng;
    return new FakeLatLng(point.lat(), point.lng());
  }
  return new FakeLatLng(value as google.maps.LatLngLiteral);
}

/** Bounds without antimeridian handling (none of the gazetteer's countries straddles it). */
export class FakeLatLngBounds {
  private south = Number.POSITIVE_INFINITY;
  private west = Number.POSITIVE_INFINITY;
  private north = Number.NEGATIVE_INFINITY;
  private east = Number.NEGATIVE_INFINITY;

  constructor(southWest?: LatLngInput | null, northEast?: LatLngInput | null) {
    if (southWest) this.extend(southWest);
    if (northEast) this.extend(northEast);
  }

  extend(point: LatLngInput): this {
    const p = toLatLng(point);
    this.south = Math.min(this.south, p.lat());
    this.north = Math.max(this.north, p.lat());
    this.west = Math.min(this.west, p.lng());
    this.east = Math.max(this.east, p.lng());
    return this;
  }

  union(other: FakeLatLngBounds): this {
    if (!other.isEmpty()) this.extend(other.getSouthWest()).extend(other.getNorthEast());
    return this;
  }

  isEmpty(): boolean {
    return this.south > this.north;
  }

  contains(point: LatLngInput): boolean {
    const p = toLatLng(point);
    return (
      !this.isEmpty() &&
      p.lat() >= this.south &&
      p.lat() <= this.north &&
      p.lng() >= this.west &&
      p.lng() <= this.east
    );
  }

  getSouthWest(): FakeLatLng {
    return new FakeLatLng(this.south, this.west);
  }

  getNorthEast(): FakeLatLng {
    return new FakeLatLng(this.north, this.east);
  }

  getCenter(): FakeLatLng {
    return new FakeLatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
  }

  toJSON(): google.maps.LatLngBoundsLiteral {
    return { south: this.south, west: this.west, north: this.north, east: this.east };
  }
}

/** What Google rejects a service promise with: an Error carrying the status as `code`. */
export class FakeMapsRequestError extends Error {
  readonly code: string;
  readonly endpoint: string;

  constructor(code: string, endpoint: string) {
    super(`${endpoint}: ${code}`);
    this.name = 'MapsRequestError';
    this.code = code;
    this.endpoint = endpoint;
  }
}

/** A service answer: results, or a non-OK status ('ZERO_RESULTS', 'OVER_QUERY_LIMIT', ...). */
export type FakeAnswer<T> = T | { status: string };

export interface FakeAnswers {
  geocode: (request: google.maps.GeocoderRequest) => FakeAnswer<google.maps.GeocoderResult[]>;
  predictions: (
    request: google.maps.places.AutocompletionRequest,
  ) => FakeAnswer<google.maps.places.AutocompletePrediction[]>;
  placeDetails: (
    request: google.maps.places.PlaceDetailsRequest,
  ) => FakeAnswer<google.maps.places.PlaceResult>;
}

export interface FakeCalls {
  importLibrary: string[];
  geocode: google.maps.GeocoderRequest[];
  predictions: google.maps.places.AutocompletionRequest[];
  placeDetails: google.maps.places.PlaceDetailsRequest[];
}

export interface GoogleMapsFakeOptions {
  /** The places the fake knows (default: the shared gazetteer). */
  places?: readonly FakePlace[];
  /** Replace service answers from the start (same as setting `fake.answers.*`). */
  answers?: Partial<FakeAnswers>;
  /** Libraries whose import rejects, like a blocked or failing script; `true` = all of them. */
  failLibraries?: readonly string[] | true;
  /** Milliseconds before each service answer (default 0: next microtask). */
  latencyMs?: number;
}

export interface GoogleMapsFake {
  readonly libraries: Record<string, Record<string, unknown>>;
  readonly answers: FakeAnswers;
  readonly calls: FakeCalls;
  /** The gazetteer-backed default answers, to delegate to from a replaced answer. */
  readonly defaults: FakeAnswers;
  /** Adds a library or members to one; also exposes the members on `google.maps` (and `.places`). */
  defineLibrary(name: string, members: Record<string, unknown>): void;
  /** Makes later imports of these libraries fail (true = all), or succeed again (empty list). */
  failLibraries(names: readonly string[] | true): void;
  uninstall(): void;
}

// ----- gazetteer-backed default answers --------------------------------------------------------

function addressComponents(place: FakePlace): google.maps.GeocoderAddressComponent[] {
  return [
    { long_name: place.postal_code, short_name: place.postal_code, types: ['postal_code'] },
    { long_name: place.name, short_name: place.name, types: ['locality', 'political'] },
    {
      long_name: place.state,
      short_name: place.state_code,
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: place.country_name, short_name: place.country, types: ['country', 'political'] },
  ] as google.maps.GeocoderAddressComponent[];
}

export function formattedAddress(place: FakePlace): string {
  return `${place.name}, ${place.state_code} ${place.postal_code}, ${place.country_name}`;
}

export function placeId(place: FakePlace): string {
  return `fake:${place.country}:${place.postal_code.replace(/\s+/g, '')}`;
}

function geocoderResult(place: FakePlace): google.maps.GeocoderResult {
  const location = new FakeLatLng(place.latitude, place.longitude);
  const viewport = new FakeLatLngBounds(
    { lat: place.latitude - 0.1, lng: place.longitude - 0.15 },
    { lat: place.latitude + 0.1, lng: place.longitude + 0.15 },
  );
  return {
    formatted_address: formattedAddress(place),
    address_components: addressComponents(place),
    geometry: { location, location_type: 'APPROXIMATE', viewport },
    place_id: placeId(place),
    types: ['locality', 'political'],
  } as unknown as google.maps.GeocoderResult;
}

function defaultAnswers(places: readonly FakePlace[]): FakeAnswers {
  const search = (query: string, country?: string) =>
    places === GAZETTEER
      ? findPlaces(query, country)
      : findPlaces(query, country).filter((place) => places.includes(place));
  const byId = (id: string | undefined) => places.find((place) => placeId(place) === id);
  return {
    geocode(request) {
      if (request.location) {
        const point = toLatLng(request.location);
        const near = nearestPlace(point.lat(), point.lng());
        // Beyond 100 km of any known town there is nothing to name (spec §8 empty result).
        return near && near.km <= 100 ? [geocoderResult(near.place)] : { status: 'ZERO_RESULTS' };
      }
      if (request.placeId) {
        const place = byId(request.placeId);
        return place ? [geocoderResult(place)] : { status: 'ZERO_RESULTS' };
      }
      const restriction = request.componentRestrictions?.country;
      const country = Array.isArray(restriction) ? restriction[0] : restriction;
      const found = search(request.address ?? '', country ?? undefined);
      return found.length ? found.slice(0, 5).map(geocoderResult) : { status: 'ZERO_RESULTS' };
    },
    predictions(request) {
      const found = search(request.input ?? '').slice(0, 5);
      if (!found.length) return { status: 'ZERO_RESULTS' };
      return found.map((place) => ({
        description: formattedAddress(place),
        place_id: placeId(place),
        structured_formatting: {
          main_text: place.name,
          main_text_matched_substrings: [],
          secondary_text: `${place.state_code} ${place.postal_code}, ${place.country_name}`,
        },
        matched_substrings: [],
        terms: [],
        types: ['locality', 'political'],
      })) as google.maps.places.AutocompletePrediction[];
    },
    placeDetails(request) {
      const place = byId(request.placeId);
      if (!place) return { status: 'NOT_FOUND' };
      const result = geocoderResult(place);
      return {
        place_id: result.place_id,
        name: place.name,
        formatted_address: result.formatted_address,
        address_components: result.address_components,
        geometry: { location: result.geometry.location, viewport: result.geometry.viewport },
      };
    },
  };
}

// ----- installation ----------------------------------------------------------------------------

function isStatus<T>(answer: FakeAnswer<T>): answer is { status: string } {
  return (
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'status' in answer
  );
}

export function installGoogleMapsFake(options: GoogleMapsFakeOptions = {}): GoogleMapsFake {
  const globals = globalThis as unknown as { google?: unknown };
  const previous = globals.google;
  const defaults = defaultAnswers(options.places ?? GAZETTEER);
  const answers: FakeAnswers = { ...defaults, ...options.answers };
  const calls: FakeCalls = { importLibrary: [], geocode: [], predictions: [], placeDetails: [] };
  let failing: readonly string[] | true = options.failLibraries ?? [];
  const latency = options.latencyMs ?? 0;
  const later = <T>(value: () => T): Promise<T> =>
    new Promise((resolve, reject) => {
      const run = () => {
        try {
          resolve(value());
        } catch (error) {
          reject(error);
        }
      };
      if (latency > 0) setTimeout(run, latency);
      else queueMicrotask(run);
    });

  class Geocoder {
    geocode(
      request: google.maps.GeocoderRequest,
      callback?: (results: google.maps.GeocoderResult[] | null, status: string) => void,
    ): Promise<google.maps.GeocoderResponse> {
      calls.geocode.push(request);
      return later(() => {
        const answer = answers.geocode(request);
        if (isStatus(answer)) {
          callback?.(null, answer.status);
          if (answer.status === 'ZERO_RESULTS' && request.fulfillOnZeroResults)
            return { results: [] } as google.maps.GeocoderResponse;
          throw new FakeMapsRequestError(answer.status, 'GEOCODER_GEOCODE');
        }
        callback?.(answer, 'OK');
        return { results: answer } as google.maps.GeocoderResponse;
      });
    }
  }

  class AutocompleteService {
    getPlacePredictions(
      request: google.maps.places.AutocompletionRequest,
      callback?: (
        predictions: google.maps.places.AutocompletePrediction[] | null,
        status: string,
      ) => void,
    ): Promise<google.maps.places.AutocompleteResponse> {
      calls.predictions.push(request);
      return later(() => {
        const answer = answers.predictions(request);
        if (isStatus(answer)) {
          callback?.(null, answer.status);
          throw new FakeMapsRequestError(answer.status, 'PLACES_AUTOCOMPLETE');
        }
        callback?.(answer, 'OK');
        return { predictions: answer };
      });
    }
  }

  class PlacesService {
    constructor(readonly attributionContainer?: unknown) {}

    getDetails(
      request: google.maps.places.PlaceDetailsRequest,
      callback: (result: google.maps.places.PlaceResult | null, status: string) => void,
    ): void {
      calls.placeDetails.push(request);
      void later(() => {
        const answer = answers.placeDetails(request);
        if (isStatus(answer)) callback(null, answer.status);
        else callback(answer, 'OK');
      });
    }
  }

  class AutocompleteSessionToken {}

  const GeocoderStatus = {
    OK: 'OK',
    ZERO_RESULTS: 'ZERO_RESULTS',
    OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
    REQUEST_DENIED: 'REQUEST_DENIED',
    INVALID_REQUEST: 'INVALID_REQUEST',
    UNKNOWN_ERROR: 'UNKNOWN_ERROR',
    ERROR: 'ERROR',
  };
  const PlacesServiceStatus = {
    OK: 'OK',
    ZERO_RESULTS: 'ZERO_RESULTS',
    NOT_FOUND: 'NOT_FOUND',
    INVALID_REQUEST: 'INVALID_REQUEST',
    OVER_QUERY_LIMIT: 'OVER_QUERY_LIMIT',
    REQUEST_DENIED: 'REQUEST_DENIED',
    UNKNOWN_ERROR: 'UNKNOWN_ERROR',
  };

  const core = { LatLng: FakeLatLng, LatLngBounds: FakeLatLngBounds };
  const libraries: Record<string, Record<string, unknown>> = {
    core,
    geocoding: { Geocoder, GeocoderStatus },
    places: { AutocompleteService, PlacesService, PlacesServiceStatus, AutocompleteSessionToken },
  };

  const places: Record<string, unknown> = {};
  const maps: Record<string, unknown> = {
    importLibrary(name: string): Promise<Record<string, unknown>> {
      calls.importLibrary.push(name);
      return later(() => {
        if (failing === true || failing.includes(name))
          throw new Error(`The Google Maps JavaScript API could not load (${name}).`);
        const library = libraries[name];
        if (!library) throw new Error(`The library ${name} is unknown.`);
        return library;
      });
    },
    places,
  };

  /** Google puts places classes on google.maps.places and the others on google.maps. */
  function expose(name: string, members: Record<string, unknown>) {
    Object.assign(name === 'places' ? places : maps, members);
  }

  function defineLibrary(name: string, members: Record<string, unknown>) {
    libraries[name] = { ...libraries[name], ...members };
    expose(name, members);
  }

  // The classes Google exposes on the namespace once a library is loaded; exposing them up
  // front is harmless and lets code that reads google.maps.LatLng directly run too.
  for (const [name, members] of Object.entries(libraries)) expose(name, members);
  const namespace = { maps };
  globals.google = namespace;

  return {
    libraries,
    answers,
    calls,
    defaults,
    defineLibrary,
    failLibraries(names) {
      failing = names;
    },
    uninstall() {
      if (globals.google === namespace) {
        if (previous === undefined) delete globals.google;
        else globals.google = previous;
      }
    },
  };
}
