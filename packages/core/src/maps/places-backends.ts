/**
 * The two Places APIs behind core/maps/places.ts, in one shape. Google no longer offers the
 * legacy AutocompleteService and PlacesService to new customers (since March 2025); the new
 * Places API (AutocompleteSuggestion.fetchAutocompleteSuggestions, Place.fetchFields) is used
 * whenever the loaded places library has it, the legacy services otherwise (older projects,
 * stand-ins that only have them).
 *
 * Both use session tokens (one per search: the suggestion requests and the one details call
 * that ends it), as Google recommends for billing.
 */

/** A prediction in the legacy shape, validated later (places.ts). */
export interface RawPrediction {
  place_id: unknown;
  description: unknown;
}

/** A place in the legacy shape: `location` a LatLng (or literal), components as the geocoder's. */
export interface RawPlace {
  location: unknown;
  addressComponents: unknown;
}

export interface PlacesBackend {
  readonly api: 'places' | 'places-legacy';
  /** Rejects with an error carrying Google's status as `code` (ZERO_RESULTS, ...). */
  predictions(input: string, country: string | undefined): Promise<RawPrediction[]>;
  /** The chosen place; ends the session. Rejects like predictions (NOT_FOUND, ...). */
  details(placeId: string): Promise<RawPlace>;
}

/** New Places API fields: the place's position and the components the search keeps. */
export const PLACE_FIELDS = ['location', 'addressComponents'] as const;

/** Legacy PlacesService fields (spec §7 'fields: geometry'). */
export const PLACE_DETAIL_FIELDS = ['geometry', 'address_components'] as const;

type PlacesLibrary = Partial<google.maps.PlacesLibrary>;

/** The backend the loaded library supports, or null when it has neither API. */
export function placesBackend(library: PlacesLibrary): PlacesBackend | null {
  const { AutocompleteSuggestion, Place } = library;
  if (
    typeof AutocompleteSuggestion?.fetchAutocompleteSuggestions === 'function' &&
    typeof Place === 'function'
  )
    return newBackend(library, AutocompleteSuggestion, Place);
  if (
    typeof library.AutocompleteService === 'function' &&
    typeof library.PlacesService === 'function'
  )
    return legacyBackend(library, library.AutocompleteService, library.PlacesService);
  return null;
}

function newToken(library: PlacesLibrary): google.maps.places.AutocompleteSessionToken | undefined {
  const Token = library.AutocompleteSessionToken;
  return typeof Token === 'function' ? new Token() : undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const text = (value as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

function newBackend(
  library: PlacesLibrary,
  Suggestions: typeof google.maps.places.AutocompleteSuggestion,
  Place: typeof google.maps.places.Place,
): PlacesBackend {
  let token: google.maps.places.AutocompleteSessionToken | undefined;
  // This session's predictions: toPlace() carries the session token into fetchFields.
  const seen = new Map<string, google.maps.places.PlacePrediction>();
  return {
    api: 'places',
    async predictions(input, country) {
      token ??= newToken(library);
      const request: google.maps.places.AutocompleteRequest = { input };
      if (token) request.sessionToken = token;
      if (country) request.includedRegionCodes = [country];
      const { suggestions } = await Suggestions.fetchAutocompleteSuggestions(request);
      const list: RawPrediction[] = [];
      for (const suggestion of Array.isArray(suggestions) ? suggestions : []) {
        const prediction = suggestion?.placePrediction;
        if (!prediction) continue;
        seen.set(prediction.placeId, prediction);
        list.push({ place_id: prediction.placeId, description: textOf(prediction.text) });
      }
      return list;
    },
    async details(placeId) {
      const prediction = seen.get(placeId);
      const place = prediction ? prediction.toPlace() : new Place({ id: placeId });
      // The choice ends the session: the next suggestions start a new one.
      token = undefined;
      seen.clear();
      const { place: filled } = await place.fetchFields({ fields: [...PLACE_FIELDS] });
      return {
        location: filled?.location,
        addressComponents: (filled?.addressComponents ?? []).map((component) => ({
          long_name: component?.longText,
          short_name: component?.shortText,
          types: component?.types,
        })),
      };
    },
  };
}

function legacyBackend(
  library: PlacesLibrary,
  AutocompleteService: typeof google.maps.places.AutocompleteService,
  PlacesService: typeof google.maps.places.PlacesService,
): PlacesBackend {
  const autocomplete = new AutocompleteService();
  // PlacesService wants an attribution node; a detached div is what Google's samples use.
  const details = new PlacesService(document.createElement('div'));
  let token: google.maps.places.AutocompleteSessionToken | undefined;
  return {
    api: 'places-legacy',
    async predictions(input, country) {
      token ??= newToken(library);
      const request: google.maps.places.AutocompletionRequest = { input };
      if (token) request.sessionToken = token;
      if (country) request.componentRestrictions = { country };
      const response = await autocomplete.getPlacePredictions(request);
      return Array.isArray(response?.predictions) ? response.predictions : [];
    },
    details(placeId) {
      const request: google.maps.places.PlaceDetailsRequest = {
        placeId,
        fields: [...PLACE_DETAIL_FIELDS],
      };
      if (token) request.sessionToken = token;
      token = undefined;
      return new Promise((resolve, reject) => {
        details.getDetails(request, (place, status) => {
          if (String(status) !== 'OK')
            reject(Object.assign(new Error(`PlacesService: ${String(status)}`), { code: status }));
          else
            resolve({
              location: place?.geometry?.location,
              addressComponents: place?.address_components,
            });
        });
      });
    },
  };
}
