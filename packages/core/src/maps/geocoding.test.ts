import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  clearGeocodingCache,
  EMPTY_GEOCODE_WARNING,
  geocodeAddress,
  GeocodingError,
  keepAddressComponents,
  reverseGeocode,
} from './geocoding';

let fake: GoogleMapsFake;
beforeEach(() => {
  clearGeocodingCache();
  fake = installGoogleMapsFake();
});
afterEach(() => fake.uninstall());

describe('geocodeAddress (forward, spec §7)', () => {
  it('finds a typed town with its coordinates and the kept address components', async () => {
    const result = await geocodeAddress('Ames');
    expect(result).toEqual({
      location: { latitude: 42.0308, longitude: -93.6319 },
      formattedAddress: 'Ames, IA 50010, United States',
      addressComponents: [
        { long_name: '50010', short_name: '50010', types: ['postal_code'] },
        { long_name: 'Ames', short_name: 'Ames', types: ['locality'] },
        { long_name: 'Iowa', short_name: 'IA', types: ['administrative_area_level_1'] },
        { long_name: 'United States', short_name: 'US', types: ['country'] },
      ],
    });
  });

  it('finds a postal code', async () => {
    expect((await geocodeAddress('85801-000'))!.formattedAddress).toContain('Cascavel');
  });

  it('is cached in memory by query (case and outer spaces ignored)', async () => {
    await geocodeAddress('Hannover');
    await geocodeAddress('  hannover ');
    expect(fake.calls.geocode).toHaveLength(1);
    await geocodeAddress('Hannover', { country: 'DE' });
    expect(fake.calls.geocode).toHaveLength(2);
    expect(fake.calls.geocode[1]!.componentRestrictions).toEqual({ country: 'DE' });
  });

  it('an unknown place is null (ZERO_RESULTS)', async () => {
    await expect(geocodeAddress('Atlantis')).resolves.toBeNull();
  });

  it('an empty query asks nothing', async () => {
    await expect(geocodeAddress('   ')).resolves.toBeNull();
    expect(fake.calls.geocode).toHaveLength(0);
  });

  it('a failure rejects with the status and is not cached', async () => {
    fake.answers.geocode = () => ({ status: 'OVER_QUERY_LIMIT' });
    const error = await geocodeAddress('Ames').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocodingError);
    expect((error as GeocodingError).message).toBe('Geocoding failed due to: OVER_QUERY_LIMIT');
    expect((error as GeocodingError).status).toBe('OVER_QUERY_LIMIT');
    fake.answers.geocode = fake.defaults.geocode;
    await expect(geocodeAddress('Ames')).resolves.not.toBeNull();
    expect(fake.calls.geocode).toHaveLength(2);
  });
});

describe('reverseGeocode (spec §7, §8)', () => {
  it('names a coordinate with address text and kept components', async () => {
    const result = await reverseGeocode({ latitude: 42.05, longitude: -93.6 });
    expect(result.address).toBe('Ames, IA 50010, United States');
    expect(result.addressComponents.map((c) => c.types[0])).toEqual([
      'postal_code',
      'locality',
      'administrative_area_level_1',
      'country',
    ]);
    expect(fake.calls.geocode[0]!.location).toEqual({ lat: 42.05, lng: -93.6 });
  });

  it('an empty result is a console warning and an empty text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(reverseGeocode({ latitude: 0, longitude: 0 })).resolves.toEqual({
      address: '',
      addressComponents: [],
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(EMPTY_GEOCODE_WARNING));
  });

  it("a failure is 'Geocoding failed due to: {status}'", async () => {
    fake.answers.geocode = () => ({ status: 'REQUEST_DENIED' });
    await expect(reverseGeocode({ latitude: 1, longitude: 2 })).rejects.toThrow(
      'Geocoding failed due to: REQUEST_DENIED',
    );
  });

  it('is cached by coordinate', async () => {
    await reverseGeocode({ latitude: 52.3759, longitude: 9.732 });
    await reverseGeocode({ latitude: 52.3759, longitude: 9.732 });
    expect(fake.calls.geocode).toHaveLength(1);
  });

  it('a missing Maps library rejects', async () => {
    fake.failLibraries(['geocoding']);
    await expect(reverseGeocode({ latitude: 3, longitude: 4 })).rejects.toThrow();
  });
});

describe('keepAddressComponents (spec §3 kept types)', () => {
  it.each([
    [null, []],
    ['x', []],
    [[null, 1, 'a', {}], []],
    [[{ long_name: 'Main St', short_name: 'Main St', types: ['route'] }], []],
    [
      [{ long_name: 'Kreis', types: ['administrative_area_level_3', 'political'] }],
      [{ long_name: 'Kreis', short_name: 'Kreis', types: ['administrative_area_level_3'] }],
    ],
    [
      [
        {
          long_name: 'York',
          short_name: 'York',
          types: ['postal_town', 'sublocality', 'neighborhood'],
        },
      ],
      [{ long_name: 'York', short_name: 'York', types: ['postal_town', 'sublocality'] }],
    ],
    [[{ long_name: 5, types: ['country'] }], []],
  ])('%j -> %j', (input, expected) => {
    expect(keepAddressComponents(input)).toEqual(expected);
  });

  it.each([
    'street_address',
    'country',
    'administrative_area_level_1',
    'administrative_area_level_7',
    'locality',
    'sublocality',
    'postal_code',
    'postal_town',
  ])('keeps %s', (type) => {
    expect(
      keepAddressComponents([{ long_name: 'x', short_name: 'x', types: [type] }]),
    ).toHaveLength(1);
  });
});
