/**
 * mf-location-map.html and mf-factory-locations.html: installs the offline google.maps stand-in
 * and the consent manager stand-in before any element loads (module scripts run in document
 * order), so the elements' maps run through the real core/maps code path and no request leaves
 * the machine.
 *
 * Scenarios of these pages (links in the page's "Map scenarios" list):
 * `?consent=declined|missing` (the consent stand-in's own), `?maps=fail` (every library import
 * rejects, like a blocked script), `?overlay=missing` (the maps library without OverlayView).
 */
import { installConsentManager } from '../../fakes/consent-manager';
import { installGoogleMapsFake } from '../../fakes/google-maps';

installConsentManager(document.getElementById('fake-consent'));

const params = new URLSearchParams(location.search);
const maps = installGoogleMapsFake({
  latencyMs: 120,
  failLibraries: params.get('maps') === 'fail' ? true : [],
});
if (params.get('overlay') === 'missing') maps.defineLibrary('maps', { OverlayView: undefined });
// For QA and the end-to-end tests: what the page asked of "Google" (calls.importLibrary).
(window as unknown as { mfMapsFake: typeof maps }).mfMapsFake = maps;

// The scenario links mark the current one, like the toolbar does.
for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-map-scenario] a')) {
  const target = new URL(link.href);
  const same = [...target.searchParams].every(([key, value]) => params.get(key) === value);
  const none = target.search === '' && !['maps', 'overlay', 'consent'].some((k) => params.has(k));
  if ((target.search && same) || none) link.setAttribute('aria-current', 'page');
}

const log = document.getElementById('event-log');
document.addEventListener('mf-location-select', (event) => {
  if (!log) return;
  const item = document.createElement('li');
  item.textContent = `mf-location-select: ${JSON.stringify((event as CustomEvent).detail)}`;
  log.prepend(item);
});
