/** The lazy chunk of location-services.ts. */
export { currentPosition } from '@mf/core/browser/geolocation';
export { geocodeAddress, reverseGeocode } from '@mf/core/maps/geocoding';
export { placeDetails, placePredictions } from '@mf/core/maps/places';
