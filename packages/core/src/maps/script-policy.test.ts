import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';

const POLICY = Symbol.for('mf.maps.trusted-types-policy');

async function fresh() {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[POLICY];
  return import('./script-policy');
}

/** A stand-in for the browser's trustedTypes factory: records the policies created. */
function stubTrustedTypes(allowed: string[]) {
  const created: { name: string; rules: { createScriptURL(url: string): string } }[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
      if (!allowed.includes(name)) throw new TypeError(`Policy "${name}" disallowed.`);
      created.push({ name, rules });
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  });
  return created;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as { google?: unknown }).google;
  delete (globalThis as Record<symbol, unknown>)[POLICY];
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the mf-maps Trusted Types policy', () => {
  it('passes the Maps JavaScript API address and refuses every other', async () => {
    const { isMapsScriptUrl } = await fresh();
    expect(isMapsScriptUrl('https://maps.googleapis.com/maps/api/js?key=K&v=weekly')).toBe(true);
    for (const url of [
      'http://maps.googleapis.com/maps/api/js',
      'https://maps.googleapis.com.evil.test/maps/api/js',
      'https://evil.test/maps/api/js',
      'https://maps.googleapis.com/maps/api/jsx',
      'https://maps.googleapis.com/other.js',
      'https://user@maps.googleapis.com/maps/api/js',
      'javascript:alert(1)',
      '//maps.googleapis.com/maps/api/js',
    ])
      expect(isMapsScriptUrl(url), url).toBe(false);
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isMapsScriptUrl(url)).toBe(
          new URL(url).href.startsWith('https://maps.googleapis.com/maps/api/js') &&
            !new URL(url).hash &&
            new URL(url).pathname === '/maps/api/js',
        );
      }),
    );
  });

  it('creates the policy once, named mf-maps, and it throws for another address', async () => {
    const created = stubTrustedTypes(['mf-maps']);
    const { mapsScriptUrl, mapsScriptPolicy, MAPS_TRUSTED_TYPES_POLICY } = await fresh();
    expect(MAPS_TRUSTED_TYPES_POLICY).toBe('mf-maps');
    expect(mapsScriptUrl('https://maps.googleapis.com/maps/api/js?key=K')).toEqual({
      trusted: 'https://maps.googleapis.com/maps/api/js?key=K',
    });
    expect(() => mapsScriptUrl('https://evil.test/x.js')).toThrow(/refused/);
    mapsScriptPolicy();
    expect(created.map((policy) => policy.name)).toEqual(['mf-maps']);
  });

  it('a CSP that does not allow mf-maps: logged with the directive to add', async () => {
    stubTrustedTypes([]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mapsScriptPolicy } = await fresh();
    expect(mapsScriptPolicy()).toBeNull();
    expect(error.mock.calls[0]![0]).toContain('trusted-types mf-maps');
  });

  it('the bootstrap injects one script through the policy, with the options snake_cased', async () => {
    stubTrustedTypes(['mf-maps']);
    const { installMapsBootstrap } = await fresh();
    const src = vi.spyOn(HTMLScriptElement.prototype, 'src', 'set');
    installMapsBootstrap({ key: 'K', v: 'weekly', mapIds: 'm' });
    const google = (globalThis as { google: { maps: Record<string, unknown> } }).google;
    const importLibrary = google.maps.importLibrary as (name: string) => Promise<unknown>;
    const maps = importLibrary('maps');
    const marker = importLibrary('marker');
    await Promise.resolve();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const value = src.mock.calls[0]![0] as unknown as { trusted: string };
    const url = new URL(value.trusted);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('key')).toBe('K');
    expect(url.searchParams.get('map_ids')).toBe('m');
    expect(url.searchParams.get('callback')).toBe('google.maps.__ib__');
    // Google's script replaces importLibrary, then calls the callback.
    google.maps.importLibrary = async (name: string) => ({ name });
    (google.maps.__ib__ as () => void)();
    await expect(maps).resolves.toEqual({ name: 'maps' });
    await expect(marker).resolves.toEqual({ name: 'marker' });
  });

  it('does nothing when importLibrary exists (the page loaded Maps, or the offline stand-in)', async () => {
    const existing = vi.fn();
    (globalThis as { google?: unknown }).google = { maps: { importLibrary: existing } };
    const { installMapsBootstrap } = await fresh();
    installMapsBootstrap({ key: 'K' });
    expect(
      (globalThis as { google: { maps: { importLibrary: unknown } } }).google.maps.importLibrary,
    ).toBe(existing);
  });
});
