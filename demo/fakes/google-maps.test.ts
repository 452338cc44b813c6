import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import {
  FakeLatLng,
  FakeLatLngBounds,
  installGoogleMapsFake,
  type GoogleMapsFake,
} from './google-maps';

let fake: GoogleMapsFake;
beforeEach(() => {
  fake = installGoogleMapsFake();
});
afterEach(() => fake.uninstall());

describe('the offline google.maps stand-in', () => {
  it('is what js-api-loader uses: no script, libraries from the fake', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setOptions({ key: 'test', v: 'weekly' });
    const { Geocoder } = await importLibrary('geocoding');
    expect(Geocoder).toBe(fake.libraries.geocoding!.Geocoder);
    expect(document.querySelector('script')).toBeNull();
  });

  it('LatLng keeps state and compares', () => {
    const point = new FakeLatLng(52.37, 9.73);
    expect([point.lat(), point.lng()]).toEqual([52.37, 9.73]);
    expect(point.toJSON()).toEqual({ lat: 52.37, lng: 9.73 });
    expect(point.equals(new FakeLatLng({ lat: 52.37, lng: 9.73 }))).toBe(true);
    expect(new FakeLatLng(95, 190).toJSON()).toEqual({ lat: 90, lng: -170 });
  });

  it('LatLngBounds extends, contains and centres', () => {
    const bounds = new FakeLatLngBounds();
    expect(bounds.isEmpty()).toBe(true);
    bounds.extend({ lat: 10, lng: 20 }).extend(new FakeLatLng(20, 40));
    expect(bounds.getCenter().toJSON()).toEqual({ lat: 15, lng: 30 });
    expect(bounds.contains({ lat: 12, lng: 25 })).toBe(true);
    expect(bounds.contains({ lat: 21, lng: 25 })).toBe(false);
    expect(bounds.toJSON()).toEqual({ south: 10, west: 20, north: 20, east: 40 });
  });

  it('geocodes gazetteer places and rejects unknown ones with ZERO_RESULTS like Google', async () => {
    const { Geocoder } = (await google.maps.importLibrary(
      'geocoding',
    )) as google.maps.GeocodingLibrary;
    const { results } = await new Geocoder().geocode({ address: 'Toowoomba' });
    expect(results[0]!.geometry.location.lat()).toBeCloseTo(-27.5598);
    await expect(new Geocoder().geocode({ address: 'Atlantis' })).rejects.toMatchObject({
      code: 'ZERO_RESULTS',
    });
    await expect(
      new Geocoder().geocode({ address: 'Atlantis', fulfillOnZeroResults: true }),
    ).resolves.toEqual({ results: [] });
  });

  it('answers can be replaced per test, and calls are recorded', async () => {
    fake.answers.geocode = () => ({ status: 'OVER_QUERY_LIMIT' });
    const { Geocoder } = (await google.maps.importLibrary(
      'geocoding',
    )) as google.maps.GeocodingLibrary;
    await expect(new Geocoder().geocode({ address: 'Ames' })).rejects.toMatchObject({
      code: 'OVER_QUERY_LIMIT',
    });
    expect(fake.calls.geocode).toEqual([{ address: 'Ames' }]);
    expect(fake.calls.importLibrary).toEqual(['geocoding']);
  });

  it('place predictions and details (the autocomplete fallback)', async () => {
    const places = (await google.maps.importLibrary('places')) as google.maps.PlacesLibrary;
    const { predictions } = await new places.AutocompleteService().getPlacePredictions({
      input: 'Sask',
    });
    expect(predictions[0]!.structured_formatting.main_text).toBe('Saskatoon');
    const detail = await new Promise<google.maps.places.PlaceResult | null>((resolve) =>
      new places.PlacesService(document.createElement('div')).getDetails(
        { placeId: predictions[0]!.place_id, fields: ['geometry'] },
        (result) => resolve(result),
      ),
    );
    expect(detail!.geometry!.location!.lng()).toBeCloseTo(-106.67);
    expect(google.maps.places.AutocompleteService).toBe(places.AutocompleteService);
  });

  it('the new Places API: suggestions, toPlace with the session token, fetchFields', async () => {
    const places = (await google.maps.importLibrary('places')) as google.maps.PlacesLibrary;
    const sessionToken = new places.AutocompleteSessionToken();
    const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input: 'Sask',
      sessionToken,
      includedRegionCodes: ['ca'],
    });
    const prediction = suggestions[0]!.placePrediction!;
    expect(prediction.text.text).toBe('Saskatoon, SK S7K 0J5, Canada');
    expect(prediction.mainText?.toString()).toBe('Saskatoon');
    const { place } = await prediction.toPlace().fetchFields({
      fields: ['location', 'addressComponents'],
    });
    expect(place.location!.lng()).toBeCloseTo(-106.67);
    expect(place.addressComponents![0]).toMatchObject({ longText: expect.any(String) });
    expect(fake.calls.suggestions[0]!.includedRegionCodes).toEqual(['ca']);
    expect(fake.calls.fetchFields).toEqual([
      { id: prediction.placeId, fields: ['location', 'addressComponents'], sessionToken },
    ]);
    await expect(
      new places.Place({ id: 'fake:nowhere' }).fetchFields({ fields: ['location'] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(
      (await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({ input: 'Atlantis' }))
        .suggestions,
    ).toEqual([]);
  });

  it('libraries can fail like a blocked script, and new ones can be defined', async () => {
    fake.failLibraries(true);
    await expect(google.maps.importLibrary('core')).rejects.toThrow(/could not load/);
    fake.failLibraries([]);
    class Map {}
    fake.defineLibrary('maps', { Map });
    await expect(google.maps.importLibrary('maps')).resolves.toHaveProperty('Map', Map);
    expect((google.maps as unknown as Record<string, unknown>).Map).toBe(Map);
    await expect(google.maps.importLibrary('streetView')).rejects.toThrow(/unknown/);
  });

  it("info window: 'close' for every close, 'closeclick' only for the close button (like Google)", () => {
    const Map = fake.libraries.maps!.Map as typeof google.maps.Map;
    const InfoWindow = fake.libraries.maps!.InfoWindow as typeof google.maps.InfoWindow;
    const map = new Map(document.body.appendChild(document.createElement('div')), { zoom: 3 });
    const info = new InfoWindow({ content: 'Hi' });
    const events: string[] = [];
    info.addListener('close', () => events.push('close'));
    info.addListener('closeclick', () => events.push('closeclick'));
    const element = () => document.querySelector<HTMLElement>('.fake-info-window')!;
    info.open({ map });
    element().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(events).toEqual(['close']);
    info.open({ map });
    element().querySelector('button')!.click();
    expect(events).toEqual(['close', 'closeclick', 'close']);
    info.open({ map });
    info.close();
    info.close();
    expect(events).toEqual(['close', 'closeclick', 'close', 'close']);
    document.body.replaceChildren();
  });

  it('uninstall restores the page', () => {
    fake.uninstall();
    expect((globalThis as { google?: unknown }).google).toBeUndefined();
  });
});

