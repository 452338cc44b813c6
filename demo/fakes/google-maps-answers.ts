import {
  GAZETTEER,
  findPlaces,
  nearestPlace,
  type GazetteerPlace,
} from '../mocks/dealer-locator/gazetteer';
import { FakeLatLng, FakeLatLngBounds, toLatLng } from './google-maps-geometry';

/**
 * The stand-in's default service answers, from the offline gazetteer shared with the mock
 * dealer dataset, and the types of a replaceable answer.
 */

export type FakePlace = GazetteerPlace;

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

function formattedAddress(place: FakePlace): string {
  return `${place.name}, ${place.state_code} ${place.postal_code}, ${place.country_name}`;
}

function placeId(place: FakePlace): string {
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

export function defaultAnswers(places: readonly FakePlace[]): FakeAnswers {
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
