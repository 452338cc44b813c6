import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPopupAnswer } from '../../../packages/dealer-locator/src/dealer-locator/internal/popup/popup-answer';
import {
  createDealerLocatorPopupHandlers,
  POPUP_PER_PAGE,
  POPUP_SEARCH_PATH,
  salesforceId,
} from './popup-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function post(body: unknown, scenario: 'default' | 'empty' | 'error' = 'default') {
  server.resetHandlers(...createDealerLocatorPopupHandlers(scenario));
  const response = await fetch(new URL(POPUP_SEARCH_PATH, location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

const ames = {
  brand: 'ATL',
  region: '',
  country: 'US',
  contract: '',
  radius: 100,
  distance_unit: 'mi',
  geocode: { latitude: 42.03, longitude: -93.62 },
  dealer_name: '',
  address_components: [],
};

describe('popup search mock', () => {
  it('answers { perPage, dealers } with the spec §3 popup fields, which the element accepts', async () => {
    const { status, body } = await post(ames);
    expect(status).toBe(200);
    const answer = readPopupAnswer(body);
    expect(answer.perPage).toBe(POPUP_PER_PAGE);
    expect(answer.dealers.length).toBeGreaterThan(POPUP_PER_PAGE);
    expect(answer.fields.size).toBe(answer.dealers.filter((d) => !d.isDesignatedLocation).length);
    const first = answer.dealers[0]!;
    const fields = answer.fields.get(first.dealer_code)!;
    expect(fields.dealer_name).toBe(first.name);
    expect(fields.address.state_code).toMatch(/^[A-Z]{2}$/);
    expect(fields.salesforce_record).toMatchObject({ Id: salesforceId(first.dealer_code) });
  });

  it('an empty scenario answers no dealers; a bad body is a 400', async () => {
    expect((await post(ames, 'empty')).body).toEqual({ perPage: POPUP_PER_PAGE, dealers: [] });
    expect((await post('nope')).status).toBe(400);
    expect((await post(ames, 'error')).status).toBe(500);
  });

  it('salesforce ids are stable and 18 characters', () => {
    expect(salesforceId('US-0001')).toBe(salesforceId('US-0001'));
    expect(salesforceId('US-0001')).toHaveLength(18);
    expect(salesforceId('US-0001')).not.toBe(salesforceId('US-0002'));
  });
});
