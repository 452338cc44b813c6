/**
 * byo-dealer-popup.html: the dealer locator in popup mode, as a configurator opens it (from
 * byo-opener.html, on the gallery's other origin). Before the element loads this script installs
 * the offline maps stand-in and configures the hand-back for the configurator's origin, computed
 * from this page's location (port - 1, byo-origins.ts): the chosen dealer is posted to exactly
 * that origin (opener-origins), and byo_redirect is accepted only there (redirect-origins).
 */
import { installGoogleMapsFake } from '../../fakes/google-maps';
import { configuratorOrigin } from './byo-origins';

installGoogleMapsFake({ latencyMs: 120 });

const origins = JSON.stringify([configuratorOrigin()]);
for (const element of document.querySelectorAll('mf-dealer-locator')) {
  element.setAttribute('opener-origins', origins);
  element.setAttribute('redirect-origins', origins);
}
