import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../scenario';
import { BRANDS, dealerDataset, DATASET_SIZE, generateDealers } from './dataset';
import { findPlaces, GAZETTEER, haversineKm, nearestPlace } from './gazetteer';
import {
  createDealerLocatorHandlers,
  DETAIL_PATH,
  MOCK_CSRF_TOKEN,
  SEARCH_PATH,
  TOKEN_PATH,
} from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Json = Record<string, unknown>;

async function call(
  path: string,
  init: { body?: unknown; scenario?: Scenario; raw?: string } = {},
): Promise<{ status: number; body: unknown }> {
  server.resetHandlers(...createDealerLocatorHandlers(init.scenario ?? 'default'));
  const post = init.body !== undefined || init.raw !== undefined;
  const response = await fetch(new URL(path, location.href), {
    method: post ? 'POST' : 'GET',
    headers: post ? { 'Content-Type': 'application/json' } : undefined,
    body: post ? (init.raw ?? JSON.stringify(init.body)) : undefined,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // text answer (error scenario)
  }
  return { status: response.status, body };
}

const AMES = { latitude: 42.0308, longitude: -93.6319 };
const request = (overrides: Json = {}) => ({
  brand: '',
  region: '',
  country: '',
  contract: '',
  radius: 100,
  distance_unit: 'mi',
  geocode: AMES,
  dealer_name: '',
  address_components: [],
  ...overrides,
});

describe('the generated dataset (the gallery dealers)', () => {
  const dataset = dealerDataset();

  it('is deterministic and large enough', () => {
    expect(dataset).toHaveLength(DATASET_SIZE);
    expect(DATASET_SIZE).toBeGreaterThanOrEqual(2000);
    expect(generateDealers({ count: 50 })).toEqual(generateDealers({ count: 50 }));
    expect(generateDealers({ count: 50, seed: 1 })).not.toEqual(generateDealers({ count: 50 }));
  });

  it('covers several countries and regions including SA, with SA non-recommended as null', () => {
    expect(new Set(dataset.map((d) => d.country)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(dataset.map((d) => d.region))).toEqual(new Set(['NA', 'EU', 'SA', 'APAC']));
    const sa = dataset.filter((d) => d.region === 'SA');
    expect(sa.some((d) => d.recommended === true)).toBe(true);
    expect(sa.some((d) => d.recommended === null)).toBe(true);
    expect(sa.some((d) => d.recommended === false)).toBe(false);
  });

  it('has every brand, parts/service flags, closed days, related dealers and all designated types', () => {
    const brands = new Set(dataset.flatMap((d) => d.brands.map((b) => b.code)));
    expect(brands).toEqual(new Set(BRANDS.map((b) => b.code)));
    const offerings = dataset.flatMap((d) => d.brands.map((b) => b.product_offerings));
    expect(offerings.some((o) => o.parts) && offerings.some((o) => !o.parts)).toBe(true);
    expect(offerings.some((o) => o.service) && offerings.some((o) => !o.service)).toBe(true);
    expect(dataset.every((d) => d.business_hours.days.sunday!.closed)).toBe(true);
    expect(dataset.some((d) => d.business_hours.days.saturday!.closed === false)).toBe(true);
    const parents = new Map<string, number>();
    for (const d of dataset)
      parents.set(d.parent_dealership_code, (parents.get(d.parent_dealership_code) ?? 0) + 1);
    expect([...parents.values()].some((n) => n > 1)).toBe(true);
    const types = new Set(dataset.flatMap((d) => d.designatedlocations.map((l) => l.type)));
    expect(types).toEqual(
      new Set(['Mobile Workshop', 'Parts Drop', 'Service Vehicle', 'Lube Truck']),
    );
  });

  it('has unique dealer codes and dealers near their town', () => {
    expect(new Set(dataset.map((d) => d.dealer_code)).size).toBe(dataset.length);
    for (const d of dataset.slice(0, 200)) {
      const town = GAZETTEER.find((p) => p.name === d.address.city && p.country === d.country)!;
      expect(
        haversineKm(town.latitude, town.longitude, d.location.latitude, d.location.longitude),
      ).toBeLessThanOrEqual(35.1);
    }
  });
});

describe('gazetteer', () => {
  it.each([
    ['Ames', 'Ames'],
    ['50010', 'Ames'],
    ['munster', 'Münster'],
    ['S7K 0J5', 'Saskatoon'],
    ['s7k0j5', 'Saskatoon'],
    ['NR1', 'Norwich'],
    ['Lincoln, NE', 'Lincoln'],
    ['Wagga', 'Wagga Wagga'],
  ])('findPlaces(%p) finds %s first', (query, name) => {
    expect(findPlaces(query)[0]!.name).toBe(name);
  });

  it('tells the two Lincolns and Londons apart by state or country', () => {
    expect(findPlaces('Lincoln NE')[0]!.country).toBe('US');
    expect(findPlaces('Lincoln', 'GB')[0]!.country).toBe('GB');
    expect(findPlaces('London ON')[0]!.country).toBe('CA');
  });

  it('finds nothing for unknown or empty text, and the nearest town for a point', () => {
    expect(findPlaces('Atlantis')).toEqual([]);
    expect(findPlaces('  ')).toEqual([]);
    expect(nearestPlace(42.05, -93.6)!.place.name).toBe('Ames');
  });
});

describe('mock search endpoint (spec §7)', () => {
  it('computes haversine distances from the geocode and keeps only those within the radius', async () => {
    const { status, body } = await call(SEARCH_PATH, { body: request({ radius: 50 }) });
    expect(status).toBe(200);
    const dealers = body as Json[];
    expect(dealers.length).toBeGreaterThan(0);
    for (const d of dealers) {
      expect(d.distance).toBeLessThanOrEqual(50);
      expect(d.distance_unit).toBe('mi');
      const location = d.location as { latitude: number; longitude: number };
      const km = haversineKm(AMES.latitude, AMES.longitude, location.latitude, location.longitude);
      expect(d.distance as number).toBeCloseTo(km / 1.609344, 1);
      for (const l of d.designatedlocations as Json[]) expect(l.distance).toBeLessThanOrEqual(50);
    }
  });

  it('answers in km when asked', async () => {
    const mi = (await call(SEARCH_PATH, { body: request({ radius: 30 }) })).body as Json[];
    const km = (await call(SEARCH_PATH, { body: request({ radius: 30, distance_unit: 'km' }) }))
      .body as Json[];
    expect(km.length).toBeLessThan(mi.length);
    expect(km.every((d) => d.distance_unit === 'km' && (d.distance as number) <= 30)).toBe(true);
  });

  it.each([
    ['brand', { brand: 'HRV' }, (d: Json) => (d.brands as Json[]).some((b) => b.code === 'HRV')],
    ['region', { geocode: null, region: 'SA' }, (d: Json) => d.region === 'SA'],
    ['country', { geocode: null, country: 'DE' }, (d: Json) => d.country === 'DE'],
  ])('filters by %s', async (_name, overrides, keep) => {
    const dealers = (await call(SEARCH_PATH, { body: request(overrides) })).body as Json[];
    expect(dealers.length).toBeGreaterThan(0);
    expect(dealers.every(keep)).toBe(true);
  });

  it('searches by dealer name (case-insensitive) without a location and without distances', async () => {
    const target = dealerDataset()[10]!;
    const part = target.name.slice(0, 6).toUpperCase();
    const dealers = (
      await call(SEARCH_PATH, { body: request({ geocode: null, dealer_name: part }) })
    ).body as Json[];
    expect(dealers.map((d) => d.dealer_code)).toContain(target.dealer_code);
    expect(dealers.every((d) => (d.name as string).toUpperCase().includes(part))).toBe(true);
    expect(dealers.every((d) => d.distance === undefined)).toBe(true);
  });

  it('rejects a body that is not JSON', async () => {
    expect((await call(SEARCH_PATH, { raw: '{nope' })).status).toBe(400);
  });

  it.each([
    ['empty', 200, []],
    ['error', 500, 'Internal Server Error'],
  ] as const)('scenario %s', async (scenario, status, body) => {
    expect(await call(SEARCH_PATH, { body: request(), scenario })).toEqual({ status, body });
  });

  it('matches the path on another origin too', async () => {
    const { status } = await call(`http://localhost:8001${SEARCH_PATH}`, { body: request() });
    expect(status).toBe(200);
  });
});

describe('mock detail endpoint and token', () => {
  it('answers the dealer and its related dealers (same parent code)', async () => {
    const dataset = dealerDataset();
    const parentCounts = new Map<string, number>();
    for (const d of dataset)
      parentCounts.set(
        d.parent_dealership_code,
        (parentCounts.get(d.parent_dealership_code) ?? 0) + 1,
      );
    const withRelated = dataset.find((d) => parentCounts.get(d.parent_dealership_code)! > 1)!;
    const { body } = await call(`${DETAIL_PATH}?dealerId=${withRelated.dealer_code}`);
    const dealers = body as Json[];
    expect(dealers.map((d) => d.dealer_code)).toContain(withRelated.dealer_code);
    expect(dealers.length).toBe(parentCounts.get(withRelated.parent_dealership_code));
    expect(
      dealers.every((d) => d.parent_dealership_code === withRelated.parent_dealership_code),
    ).toBe(true);
  });

  it('an unknown dealer is an empty list', async () => {
    expect((await call(`${DETAIL_PATH}?dealerId=NOPE`)).body).toEqual([]);
  });

  it('serves the CSRF token', async () => {
    expect((await call(TOKEN_PATH)).body).toEqual({ token: MOCK_CSRF_TOKEN });
  });
});
