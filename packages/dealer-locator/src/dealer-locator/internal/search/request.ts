import { configureMaps, mapsLoaderOptions } from '@mf/core/maps/loader';
import { locationServices } from '../places/location-services';
import type { AddressComponent, DistanceUnit, LatLng, SearchRequest } from '../data/types';

/** What the form contributes to a search (spec §3 search request fields). */
export interface SearchInput {
  brand: string;
  region: string;
  country: string;
  contract: string;
  radius: number;
  distance_unit: DistanceUnit;
  location: string;
  /** Coordinates already known for the location text (region centre); null: geocode the text. */
  geocode: LatLng | null;
  addressComponents: AddressComponent[];
  dealerName: string;
}

export interface GeocodeContext {
  apiKey: string;
  locale: string;
}

/** The typed place could not be found: shown as no results, not as a failure. */
export class UnknownPlaceError extends Error {
  constructor(place: string) {
    super(`No place found for "${place}"`);
    this.name = 'UnknownPlaceError';
  }
}

/**
 * Builds the search body of spec §7. A typed location without coordinates is forward-geocoded
 * through the core maps seam (cached in memory by query); an unknown place rejects with
 * UnknownPlaceError, a geocoder failure with its GeocodingError.
 */
export async function buildSearchRequest(
  input: SearchInput,
  context: GeocodeContext,
): Promise<SearchRequest> {
  let geocode = input.geocode;
  let addressComponents = input.addressComponents;
  const place = input.location.trim();
  if (!geocode && place) {
    // The same options as the map and the place suggestions (the first caller configures Maps).
    if (context.apiKey) configureMaps(mapsLoaderOptions(context.apiKey, context.locale));
    const { geocodeAddress } = await locationServices();
    const result = await geocodeAddress(place, input.country ? { region: input.country } : {});
    if (!result) throw new UnknownPlaceError(place);
    geocode = result.location;
    addressComponents = result.addressComponents;
  }
  return {
    brand: input.brand,
    region: input.region,
    country: input.country,
    contract: input.contract,
    radius: input.radius,
    distance_unit: input.distance_unit,
    geocode,
    dealer_name: input.dealerName.trim(),
    address_components: addressComponents,
  };
}
