import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { clearPlacesCache, placeDetails, placePredictions } from './places';
import { PLACE_DETAIL_FIELDS, PLACE_FIELDS } from './places-backends';

let fake: GoogleMapsFake;
beforeEach(() => {
  clearPlacesCache();
  fake = installGoogleMapsFake();
});
afterEach(() => {
  fake.uninstall();
  vi.restoreAllMocks();
});

/** The new Places API (preferred when present) and the legacy services (the fallback). */
const APIS = [
  {
    api: 'the new Places API',
    setUp: () => {},
    asked: () => fake.calls.suggestions.map((request) => request.input),
    country: (index: number) => fake.calls.suggestions[index]!.includedRegionCodes,
    suggestionTokens: () => fake.calls.suggestions.map((request) => request.sessionToken),
    details: () =>
      fake.calls.fetchFields.map((call) => ({ fields: call.fields, token: call.sessionToken })),
    fields: [...PLACE_FIELDS],
  },
  {
    api: 'the legacy services',
    setUp: () => fake.defineLibrary('places', { AutocompleteSuggestion: undefined }),
    asked: () => fake.calls.predictions.map((request) => request.input),
    country: (index: number) => {
      const country = fake.calls.predictions[index]!.componentRestrictions?.country;
      return country ? [country] : undefined;
    },
    suggestionTokens: () => fake.calls.predictions.map((request) => request.sessionToken),
    details: () =>
      fake.calls.placeDetails.map((call) => ({ fields: call.fields, token: call.sessionToken })),
    fields: [...PLACE_DETAIL_FIELDS],
  },
];

describe.each(APIS)('place suggestions through $api', (api) => {
  beforeEach(() => api.setUp());

  describe('placePredictions (spec §7: predictions, cached in memory by query)', () => {
    it('lists the suggestions of a typed place with id and text', async () => {
      const list = await placePredictions('Ames');
      expect(list[0]).toEqual({
        placeId: expect.stringMatching(/^fake:US:/),
        description: 'Ames, IA 50010, United States',
      });
      expect(api.asked()).toEqual(['Ames']);
    });

    it('asks once per query (case and outer spaces ignored) and never for an empty box', async () => {
      await placePredictions('Hannover');
      await placePredictions('  hannover ');
      expect(await placePredictions('   ')).toEqual([]);
      expect(api.asked()).toHaveLength(1);
    });

    it('restricts to the country when given', async () => {
      await placePredictions('Ames', { country: 'us' });
      expect(api.asked()).toEqual(['Ames']);
      expect(api.country(0)).toEqual(['us']);
    });

    it('ZERO_RESULTS is an empty list; another failure is logged and empty', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await placePredictions('Atlantis')).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      fake.answers.predictions = () => ({ status: 'OVER_QUERY_LIMIT' });
      expect(await placePredictions('Ames')).toEqual([]);
      expect(error).toHaveBeenCalled();
    });

    it('a failure is not cached (the next call asks again); ZERO_RESULTS is', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fake.answers.predictions = () => ({ status: 'UNKNOWN_ERROR' });
      expect(await placePredictions('Ames')).toEqual([]);
      fake.answers.predictions = fake.defaults.predictions;
      expect(await placePredictions('Ames')).not.toEqual([]);
      expect(api.asked()).toHaveLength(2);
      await placePredictions('Atlantis');
      await placePredictions('Atlantis');
      expect(api.asked()).toHaveLength(3);
    });

    it('drops malformed predictions at the boundary', async () => {
      fake.answers.predictions = () =>
        [
          { place_id: 'a', description: 'Good' },
          { place_id: '', description: 'No id' },
          { description: 'No id at all' },
        ] as unknown as google.maps.places.AutocompletePrediction[];
      expect(await placePredictions('x')).toEqual([{ placeId: 'a', description: 'Good' }]);
    });
  });

  describe('placeDetails (spec §5: a chosen place counts only with a location)', () => {
    it('gives the coordinates and kept address components, asking for the location', async () => {
      const [first] = await placePredictions('Ames');
      const place = await placeDetails(first!.placeId);
      expect(place?.location).toEqual({ latitude: 42.0308, longitude: -93.6319 });
      expect(place?.addressComponents.map((component) => component.types[0])).toContain('locality');
      expect(place?.addressComponents).toContainEqual({
        long_name: 'Iowa',
        short_name: 'IA',
        types: ['administrative_area_level_1'],
      });
      expect(api.details()[0]!.fields).toEqual(api.fields);
    });

    it('one session token per search: its suggestions and the chosen place; then a new one', async () => {
      await placePredictions('Am');
      const [first] = await placePredictions('Ames');
      await placeDetails(first!.placeId);
      await placePredictions('Hannover');
      const [token, same, next] = api.suggestionTokens();
      expect(token).toBeDefined();
      expect(same).toBe(token);
      expect(api.details()[0]!.token).toBe(token);
      expect(next).toBeDefined();
      expect(next).not.toBe(token);
    });

    it('a place without a location is no place', async () => {
      fake.answers.placeDetails = () => ({ place_id: 'x' });
      expect(await placeDetails('x')).toBeNull();
      fake.answers.placeDetails = () => ({ place_id: 'y', geometry: {} });
      expect(await placeDetails('y')).toBeNull();
    });

    it('a failed details call is logged and no place', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      fake.answers.placeDetails = () => ({ status: 'NOT_FOUND' });
      expect(await placeDetails('gone')).toBeNull();
      expect(error).toHaveBeenCalledWith('Place details failed due to: NOT_FOUND');
    });

    it('a failed details call is not cached; NOT_FOUND is', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const [first] = await placePredictions('Hannover');
      fake.answers.placeDetails = () => ({ status: 'OVER_QUERY_LIMIT' });
      expect(await placeDetails(first!.placeId)).toBeNull();
      fake.answers.placeDetails = fake.defaults.placeDetails;
      expect((await placeDetails(first!.placeId))?.location.latitude).toBeCloseTo(52.37, 1);
      expect(api.details()).toHaveLength(2);
      await placeDetails('fake:nowhere');
      await placeDetails('fake:nowhere');
      expect(api.details()).toHaveLength(3);
    });

    it('is cached in memory by place id', async () => {
      const [first] = await placePredictions('Hannover');
      await placeDetails(first!.placeId);
      await placeDetails(first!.placeId);
      expect(api.details()).toHaveLength(1);
    });
  });
});

describe('which Places API', () => {
  it('the new one when the library has it, never both', async () => {
    const [first] = await placePredictions('Ames');
    await placeDetails(first!.placeId);
    expect(fake.calls.suggestions).toHaveLength(1);
    expect(fake.calls.fetchFields).toHaveLength(1);
    expect(fake.calls.predictions).toEqual([]);
    expect(fake.calls.placeDetails).toEqual([]);
  });

  it('a library with neither: suggestions reject (callers log and show none)', async () => {
    fake.defineLibrary('places', {
      AutocompleteSuggestion: undefined,
      AutocompleteService: undefined,
    });
    await expect(placePredictions('Ames')).rejects.toThrow(/no place autocomplete/);
  });
});
