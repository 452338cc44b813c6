import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { dealerDataset } from './dataset';
import { detailFromDataset, readBody, searchDataset } from './search';

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
