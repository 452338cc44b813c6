import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';

/** Each test gets fresh module state: the loader is configured once per page. */
async function freshLoader() {
  vi.resetModules();
  const loader = await import('./loader');
  loader.forgetMapsConfiguration();
  return loader;
}

describe('maps loader with an existing google.maps.importLibrary (the fake seam)', () => {
  let fake: GoogleMapsFake;
  beforeEach(() => {
    fake = installGoogleMapsFake();
    // js-api-loader's own dev notices (existing importLibrary, repeated setOptions across
    // these fresh loader modules) are not what these tests are about.
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => fake.uninstall());

  it('uses the existing importLibrary and injects no script', async () => {
    const { loadMapsLibrary } = await freshLoader();
    const { Geocoder } = await loadMapsLibrary('geocoding', { key: 'KEY-1234' });
    expect(typeof Geocoder).toBe('function');
    expect(fake.calls.importLibrary).toEqual(['geocoding']);
    expect(document.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
  });

  it('a second element with the same key reuses the configuration silently', async () => {
    const { loadMapsLibrary, mapsConfiguration } = await freshLoader();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadMapsLibrary('core', { key: 'KEY-1234', language: 'de-DE' });
    await loadMapsLibrary('places', { key: 'KEY-1234', language: 'de-DE' });
    expect(error).not.toHaveBeenCalled();
    expect(mapsConfiguration()).toEqual({ key: 'KEY-1234', language: 'de-DE' });
  });

  it('a second element with a different key is reported clearly and the first key stays', async () => {
    const { configureMaps, mapsConfiguration, DIFFERENT_KEY_MESSAGE } = await freshLoader();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureMaps({ key: 'FIRST-aaaa' });
    configureMaps({ key: 'SECOND-bbbb' });
    expect(error).toHaveBeenCalledTimes(1);
    const message = String(error.mock.calls[0]![0]);
    expect(message).toContain(DIFFERENT_KEY_MESSAGE);
    expect(message).toContain('…aaaa');
    expect(message).toContain('…bbbb');
    expect(message).not.toContain('FIRST');
    expect(mapsConfiguration()!.key).toBe('FIRST-aaaa');
  });

  it('a second copy of the loader (another bundle on the page) sees the first configuration', async () => {
    const first = await freshLoader();
    first.configureMaps({ key: 'PAGE-1111' });
    vi.resetModules();
    const second = await import('./loader');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(second.mapsConfiguration()).toEqual({ key: 'PAGE-1111' });
    second.configureMaps({ key: 'OTHER-2222' });
    expect(String(error.mock.calls[0]![0])).toContain('…2222');
  });

  it('a library that fails to load rejects (callers show their no-map state)', async () => {
    const { loadMapsLibrary } = await freshLoader();
    fake.failLibraries(['maps']);
    await expect(loadMapsLibrary('maps', { key: 'K' })).rejects.toThrow(/could not load/);
  });

  it('a library that never loads rejects after LIBRARY_DEADLINE_MS; a later load is ignored', async () => {
    const { loadMapsLibrary } = await freshLoader();
    const { LIBRARY_DEADLINE_MS } = await import('../http/deadline');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const load = fake.libraries;
    const maps = (globalThis as unknown as { google: { maps: Record<string, unknown> } }).google
      .maps;
    maps.importLibrary = (name: string) => held.then(() => load[name]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const result = loadMapsLibrary('maps', { key: 'K' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(LIBRARY_DEADLINE_MS - 1);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      release();
      expect(await result).toMatchObject({ name: 'DeadlineError' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('importMapsLibrary works with an installed importLibrary before any configuration', async () => {
    const { importMapsLibrary } = await freshLoader();
    await expect(importMapsLibrary('core')).resolves.toHaveProperty('LatLng');
  });
});

describe('maps loader options', () => {
  afterEach(() => {
    vi.doUnmock('@googlemaps/js-api-loader');
    // The bootstrap these tests installed (script-policy.ts) goes with them.
    delete (globalThis as { google?: unknown }).google;
  });

  it('calls setOptions once per page with key, weekly, language and region', async () => {
    vi.resetModules();
    const setOptions = vi.fn();
    const importLibrary = vi.fn(async () => ({}));
    vi.doMock('@googlemaps/js-api-loader', () => ({ setOptions, importLibrary }));
    const { loadMapsLibrary, forgetMapsConfiguration } = await import('./loader');
    forgetMapsConfiguration();
    await loadMapsLibrary('maps', { key: 'K1', language: 'de-DE', region: 'DE' });
    await loadMapsLibrary('marker', { key: 'K1', language: 'de-DE', region: 'DE' });
    expect(setOptions).toHaveBeenCalledTimes(1);
    expect(setOptions).toHaveBeenCalledWith({
      key: 'K1',
      v: 'weekly',
      language: 'de-DE',
      region: 'DE',
    });
    expect(importLibrary.mock.calls).toEqual([['maps'], ['marker']]);
  });

  it('leaves language and region out when not given', async () => {
    vi.resetModules();
    const setOptions = vi.fn();
    vi.doMock('@googlemaps/js-api-loader', () => ({ setOptions, importLibrary: vi.fn() }));
    const { configureMaps, importMapsLibrary, forgetMapsConfiguration } = await import('./loader');
    forgetMapsConfiguration();
    configureMaps({ key: 'K2' });
    // js-api-loader is loaded (and configured) with the first library, not before.
    expect(setOptions).not.toHaveBeenCalled();
    await importMapsLibrary('core');
    expect(setOptions).toHaveBeenCalledWith({ key: 'K2', v: 'weekly' });
  });

  it('without configuration and without importLibrary, importMapsLibrary rejects clearly', async () => {
    vi.resetModules();
    const { importMapsLibrary, forgetMapsConfiguration } = await import('./loader');
    forgetMapsConfiguration();
    await expect(importMapsLibrary('geocoding')).rejects.toThrow(/not configured/);
  });
});

describe('mapsLoaderOptions (language and region from the locale)', () => {
  it("takes the locale's two-letter region subtag as the region", async () => {
    const { mapsLoaderOptions } = await freshLoader();
    expect(mapsLoaderOptions('K', 'en-GB')).toEqual({ key: 'K', language: 'en-GB', region: 'GB' });
    expect(mapsLoaderOptions('K', 'zh-Hant-TW')).toMatchObject({ region: 'TW' });
    expect(mapsLoaderOptions('K', 'de-de')).toMatchObject({ region: 'DE' });
  });

  it('no region without a two-letter one; a broken locale never throws', async () => {
    const { mapsLoaderOptions } = await freshLoader();
    expect(mapsLoaderOptions('K', 'de')).toEqual({ key: 'K', language: 'de' });
    expect(mapsLoaderOptions('K', 'es-419')).toEqual({ key: 'K', language: 'es-419' });
    expect(mapsLoaderOptions('K', 'not a locale')).toEqual({ key: 'K', language: 'not a locale' });
    expect(mapsLoaderOptions('K', '')).toEqual({ key: 'K' });
  });
});
