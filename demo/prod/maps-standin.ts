/**
 * The one script of the production-like pages that is not the library: the offline google.maps
 * stand-in, on the pages of the elements that draw a map (dealer locator, location map, factory
 * locations) and the dealer-site page, so no request leaves the machine. It installs
 * `google.maps.importLibrary` before the element bundle runs (module scripts run in document
 * order), so js-api-loader injects no script. No mock backend, no service worker: the answers
 * are static files (scripts/build-prod.ts).
 */
import { installGoogleMapsFake } from '../fakes/google-maps';

installGoogleMapsFake({ latencyMs: 120 });
