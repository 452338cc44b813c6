import { loadMapsLibrary, type MapsLoaderOptions } from './loader';

/**
 * The map classes an element draws with, loaded through the single seam (loader.ts). Views get
 * these constructors and never read the `google.maps` global themselves.
 */
export interface MapLibraries {
  Map: typeof google.maps.Map;
  InfoWindow: typeof google.maps.InfoWindow;
  AdvancedMarkerElement: typeof google.maps.marker.AdvancedMarkerElement;
  LatLngBounds: typeof google.maps.LatLngBounds;
}

/** spec §8: the error when a map would render before its libraries are there. */
export const LIBRARIES_MISSING_MESSAGE =
  'Tried to render google map without first loading libraries.';

/** Checks that every class is present; throws the spec §8 error otherwise. */
export function requireMapLibraries(libraries: Partial<MapLibraries>): MapLibraries {
  const missing = (['Map', 'InfoWindow', 'AdvancedMarkerElement', 'LatLngBounds'] as const).filter(
    (name) => typeof libraries[name] !== 'function',
  );
  if (missing.length > 0)
    throw new Error(`${LIBRARIES_MISSING_MESSAGE} Missing: ${missing.join(', ')}.`);
  return libraries as MapLibraries;
}

/**
 * Loads the maps, marker and core libraries. Rejects when the script cannot load (blocked,
 * offline, bad key) or when a class is missing (spec §8 message).
 */
export async function loadMapLibraries(options: MapsLoaderOptions): Promise<MapLibraries> {
  const [maps, marker, core] = await Promise.all([
    loadMapsLibrary('maps', options),
    loadMapsLibrary('marker', options),
    loadMapsLibrary('core', options),
  ]);
  return requireMapLibraries({
    Map: maps?.Map,
    InfoWindow: maps?.InfoWindow,
    AdvancedMarkerElement: marker?.AdvancedMarkerElement,
    LatLngBounds: core?.LatLngBounds,
  });
}

type AuthWindow = { gm_authFailure?: () => void };
const LISTENERS = Symbol.for('mf.maps.authFailureListeners');
const PREVIOUS = Symbol.for('mf.maps.previousAuthFailure');
type Registry = { [LISTENERS]?: Set<() => void>; [PREVIOUS]?: () => void };

/**
 * Google calls the global `gm_authFailure` when the key is refused (bad key, referrer not
 * allowed). Several elements may listen; the page's own handler, if any, still runs.
 * Returns the unsubscribe function.
 *
 * No closure is made here: V8 gives all closures made in one call one context, and a
 * page-wide handler or an unsubscribe made beside `listener` kept the first element that
 * listened (its whole tree) alive for the life of the page. The minifier inlines a helper
 * function into its caller, so a separate scope is not enough: the handler reads the registry
 * from globalThis, and the unsubscribe is a bound function.
 */
export function onMapsAuthFailure(listener: () => void): () => void {
  const registry = globalThis as Registry & AuthWindow;
  let listeners = registry[LISTENERS];
  if (!listeners) {
    listeners = new Set();
    registry[LISTENERS] = listeners;
    registry[PREVIOUS] = registry.gm_authFailure;
    registry.gm_authFailure = callAuthFailureListeners;
  }
  listeners.add(listener);
  return listeners.delete.bind(listeners, listener);
}

function callAuthFailureListeners(): void {
  const registry = globalThis as Registry;
  registry[PREVIOUS]?.();
  for (const each of [...(registry[LISTENERS] ?? [])]) each();
}
