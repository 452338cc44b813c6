import { clearGeocodingCache } from '@mf/core/maps/geocoding';
import { forgetMapsConfiguration, mapsConfiguration } from '@mf/core/maps/loader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchRequest } from './request';

afterEach(() => {
  forgetMapsConfiguration();
  clearGeocodingCache();
  vi.unstubAllGlobals();
});

describe('buildSearchRequest (spec §7)', () => {
  it("configures Maps with the locale's language and region subtag, as the map does", async () => {
    class Geocoder {
      async geocode() {
        return {
          results: [
            {
              geometry: { location: { lat: () => 45.4, lng: () => -75.7 } },
              address_components: [],
            },
          ],
        };
      }
    }
    vi.stubGlobal('google', { maps: { importLibrary: async () => ({ Geocoder }) } });
    forgetMapsConfiguration();
    const request = await buildSearchRequest(
      {
        brand: '',
        region: '',
        country: '',
        contract: '',
        radius: 50,
        distance_unit: 'km',
        location: 'Ottawa',
        geocode: null,
        addressComponents: [],
        dealerName: '',
      },
      { apiKey: 'k', locale: 'en-CA' },
    );
    expect(mapsConfiguration()).toEqual({ key: 'k', language: 'en-CA', region: 'CA' });
    expect(request.geocode).toEqual({ latitude: 45.4, longitude: -75.7 });
  });
});
