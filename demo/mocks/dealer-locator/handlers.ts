import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { dealerDataset, type MockDealerRecord } from './dataset';
import { distanceIn, haversineKm } from './gazetteer';

/**
 * The dealer locator's mock backend (spec §7), behaving as a real endpoint would:
 * - POST SEARCH_PATH with the §7 JSON body: dealers of the brand, region, country and dealer
 *   name asked for; with a geocode, the distance from it (haversine, in the request's mi/km) on
 *   each dealer and designated location, only those within the radius. Order is the dataset's:
 *   the client sorts (spec §7 'used as-is').
 * - GET DETAIL_PATH?dealerId=: the dealer and its related dealers (same parent code).
 * - GET TOKEN_PATH: the content-management CSRF token.
 * Scenarios (?scenario=) through answer(): empty, error (500), slow. Paths match on any origin,
 * so an endpoint configured on the gallery's second origin is served too.
 */
export const SEARCH_PATH = '/api/dealers/search';
export const DETAIL_PATH = '/api/dealers/detail';
export const TOKEN_PATH = '/libs/granite/csrf/token.json';
export const MOCK_CSRF_TOKEN = 'mock-csrf-token';

interface SearchBody {
  brand: string;
  region: string;
  country: string;
  radius: number;
  unit: 'mi' | 'km';
  geocode: { latitude: number; longitude: number } | null;
  dealerName: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function readBody(body: unknown): SearchBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const geocode = b.geocode as Record<string, unknown> | null | undefined;
  const lat = geocode?.latitude;
  const lng = geocode?.longitude;
  return {
    brand: str(b.brand).toUpperCase(),
    region: str(b.region).toUpperCase(),
    country: str(b.country).toUpperCase(),
    radius: typeof b.radius === 'number' && b.radius > 0 ? b.radius : 0,
    unit: b.distance_unit === 'km' ? 'km' : 'mi',
    geocode:
      typeof lat === 'number' && typeof lng === 'number' ? { latitude: lat, longitude: lng } : null,
    dealerName: str(b.dealer_name).toLowerCase(),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The search as a server would run it; exported for tests and the bench. */
export function searchDataset(
  dataset: readonly MockDealerRecord[],
  body: SearchBody,
): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const dealer of dataset) {
    if (body.brand && !dealer.brands.some((brand) => brand.code === body.brand)) continue;
    if (body.region && dealer.region !== body.region) continue;
    if (body.country && dealer.country !== body.country) continue;
    if (body.dealerName && !dealer.name.toLowerCase().includes(body.dealerName)) continue;
    if (!body.geocode) {
      found.push({ ...dealer });
      continue;
    }
    const { latitude, longitude } = body.geocode;
    const distance = distanceIn(
      body.unit,
      haversineKm(latitude, longitude, dealer.location.latitude, dealer.location.longitude),
    );
    if (body.radius && distance > body.radius) continue;
    const designatedlocations = dealer.designatedlocations
      .map((location) => ({
        ...location,
        distance: round2(
          distanceIn(
            body.unit,
            haversineKm(latitude, longitude, location.latitude, location.longitude),
          ),
        ),
      }))
      .filter((location) => !body.radius || location.distance <= body.radius);
    found.push({
      ...dealer,
      distance: round2(distance),
      distance_unit: body.unit,
      designatedlocations,
    });
  }
  return found;
}

/** The detail answer: every dealer sharing the parent code of `dealerId` (itself included). */
export function detailFromDataset(
  dataset: readonly MockDealerRecord[],
  dealerId: string,
): MockDealerRecord[] {
  const dealer = dataset.find((candidate) => candidate.dealer_code === dealerId);
  if (!dealer) return [];
  return dataset.filter(
    (candidate) => candidate.parent_dealership_code === dealer.parent_dealership_code,
  );
}

export function createDealerLocatorHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [
    http.post(`*${SEARCH_PATH}`, async ({ request }) => {
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        return HttpResponse.json(
          { message: 'Body must be JSON.' },
          { status: 400, statusText: 'Bad Request' },
        );
      }
      const body = readBody(json);
      if (!body)
        return HttpResponse.json(
          { message: 'Body must be an object.' },
          { status: 400, statusText: 'Bad Request' },
        );
      return answer(
        scenario,
        () => searchDataset(dealerDataset(), body),
        () => [],
      );
    }),
    http.get(`*${DETAIL_PATH}`, ({ request }) => {
      const dealerId = new URL(request.url).searchParams.get('dealerId') ?? '';
      return answer(
        scenario,
        () => detailFromDataset(dealerDataset(), dealerId),
        () => [],
      );
    }),
    // The token is not subject to the scenario: a failing token is its own fault test.
    http.get(`*${TOKEN_PATH}`, () => HttpResponse.json({ token: MOCK_CSRF_TOKEN })),
  ];
}
