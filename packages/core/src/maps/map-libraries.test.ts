import { afterEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { forgetMapsConfiguration } from './loader';
import {
  LIBRARIES_MISSING_MESSAGE,
  loadMapLibraries,
  onMapsAuthFailure,
  requireMapLibraries,
} from './map-libraries';

let fake: GoogleMapsFake | undefined;
afterEach(() => {
  fake?.uninstall();
  forgetMapsConfiguration();
});

describe('map libraries (core/maps)', () => {
  it('loads Map, InfoWindow, AdvancedMarkerElement and LatLngBounds through importLibrary', async () => {
    fake = installGoogleMapsFake();
    const libraries = await loadMapLibraries({ key: 'k' });
    expect(libraries.Map).toBe(fake.libraries.maps!.Map);
    expect(libraries.AdvancedMarkerElement).toBe(fake.libraries.marker!.AdvancedMarkerElement);
    expect(fake.calls.importLibrary).toEqual(expect.arrayContaining(['maps', 'marker', 'core']));
  });

  it('spec §8: missing libraries throw the "Tried to render google map" error', async () => {
    expect(() => requireMapLibraries({})).toThrow(LIBRARIES_MISSING_MESSAGE);
    fake = installGoogleMapsFake();
    fake.defineLibrary('marker', { AdvancedMarkerElement: undefined });
    await expect(loadMapLibraries({ key: 'k' })).rejects.toThrow(
      'Tried to render google map without first loading libraries.',
    );
  });

  it('rejects when the script cannot load', async () => {
    fake = installGoogleMapsFake({ failLibraries: true });
    await expect(loadMapLibraries({ key: 'k' })).rejects.toThrow(/could not load/);
  });

  it('gm_authFailure reaches every listener and the page handler', () => {
    const page = vi.fn();
    (globalThis as { gm_authFailure?: () => void }).gm_authFailure = page;
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = onMapsAuthFailure(first);
    onMapsAuthFailure(second);
    (globalThis as unknown as { gm_authFailure: () => void }).gm_authFailure();
    expect([page, first, second].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    offFirst();
    (globalThis as unknown as { gm_authFailure: () => void }).gm_authFailure();
    expect([first, second].map((f) => f.mock.calls.length)).toEqual([1, 2]);
  });
});
