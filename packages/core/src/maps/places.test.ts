import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '../../../../demo/fakes/google-maps';
import { clearPlacesCache, PLACE_DETAIL_FIELDS, placeDetails, placePredictions } from './places';

let fake: GoogleMapsFake;
beforeEach(() => {
  clearPlacesCache();
  fake = installGoogleMapsFake();
});
afterEach(() => {
  fake.uninstall();
  vi.restoreAllMocks();
});

describe('placePredictions (spec §7: predictions, cached in memory by query)', () => {
  it('lists the suggestions of a typed place with id and text', async () => {
    const list = await placePredictions('Ames');
    expect(list[0]).toEqual({
      placeId: expect.stringMatching(/^fake:US:/),
      description: 'Ames, IA 50010, United States',
    });
  });

  it('asks once per query (case and outer spaces ignored) and never for an empty box', async () => {
    await placePredictions('Hannover');
    await placePredictions('  hannover ');
    expect(await placePredictions('   ')).toEqual([]);
    expect(fake.calls.predictions).toHaveLength(1);
  });

  it('restricts to the country when given', async () => {
    await placePredictions('Ames', { country: 'us' });
    expect(fake.calls.predictions[0]).toMatchObject({
      input: 'Ames',
      componentRestrictions: { country: 'us' },
    });
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
    expect(fake.calls.predictions).toHaveLength(2);
    await placePredictions('Atlantis');
    await placePredictions('Atlantis');
    expect(fake.calls.predictions).toHaveLength(3);
  });

  it('drops malformed predictions at the boundary', async () => {
    fake.answers.predictions = () =>
      [
        { place_id: 'a', description: 'Good' },
        { place_id: '', description: 'No id' },
        { description: 'No id at all' },
        null,
      ] as unknown as google.maps.places.AutocompletePrediction[];
    expect(await placePredictions('x')).toEqual([{ placeId: 'a', description: 'Good' }]);
  });
});

describe('placeDetails (spec §5: a chosen place counts only with geometry.location)', () => {
  it('gives the coordinates and kept address components, asking for geometry', async () => {
    const [first] = await placePredictions('Ames');
    const place = await placeDetails(first!.placeId);
    expect(place?.location).toEqual({ latitude: 42.0308, longitude: -93.6319 });
    expect(place?.addressComponents.map((component) => component.types[0])).toContain('locality');
    expect(fake.calls.placeDetails[0]!.fields).toEqual([...PLACE_DETAIL_FIELDS]);
    expect(PLACE_DETAIL_FIELDS).toContain('geometry');
  });

  it('a place without geometry or without a location is no place', async () => {
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
    expect(fake.calls.placeDetails).toHaveLength(2);
    await placeDetails('fake:nowhere');
    await placeDetails('fake:nowhere');
    expect(fake.calls.placeDetails).toHaveLength(3);
  });

  it('is cached in memory by place id', async () => {
    const [first] = await placePredictions('Hannover');
    await placeDetails(first!.placeId);
    await placeDetails(first!.placeId);
    expect(fake.calls.placeDetails).toHaveLength(1);
  });
});
