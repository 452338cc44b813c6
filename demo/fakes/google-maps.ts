import { GAZETTEER } from '../mocks/dealer-locator/gazetteer';
import {
  defaultAnswers,
  type FakeAnswer,
  type FakeAnswers,
  type FakePlace,
} from './google-maps-answers';
import { DRAWING_LIBRARIES } from './google-maps-drawing';
import { newPlacesClasses, type NewPlacesCalls } from './google-maps-places';
import { FakeLatLng, FakeLatLngBounds, FakeMapsRequestError } from './google-maps-geometry';

export * from './google-maps-answers';
export * from './google-maps-geometry';
export * from './google-maps-drawing';
export * from './google-maps-places';

/**
 * An offline, stateful google.maps stand-in, installed as `google.maps.importLibrary` so the
 * production code path (core/maps: js-api-loader -> importLibrary) runs unchanged: the loader
 * injects no script when importLibrary already exists (docs/toolchain.md).
 *
 * Libraries are a registry (`fake.libraries`); `fake.defineLibrary(name, members)` adds or
 * extends one, so Map, AdvancedMarkerElement and InfoWindow drawing can join later without
 * touching what is here. Every service answer can be replaced per test (`fake.answers`), and
 * every call is recorded (`fake.calls`). Geocoding and place predictions come from the offline
 * gazetteer shared with the mock dealer dataset. Places has the new API (AutocompleteSuggestion,
 * Place) and the legacy services, answering alike.
 */

interface FakeCalls extends NewPlacesCalls {
  importLibrary: string[];
  geocode: google.maps.GeocoderRequest[];
  /** Legacy AutocompleteService calls (the new API's are `suggestions`). */
  predictions: google.maps.places.AutocompletionRequest[];
  /** Legacy PlacesService calls (the new API's are `fetchFields`). */
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
  const calls: FakeCalls = {
    importLibrary: [],
    geocode: [],
    predictions: [],
    placeDetails: [],
    suggestions: [],
    fetchFields: [],
  };
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

  const core = { LatLng: FakeLatLng, LatLngBounds: FakeLatLngBounds, ...DRAWING_LIBRARIES.core };
  const libraries: Record<string, Record<string, unknown>> = {
    core,
    geocoding: { Geocoder, GeocoderStatus },
    // The new Places API (google-maps-places.ts) beside the legacy services, as Google has
    // both; `fake.defineLibrary('places', { AutocompleteSuggestion: undefined })` hides it.
    places: {
      AutocompleteService,
      PlacesService,
      PlacesServiceStatus,
      AutocompleteSessionToken,
      ...newPlacesClasses(calls, answers, later),
    },
    // Map, AdvancedMarkerElement and InfoWindow that draw offline (google-maps-drawing.ts).
    maps: { ...DRAWING_LIBRARIES.maps },
    marker: { ...DRAWING_LIBRARIES.marker },
  };

  const places: Record<string, unknown> = {};
  const marker: Record<string, unknown> = {};
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
    marker,
  };

  /** Google puts places and marker classes on google.maps.places / .marker, the others on google.maps. */
  function expose(name: string, members: Record<string, unknown>) {
    Object.assign(name === 'places' ? places : name === 'marker' ? marker : maps, members);
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
