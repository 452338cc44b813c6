import type { FakeAnswer, FakeAnswers } from './google-maps-answers';
import { FakeMapsRequestError } from './google-maps-geometry';

/**
 * The new Places API of the google.maps stand-in (google-maps.ts): AutocompleteSuggestion
 * (static fetchAutocompleteSuggestions), PlacePrediction (toPlace) and Place (fetchFields), as
 * Google offers them since March 2025. They answer from the same replaceable answers as the
 * legacy AutocompleteService and PlacesService (`answers.predictions`, `answers.placeDetails`),
 * so a test or the gallery sets one answer for both APIs; calls are recorded apart
 * (`calls.suggestions`, `calls.fetchFields`) with their session tokens.
 */

interface FetchFieldsCall {
  id: string;
  fields: string[];
  /** The session token of the prediction the place came from (toPlace), if any. */
  sessionToken: unknown;
}

export interface NewPlacesCalls {
  suggestions: google.maps.places.AutocompleteRequest[];
  fetchFields: FetchFieldsCall[];
}

function isStatus<T>(answer: FakeAnswer<T>): answer is { status: string } {
  return (
    typeof answer === 'object' && answer !== null && !Array.isArray(answer) && 'status' in answer
  );
}

class FakeFormattableText {
  readonly matches: [] = [];
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

class FakeAddressComponent {
  constructor(
    readonly longText: string | null,
    readonly shortText: string | null,
    readonly types: string[],
  ) {}
}

export function newPlacesClasses(
  calls: NewPlacesCalls,
  answers: FakeAnswers,
  later: <T>(value: () => T) => Promise<T>,
) {
  class Place {
    readonly id: string;
    location: google.maps.LatLng | null | undefined = undefined;
    addressComponents: FakeAddressComponent[] | undefined = undefined;
    formattedAddress: string | null | undefined = undefined;
    displayName: string | null | undefined = undefined;
    /** @internal the session of the prediction this place came from */
    sessionToken: unknown = undefined;

    constructor(options: google.maps.places.PlaceOptions) {
      this.id = options.id ?? '';
    }

    fetchFields(options: google.maps.places.FetchFieldsRequest): Promise<{ place: Place }> {
      const fields = [...options.fields];
      calls.fetchFields.push({ id: this.id, fields, sessionToken: this.sessionToken });
      return later(() => {
        const answer = answers.placeDetails({ placeId: this.id, fields });
        if (isStatus(answer)) throw new FakeMapsRequestError(answer.status, 'PLACES_GET_PLACE');
        this.location = (answer.geometry?.location as google.maps.LatLng | undefined) ?? null;
        this.addressComponents = (answer.address_components ?? []).map(
          (component) =>
            new FakeAddressComponent(component.long_name, component.short_name, component.types),
        );
        this.formattedAddress = answer.formatted_address ?? null;
        this.displayName = answer.name ?? null;
        return { place: this };
      });
    }
  }

  class PlacePrediction {
    readonly placeId: string;
    readonly text: FakeFormattableText;
    readonly mainText: FakeFormattableText | null;
    readonly secondaryText: FakeFormattableText | null;
    readonly types: string[];
    readonly distanceMeters = null;

    constructor(
      prediction: google.maps.places.AutocompletePrediction,
      private readonly sessionToken: unknown,
    ) {
      this.placeId = prediction.place_id;
      this.text = new FakeFormattableText(prediction.description);
      const structured = prediction.structured_formatting;
      this.mainText = structured ? new FakeFormattableText(structured.main_text) : null;
      this.secondaryText = structured ? new FakeFormattableText(structured.secondary_text) : null;
      this.types = prediction.types ?? [];
    }

    toPlace(): Place {
      const place = new Place({ id: this.placeId });
      place.sessionToken = this.sessionToken;
      return place;
    }
  }

  class AutocompleteSuggestion {
    constructor(readonly placePrediction: PlacePrediction | null) {}

    static fetchAutocompleteSuggestions(
      request: google.maps.places.AutocompleteRequest,
    ): Promise<{ suggestions: AutocompleteSuggestion[] }> {
      calls.suggestions.push(request);
      return later(() => {
        const country = request.includedRegionCodes?.[0];
        const answer = answers.predictions({
          input: request.input,
          ...(country ? { componentRestrictions: { country } } : {}),
        });
        // Google's new API answers "nothing" with an empty list, not ZERO_RESULTS.
        if (isStatus(answer)) {
          if (answer.status === 'ZERO_RESULTS') return { suggestions: [] };
          throw new FakeMapsRequestError(answer.status, 'PLACES_AUTOCOMPLETE');
        }
        return {
          suggestions: answer.map(
            (prediction) =>
              new AutocompleteSuggestion(new PlacePrediction(prediction, request.sessionToken)),
          ),
        };
      });
    }
  }

  return { AutocompleteSuggestion, PlacePrediction, Place };
}
