/**
 * mf-dealer-locator.html: installs the offline google.maps stand-in before any element loads, so
 * the locator's geocoding and map run through the real core/maps code path (js-api-loader finds
 * `google.maps.importLibrary` and injects no script). This module runs before gallery.js (module
 * scripts execute in document order), and gallery.js loads the element only after the mocks run.
 *
 * `?key=<API key>` skips the stand-in and gives the key to the element: the real Google Maps
 * loads (needs the network). `?maps=fail` makes every library import reject, like a blocked
 * script. It also logs the locator's events for QA.
 */
import { installConsentManager } from '../../fakes/consent-manager';
import { installGoogleMapsFake } from '../../fakes/google-maps';

// ?consent=declined|missing (default granted): the TrustArc stand-in with its visible panel.
installConsentManager(document.getElementById('fake-consent'));

const params = new URLSearchParams(location.search);
const realKey = params.get('key')?.trim();
if (realKey) {
  for (const element of document.querySelectorAll('mf-dealer-locator'))
    element.setAttribute('api-key', realKey);
} else {
  installGoogleMapsFake({
    latencyMs: 120,
    failLibraries: params.get('maps') === 'fail' ? true : [],
  });
}

const log = document.getElementById('event-log');
for (const name of ['mf-preferred-dealer-change', 'mf-dealer-select'] as const) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const item = document.createElement('li');
    item.textContent = `${name}: ${JSON.stringify((event as CustomEvent).detail)}`;
    log.prepend(item);
  });
}
