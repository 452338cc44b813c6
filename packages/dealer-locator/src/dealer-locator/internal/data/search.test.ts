import fc from 'fast-check';
import { anyText } from '@mf/core/http/testing';
import { wellFormed } from '@mf/core/http/url-component';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFetchError } from '@mf/core/http/api-fetch';
import {
  createDealerLocatorHandlers,
  DETAIL_PATH,
  MOCK_CSRF_TOKEN,
  SEARCH_PATH,
  TOKEN_PATH,
} from '@mf/demo-mocks/dealer-locator/handlers';
import { dealerDataset } from '@mf/demo-mocks/dealer-locator/dataset';
import {
  BAD_ANSWER_STATUS,
  detailUrl,
  fetchDealerDetail,
  searchBody,
  searchDealers,
} from './search';
import { rawDealer } from '@mf/dealer-locator/testing/dealers';
import type { SearchRequest } from './types';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createDealerLocatorHandlers()));
afterAll(() => server.close());

const request: SearchRequest = {
  brand: 'ATL',
  region: 'NA',
  country: 'US',
  contract: 'AG',
  radius: 75,
  distance_unit: 'mi',
  geocode: { latitude: 42.0308, longitude: -93.6319 },
  dealer_name: '',
  address_components: [{ long_name: '50010', short_name: '50010', types: ['postal_code'] }],
};

