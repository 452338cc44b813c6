import { loadChunk } from '@mf/core/http/deadline';

/**
 * The services behind the location box, loaded on first use: forward and reverse geocoding,
 * place suggestions and place details (Google, through the core maps seam) and the device
 * position (core/browser/geolocation). They run only after a visitor's action (typing, choosing a
 * suggestion, use-my-location, a search of a typed place) and the Google ones only with maps
 * consent, so the element's entry does not carry them: one lazy chunk, fetched once (the dealer
 * locator's size budget). The modules behind them are unchanged; tests import them
 * directly. The chunk loads under the library deadline (docs/laws/deadlines.md).
 */
export const locationServices = () => loadChunk(() => import('./location-services-impl'));
