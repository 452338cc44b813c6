import type { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { LIBRARY_DEADLINE_MS, withDeadline } from '../http/deadline';
import { installMapsBootstrap } from './script-policy';

/**
 * The single Google Maps seam (docs/style.md: 'Google in maps/'). Every element loads Maps through
 * here: js-api-loader 2.x `setOptions` once per page, then `importLibrary`. When
 * `google.maps.importLibrary` already exists (the page loaded Maps itself, or the offline fake
 * of demo/fakes is installed) the loader injects no script and uses it.
 *
 * js-api-loader itself is imported on the first library load, not with the element: a visitor
 * who never gets a map (no consent, no search) never downloads it.
 */

export type MapsLibraryName = keyof google.maps.ImportLibraryMap;

export interface MapsLoaderOptions {
  /** The API key from the element's attribute. */
  key: string;
  /** BCP 47 language of the element's locale ('de-DE' -> map labels in German). */
  language?: string;
  /** Region bias (two-letter country code). */
  region?: string;
}

/**
 * The loader options of an element: its key, its locale as the language, and the locale's region
 * subtag as the region ('en-GB' -> language 'en-GB', region 'GB'), which biases geocoding,
 * suggestions and map borders to that country (Google's `region` takes the Unicode region
 * subtag). A locale without a two-letter region ('de', 'es-419') or one that does not parse gives
 * no region. Every caller builds its options here, so all agree (the first one configures Maps).
 */
export function mapsLoaderOptions(key: string, locale: string): MapsLoaderOptions {
  const options: MapsLoaderOptions = { key };
  if (!locale) return options;
  options.language = locale;
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).region;
  } catch {
    region = undefined;
  }
  if (region && /^[A-Z]{2}$/.test(region)) options.region = region;
  return options;
}

/** spec: the weekly channel, like Google's own samples. */
export const MAPS_VERSION = 'weekly';

export const DIFFERENT_KEY_MESSAGE =
  'Google Maps is already loaded on this page with a different API key; this element uses the ' +
  'key it was first loaded with. Give every element on the page the same api key.';

/**
 * The page's configuration lives on a global symbol, not in this module: the ESM bundles and the
 * all-in-one IIFE each carry their own copy of this module, and Maps can load only once per page.
 */
const CONFIGURATION = Symbol.for('mf.maps.configuration');

/** Set once `setOptions` ran on this page (by any copy of this module). */
const APPLIED = Symbol.for('mf.maps.options-applied');

type Registry = { [CONFIGURATION]?: MapsLoaderOptions; [APPLIED]?: true };

function configured(): MapsLoaderOptions | null {
  return (globalThis as Registry)[CONFIGURATION] ?? null;
}

/** The options Maps was configured with on this page, or null before the first load. */
export function mapsConfiguration(): Readonly<MapsLoaderOptions> | null {
  return configured();
}

/** Tests only: forget the page's configuration (a page never needs this). */
export function forgetMapsConfiguration(): void {
  delete (globalThis as Registry)[CONFIGURATION];
  delete (globalThis as Registry)[APPLIED];
}

/**
 * Configures the loader once per page. A second element with the same key reuses the first
 * configuration; a different key cannot be loaded into the same page, so it is reported (console
 * error naming both keys' endings) and the first configuration stays in force.
 */
export function configureMaps(options: MapsLoaderOptions): void {
  const current = configured();
  if (current) {
    if (current.key !== options.key)
      console.error(
        `${DIFFERENT_KEY_MESSAGE} (loaded: …${tail(current.key)}, requested: …${tail(options.key)})`,
      );
    return;
  }
  (globalThis as Registry)[CONFIGURATION] = { ...options };
}

/** js-api-loader's `importLibrary`, after `setOptions` ran once with the page's configuration. */
async function libraryImporter(): Promise<typeof importLibrary> {
  const api = await import('@googlemaps/js-api-loader');
  const registry = globalThis as Registry;
  const options = registry[CONFIGURATION];
  if (options && !registry[APPLIED]) {
    registry[APPLIED] = true;
    const apiOptions: Parameters<typeof setOptions>[0] = { key: options.key, v: MAPS_VERSION };
    if (options.language) apiOptions.language = options.language;
    if (options.region) apiOptions.region = options.region;
    // The script goes in through our `mf-maps` Trusted Types policy (script-policy.ts); the
    // loader then finds importLibrary installed and injects nothing itself.
    installMapsBootstrap(apiOptions as Record<string, string>);
    api.setOptions(apiOptions);
  }
  return api.importLibrary;
}

/** Only the last characters of a key go to the console. */
function tail(key: string): string {
  return key.slice(-4);
}

/**
 * Loads one Maps library (configuring the loader first when needed). Rejects when the script
 * cannot load (blocked, offline, bad key) or has not loaded within LIBRARY_DEADLINE_MS
 * (DeadlineError, core/http/deadline; a later load is ignored): callers show their no-map state.
 */
export function loadMapsLibrary<N extends MapsLibraryName>(
  name: N,
  options: MapsLoaderOptions,
): Promise<google.maps.ImportLibraryMap[N]> {
  configureMaps(options);
  return importMapsLibrary(name);
}

/**
 * For code that runs after an element configured Maps (geocoding helpers): imports a library
 * with the page's configuration. Rejects when nothing configured Maps and no
 * `google.maps.importLibrary` exists, or at the deadline (as loadMapsLibrary).
 */
export function importMapsLibrary<N extends MapsLibraryName>(
  name: N,
): Promise<google.maps.ImportLibraryMap[N]> {
  return withDeadline(LIBRARY_DEADLINE_MS, async () => {
    if (configured()) return (await libraryImporter())(name);
    const existing = globalThis.google?.maps?.importLibrary;
    if (!existing) throw new Error('Google Maps is not configured: call configureMaps() first.');
    return (await existing(name)) as google.maps.ImportLibraryMap[N];
  });
}