describe('searchDealers (spec §7)', () => {
  it('POSTs exactly the §7 body with the CSRF token header and normalizes the answer', async () => {
    const seen: { body?: unknown; token?: string | null } = {};
    server.use(
      http.post(`*${SEARCH_PATH}`, async ({ request: req }) => {
        seen.body = await req.json();
        seen.token = req.headers.get('CSRF-Token');
        return HttpResponse.json([rawDealer()]);
      }),
    );
    const dealers = await searchDealers(SEARCH_PATH, { ...request, extra: 'x' } as SearchRequest, {
      tokenPath: TOKEN_PATH,
    });
    expect(seen.token).toBe(MOCK_CSRF_TOKEN);
    expect(seen.body).toEqual({
      brand: 'ATL',
      region: 'NA',
      country: 'US',
      contract: 'AG',
      radius: 75,
      distance_unit: 'mi',
      geocode: { latitude: 42.0308, longitude: -93.6319 },
      dealer_name: '',
      address_components: [{ long_name: '50010', short_name: '50010', types: ['postal_code'] }],
    });
    expect(dealers).toHaveLength(1);
    expect(dealers[0]!.dealer_code).toBe('D100');
  });

  it('without a token path sends no CSRF header', async () => {
    let token: string | null = 'unset';
    server.use(
      http.post(`*${SEARCH_PATH}`, ({ request: req }) => {
        token = req.headers.get('CSRF-Token');
        return HttpResponse.json([]);
      }),
    );
    await searchDealers(SEARCH_PATH, request);
    expect(token).toBeNull();
  });

  it('a failing token call is logged and the search goes on without it (spec §7)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`*${TOKEN_PATH}`, () => new HttpResponse(null, { status: 503 })));
    await expect(
      searchDealers(SEARCH_PATH, request, { tokenPath: TOKEN_PATH }),
    ).resolves.not.toHaveLength(0);
    expect(error).toHaveBeenCalled();
  });

  it('against the mock backend: brand offerings, distances within the radius, designated entries', async () => {
    const dealers = await searchDealers(SEARCH_PATH, request);
    expect(dealers.length).toBeGreaterThan(0);
    for (const dealer of dealers) {
      expect(dealer.distance).not.toBeNull();
      expect(dealer.distance!).toBeLessThanOrEqual(75);
      expect(dealer.brands).toContain('ATL');
      expect(dealer.product_offerings).not.toContain('Mowers'); // an HRV-only machine
    }
  });

  it('geocode null is sent as null (search by region or dealer name)', () => {
    expect(searchBody({ ...request, geocode: null }).geocode).toBeNull();
  });

  it.each([
    [
      '500',
      () => new HttpResponse('boom', { status: 500, statusText: 'Internal Server Error' }),
      500,
      'Internal Server Error',
    ],
    [
      'HTML error page with 200',
      () =>
        new HttpResponse('<html>oops</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
      502,
      'The answer was not valid JSON.',
    ],
    [
      'malformed JSON',
      () =>
        new HttpResponse('[{"dealer_code": ', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      502,
      'The answer was not valid JSON.',
    ],
    [
      'JSON that is not a list',
      () => HttpResponse.json({ dealers: [] }),
      BAD_ANSWER_STATUS,
      'The answer was not a list of dealers.',
    ],
  ])('%s is an ApiFetchError', async (_name, respond, status, message) => {
    server.use(http.post(`*${SEARCH_PATH}`, respond));
    const error = await searchDealers(SEARCH_PATH, request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiFetchError);
    expect(error).toMatchObject({ status, message });
  });

  it('malformed records inside a list are dropped, not thrown', async () => {
    server.use(
      http.post(`*${SEARCH_PATH}`, () =>
        HttpResponse.json([null, 5, { name: 'no code' }, rawDealer()]),
      ),
    );
    expect((await searchDealers(SEARCH_PATH, request)).map((d) => d.id)).toEqual(['D100']);
  });

  it('an aborted search rejects with AbortError (callers stay silent)', async () => {
    const controller = new AbortController();
    const pending = searchDealers(SEARCH_PATH, request, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fetchDealerDetail (spec §7)', () => {
  const dataset = dealerDataset();
  const counts = new Map<string, number>();
  for (const d of dataset)
    counts.set(d.parent_dealership_code, (counts.get(d.parent_dealership_code) ?? 0) + 1);
  const target = dataset.find((d) => counts.get(d.parent_dealership_code)! > 1)!;

  it('GETs ?dealerId= and splits the detail from its related dealers', async () => {
    const result = await fetchDealerDetail(DETAIL_PATH, target.dealer_code);
    expect(result.dealer!.dealer_code).toBe(target.dealer_code);
    expect(result.related.length).toBe(counts.get(target.parent_dealership_code)! - 1);
    expect(
      result.related.every((d) => d.parent_dealership_code === target.parent_dealership_code),
    ).toBe(true);
    expect(result.related.some((d) => d.isDesignatedLocation)).toBe(false);
  });

  it('with a brand keeps only dealers carrying it', async () => {
    server.use(
      http.get(`*${DETAIL_PATH}`, () =>
        HttpResponse.json([
          rawDealer({ dealer_code: 'A', brands: [{ code: 'ATL' }] }),
          rawDealer({ dealer_code: 'B', brands: [{ code: 'HRV' }] }),
          rawDealer({ dealer_code: 'C', brands: [{ code: 'atl' }, { code: 'HRV' }] }),
        ]),
      ),
    );
    const result = await fetchDealerDetail(DETAIL_PATH, 'B', { brand: 'ATL' });
    expect(result.dealer).toBeNull();
    expect(result.related.map((d) => d.dealer_code)).toEqual(['A', 'C']);
    const all = await fetchDealerDetail(DETAIL_PATH, 'B');
    expect(all.dealer!.dealer_code).toBe('B');
  });

  it.each([
    ['/api/dealers/detail', 'AB 1', '/api/dealers/detail?dealerId=AB%201'],
    ['/detail.json?site=x', 'X&y=1', '/detail.json?site=x&dealerId=X%26y%3D1'],
  ])('detailUrl(%p, %p)', (endpoint, code, url) => {
    expect(detailUrl(endpoint, code)).toBe(url);
  });

  it('an unknown dealer is no detail and no related dealers', async () => {
    await expect(fetchDealerDetail(DETAIL_PATH, 'NOPE')).resolves.toEqual({
      dealer: null,
      related: [],
    });
  });

  it('a server error is an ApiFetchError', async () => {
    server.resetHandlers(...createDealerLocatorHandlers('error'));
    await expect(fetchDealerDetail(DETAIL_PATH, target.dealer_code)).rejects.toMatchObject({
      status: 500,
    });
  });
});

describe('detailUrl over any text', () => {
  it('never throws on a stored dealer code with a lone surrogate, and the address parses', () => {
    fc.assert(
      fc.property(anyText({ maxLength: 12 }), (code) => {
        const url = new URL(detailUrl('/api/dealers?brand=mf', code), 'https://site.test/');
        expect(url.searchParams.get('dealerId')).toBe(wellFormed(code));
      }),
    );
  });
});
