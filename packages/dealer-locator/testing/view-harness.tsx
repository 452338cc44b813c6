/**
 * Shared set-up of the dealer locator's view tests: an msw/node server with a search and a
 * detail endpoint over generated records, a stateful offline geocoder behind
 * `google.maps.importLibrary` (the maps seam's fake entry point), and a render helper.
 */
import type { PropsOf } from '@mf/core/element/define-api';
import { renderView } from '@mf/core/testing/render-view';
import { clearGeocodingCache } from '@mf/core/maps/geocoding';
import { clearPlacesCache } from '@mf/core/maps/places';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { dealerLocatorApi } from '../src/dealer-locator/dealer-locator.api';
import { DealerLocator } from '../src/dealer-locator/dealer-locator';
import { rawDealer } from './dealers';

export type Props = PropsOf<typeof dealerLocatorApi>;

export const SEARCH_URL = '/test/dealers/search.json';
export const DETAIL_URL = '/test/dealers/detail.json';

/** `count` dealerships D001..., 1.5 mi apart; every third carries Combines, every fourth no Parts. */
export function records(
  count: number,
  extra: (index: number) => Record<string, unknown> = () => ({}),
) {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return rawDealer({
      dealer_code: `D${n}`,
      parent_dealership_code: index < 3 ? 'P1' : `P${n}`,
      name: `Dealer ${n}`,
      distance: 1.25 + index * 1.5,
      brands: [
        {
          code: 'AX',
          product_offerings: {
            machinery: index % 3 === 0 ? ['Tractors', 'Combines'] : ['Tractors'],
            parts: index % 4 !== 0,
            service: true,
          },
        },
      ],
      ...extra(index),
    });
  });
}

/** Known places of the offline geocoder. */
const PLACES: Record<string, { lat: number; lng: number }> = {
  ames: { lat: 42.03, lng: -93.62 },
  '50010': { lat: 42.03, lng: -93.62 },
  berlin: { lat: 52.52, lng: 13.4 },
};

export const server = setupServer();
export const searchBodies: Record<string, unknown>[] = [];
export const detailQueries: string[] = [];
export const geocodeQueries: string[] = [];

export function answerSearch(list: unknown[] | (() => Response | Promise<Response>)) {
  server.use(
    http.post(SEARCH_URL, async ({ request }) => {
      searchBodies.push((await request.json()) as Record<string, unknown>);
      return typeof list === 'function' ? list() : HttpResponse.json(list);
    }),
  );
}

function installGeocoder() {
  class Geocoder {
    async geocode(request: google.maps.GeocoderRequest) {
      const query = String(request.address ?? '').toLowerCase();
      geocodeQueries.push(query);
      const place = PLACES[query];
      if (!place) throw Object.assign(new Error('ZERO_RESULTS'), { code: 'ZERO_RESULTS' });
      return {
        results: [
          {
            geometry: { location: { lat: () => place.lat, lng: () => place.lng } },
            formatted_address: query,
            address_components: [
              { long_name: query, short_name: query, types: ['locality', 'political'] },
            ],
          },
        ],
      };
    }
  }
  // Place suggestions (internal/places) ask the places library: it knows no places here.
  class AutocompleteService {
    async getPlacePredictions() {
      return { predictions: [] };
    }
  }
  class PlacesService {}
  vi.stubGlobal('google', {
    maps: {
      importLibrary: async (name: string) =>
        name === 'places' ? { AutocompleteService, PlacesService } : { Geocoder },
    },
  });
}

/** Registers the server and fakes for a test file. */
export function setupLocatorTestServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    installGeocoder();
    clearGeocodingCache();
    clearPlacesCache();
    localStorage.clear();
    history.replaceState(null, '', '/');
    answerSearch(records(30));
    server.use(
      http.get(DETAIL_URL, ({ request }) => {
        const code = new URL(request.url).searchParams.get('dealerId') ?? '';
        detailQueries.push(code);
        const all = records(30);
        const match = all.find((record) => record.dealer_code === code);
        if (!match) return HttpResponse.json([]);
        return HttpResponse.json(
          all.filter((record) => record.parent_dealership_code === match.parent_dealership_code),
        );
      }),
    );
  });
  afterEach(() => {
    server.resetHandlers();
    searchBodies.length = 0;
    detailQueries.length = 0;
    geocodeQueries.length = 0;
  });
  afterAll(() => server.close());
}

export function renderLocator(overrides: Partial<Props> = {}, locale = 'en-GB') {
  return renderView(
    dealerLocatorApi,
    DealerLocator,
    // No consent manager in the view tests unless a test configures one (consent.test.tsx).
    {
      searchEndpoint: SEARCH_URL,
      detailEndpoint: DETAIL_URL,
      noConsentManager: true,
      ...overrides,
    },
    { locale },
  );
}

/**
 * The view has settled: `data-state` matches, and nothing is still coming (the filter bar's
 * offerings follow the results' first paint: the filter bar is not `aria-busy`).
 */
export const settled = (base: () => Element, state = /results|empty|error/) =>
  waitFor(() => {
    expect(base().getAttribute('data-state')).toMatch(state);
    expect(base().querySelector('[part="filters"][aria-busy="true"]')).toBeNull();
  });

/** The result cards on screen. */
export const cards = () => [...document.querySelectorAll('[part~=list-item]')] as HTMLElement[];

export const status = () => screen.getAllByRole('status').at(-1)!;

/** The count header of the results panel. */
export const resultCount = () => document.querySelector('.dl-results__count');

/** A designated location of type Mobile Workshop, for a record's `designatedlocations`. */
export const MOBILE_WORKSHOP = {
  type: 'Mobile Workshop',
  type_translated: 'Mobile workshop',
  locationName: 'Workshop truck 1',
  city: 'Ames',
  latitude: 42.1,
  longitude: -93.5,
  distance: 0.5,
};
