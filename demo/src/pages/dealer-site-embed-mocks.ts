/**
 * DEMO ONLY: on a real dealer site this script is absent. dealer-site-embed.html plays an
 * independent dealer's website that embeds the locator with nothing but the library's
 * all-in-one script and the tag (dealer-site-embed-modal.html: the same as a modal;
 * dealer-site-embed-popup.html: a popup page built the same way); this module is the one extra
 * line the gallery needs to run those pages offline:
 *
 * - the mock dealer backend (the gallery's MSW handlers; their paths match on any origin, so the
 *   page can name the manufacturer's real-looking absolute endpoints);
 * - the offline google.maps stand-in (js-api-loader finds `google.maps.importLibrary` and loads
 *   no script).
 *
 * It runs before the library script (module scripts and `defer` scripts run in document order),
 * but starting the service worker is asynchronous: so it holds back `customElements.define` until
 * the worker answers, and the locator's first request (100 ms after it mounts) is always mocked.
 * It deliberately does not use gallery.js (no toolbar, no page-relative element bundles).
 * `?scenario=empty|error|slow` reaches the mock backend as on the gallery pages.
 */
import { setupWorker } from 'msw/browser';
import { installGoogleMapsFake } from '../../fakes/google-maps';
import { createHandlers } from '../../mocks/handlers';
import { parseScenario } from '../../mocks/scenario';

installGoogleMapsFake({ latencyMs: 120 });

const registry = window.customElements;
const define = registry.define.bind(registry);
const held: Parameters<CustomElementRegistry['define']>[] = [];
registry.define = (...args) => {
  held.push(args);
};

const worker = setupWorker(
  ...createHandlers(parseScenario(new URLSearchParams(location.search).get('scenario'))),
);
worker
  .start({
    serviceWorker: { url: new URL('../mockServiceWorker.js', import.meta.url).pathname },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  .catch((error: unknown) => console.error('The demo mocks could not start', error))
  .finally(() => {
    registry.define = define;
    for (const args of held.splice(0)) if (!registry.get(args[0])) define(...args);
    document.documentElement.dataset.demoReady = 'true';
  });