describe('OverlayView (markerclusterer, the location markers)', () => {
  it('setMap adds and draws; every camera change draws again; setMap(null) removes', async () => {
    const { Map, OverlayView } = (await google.maps.importLibrary(
      'maps',
    )) as google.maps.MapsLibrary;
    const div = document.createElement('div');
    const map = new Map(div, { center: { lat: 10, lng: 10 }, zoom: 5 });
    const seen: string[] = [];
    class Pin extends OverlayView {
      override onAdd() {
        seen.push('add');
      }
      override draw() {
        const point = this.getProjection().fromLatLngToDivPixel({ lat: 10, lng: 10 })!;
        seen.push(`draw ${Math.round(point.x)},${Math.round(point.y)}`);
      }
      override onRemove() {
        seen.push('remove');
      }
    }
    const pin = new Pin();
    pin.setMap(map);
    expect(seen).toEqual(['add', 'draw 320,200']);
    map.setZoom(6);
    map.setCenter({ lat: 10, lng: 11 });
    expect(seen.slice(2)).toEqual(['draw 320,200', expect.stringMatching(/^draw 2\d\d,200$/)]);
    pin.setMap(null);
    map.setZoom(7);
    expect(seen.at(-1)).toBe('remove');
  });

  it('can be taken away, like a maps library without the overlay class', async () => {
    fake.defineLibrary('maps', { OverlayView: undefined });
    const maps = (await google.maps.importLibrary('maps')) as { OverlayView?: unknown };
    expect(maps.OverlayView).toBeUndefined();
  });
});
