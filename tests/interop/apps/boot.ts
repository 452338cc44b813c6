/**
 * Runs before each interop app (its own module script, first in the page): the gallery's mock
 * backends (MSW), the consent manager and maps stand-ins, then the built element bundles
 * (/dist/esm, as a page would load them). The app mounts meanwhile, so it renders the elements
 * before they are defined and its bindings go through the adapter's property upgrade.
 */
import { setupWorker } from 'msw/browser';
import { installConsentManager } from '../../../demo/fakes/consent-manager';
import { installGoogleMapsFake } from '../../../demo/fakes/google-maps';
import { createHandlers } from '../../../demo/mocks/handlers';
import { EVENTS } from './shared/scenario';

installConsentManager(null, 'granted');
installGoogleMapsFake({ latencyMs: 0 });

async function boot(): Promise<void> {
  await setupWorker(...createHandlers('default')).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await Promise.all(
    Object.keys(EVENTS).map((tag) => import(/* @vite-ignore */ `/dist/esm/${tag}.js`)),
  );
  document.documentElement.dataset.interopReady = 'true';
}

boot().catch((error: unknown) => console.error('interop boot failed', error));
