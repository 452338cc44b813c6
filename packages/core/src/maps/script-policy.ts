/**
 * Loading the Maps JavaScript API on a page with a strict Content Security Policy and Trusted
 * Types (`require-trusted-types-for 'script'`).
 *
 * Setting a script's `src` is a Trusted Types sink. @googlemaps/js-api-loader 2.x creates a
 * policy named `@googlemaps/js-api-loader` that passes ANY address, so a site had to allow a
 * policy that trusts everything. Instead, this module injects the Maps script itself (Google's
 * documented "dynamic library import" bootstrap, which js-api-loader also uses) through a named
 * policy, `mf-maps`, that passes the Maps script address (https://maps.googleapis.com/maps/api/js
 * with a query) and nothing else. js-api-loader then finds `google.maps.importLibrary` installed
 * and injects nothing of its own.
 *
 * A site with Trusted Types allows our policy and the ones Google's script creates once loaded:
 *
 *   Content-Security-Policy: require-trusted-types-for 'script';
 *     trusted-types mf-maps google-maps-api-loader google-maps-api#html lit-html;
 *
 * (the last three per js-api-loader's own message: Google's script needs them to run.) Without
 * Trusted Types in the browser the address is checked just the same and set as text.
 */

/** The Trusted Types policy name a site allows in its `trusted-types` directive. */
export const MAPS_TRUSTED_TYPES_POLICY = 'mf-maps';

/** The only script address the policy passes (scheme, host and path exactly). */
export const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';
export const MAPS_SCRIPT_PATH = '/maps/api/js';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** True for the Maps JavaScript API address (https, maps.googleapis.com, /maps/api/js). */
export function isMapsScriptUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.origin === MAPS_SCRIPT_ORIGIN &&
    parsed.pathname === MAPS_SCRIPT_PATH &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.hash === ''
  );
}

function checked(url: string): string {
  if (!isMapsScriptUrl(url))
    throw new TypeError(
      `${MAPS_TRUSTED_TYPES_POLICY}: refused a script address that is not the Google Maps JavaScript API: ${url}`,
    );
  return url;
}

const POLICY = Symbol.for('mf.maps.trusted-types-policy');
type Holder = { [POLICY]?: ScriptUrlPolicy | null };

/**
 * The page's `mf-maps` policy, created once per page (kept on globalThis: the ESM bundles and the
 * all-in-one script each carry this module, and a policy name can be created only once). Null
 * when the browser has no Trusted Types, or when the page's CSP does not allow the name (logged,
 * with the directive to add).
 */
export function mapsScriptPolicy(): ScriptUrlPolicy | null {
  const holder = globalThis as Holder;
  if (holder[POLICY] !== undefined) return holder[POLICY];
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  let policy: ScriptUrlPolicy | null = null;
  if (factory && typeof factory.createPolicy === 'function') {
    try {
      policy = factory.createPolicy(MAPS_TRUSTED_TYPES_POLICY, { createScriptURL: checked });
    } catch (error) {
      console.error(
        `Google Maps: the Trusted Types policy "${MAPS_TRUSTED_TYPES_POLICY}" could not be created; allow it in the page's Content-Security-Policy: "trusted-types ${MAPS_TRUSTED_TYPES_POLICY} google-maps-api-loader google-maps-api#html lit-html"`,
        error,
      );
    }
  }
  holder[POLICY] = policy;
  return policy;
}

/**
 * `url` as a value for a script's `src`: a TrustedScriptURL from the `mf-maps` policy where the
 * browser has Trusted Types, else the checked text. Throws for any other address.
 */
export function mapsScriptUrl(url: string): string {
  const policy = mapsScriptPolicy();
  // A TrustedScriptURL is what the sink takes; the DOM typings here only know strings.
  return policy ? (policy.createScriptURL(url) as string) : checked(url);
}

type MapsNamespace = {
  importLibrary?: (name: string) => Promise<unknown>;
  __ib__?: () => void;
};

/**
 * Installs `google.maps.importLibrary` (Google's dynamic library import bootstrap) unless it
 * exists: the first library asked for injects one script, through `mapsScriptUrl`, with the
 * options (camelCase names written snake_case, as Google's bootstrap does) and every library
 * asked for until then; Google's script then replaces importLibrary with its own. A script that
 * fails to load rejects every waiting import ("could not load"); the next import tries again.
 */
export function installMapsBootstrap(options: Record<string, string>): void {
  const root = globalThis as { google?: { maps?: MapsNamespace } };
  const google = (root.google ??= {});
  const maps = (google.maps ??= {});
  if (maps.importLibrary) return;
  const libraries = new Set<string>();
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= new Promise<void>((resolve, reject) => {
      const query = new URLSearchParams();
      query.set('libraries', [...libraries].join(','));
      for (const [name, value] of Object.entries(options))
        query.set(
          name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
          value,
        );
      query.set('callback', 'google.maps.__ib__');
      const script = document.createElement('script');
      script.src = mapsScriptUrl(`${MAPS_SCRIPT_ORIGIN}${MAPS_SCRIPT_PATH}?${query}`);
      maps.__ib__ = resolve;
      script.onerror = () => {
        loading = null;
        script.remove();
        reject(new Error('The Google Maps JavaScript API could not load.'));
      };
      script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
      document.head.append(script);
    }));
  const bootstrap = (name: string): Promise<unknown> => {
    libraries.add(name);
    return load().then(() => {
      const loaded = maps.importLibrary;
      if (!loaded || loaded === bootstrap)
        throw new Error('The Google Maps JavaScript API loaded without importLibrary.');
      return loaded(name);
    });
  };
  maps.importLibrary = bootstrap;
}
