import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../scenario';
import { EVENT_FIXTURES, EVENT_REGIONS, FIXTURE_BASE } from './fixtures';
import { createEventsHandlers } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function get(path: string, scenario: Scenario = 'default') {
  server.resetHandlers(...createEventsHandlers(scenario));
  const response = await fetch(new URL(path, location.href));
  const body = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : await response.text();
  return { status: response.status, body };
}

describe('events mock servlet (spec §7)', () => {
  it.each([
    ['plain path', '/bin/mf/eventsoverview.1.json?region=all'],
    ['other origin', 'https://cms.example.com/bin/mf/eventsoverview.1.json?region=all'],
    ['cloud path', '/mf/resources/bin/mf/eventsoverview.1.json?region=all'],
    [
      'cloud path, custom prefix',
      '/content/mf-site/resources/bin/mf/eventsoverview.1.json?region=all',
    ],
  ])('answers the %s', async (_name, path) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(body.total_results).toBe(EVENT_FIXTURES.length);
    expect(body.results).toEqual(EVENT_FIXTURES.slice(0, 5));
  });

  it('honours page and region, 5 per page (spec §9)', async () => {
    const europe = EVENT_FIXTURES.filter((e) => e.region === 'europe');
    const { body } = await get('/bin/mf/eventsoverview.2.json?region=europe');
    expect(body.total_results).toBe(europe.length);
    expect(body.results).toEqual(europe.slice(5, 10));
    const past = await get('/bin/mf/eventsoverview.99.json?region=europe');
    expect(past.body).toEqual({ total_results: europe.length, results: [] });
  });

  it('treats a missing region as all and rejects a bad page', async () => {
    expect((await get('/bin/mf/eventsoverview.1.json')).body.total_results).toBe(46);
    expect((await get('/bin/mf/eventsoverview.0.json?region=all')).status).toBe(400);
    expect((await get('/bin/mf/eventsoverview.x.json?region=all')).status).toBe(400);
  });

  it.each<[Scenario, number, unknown]>([
    ['empty', 200, { total_results: 0, results: [] }],
    ['error', 500, 'Internal Server Error'],
  ])('scenario %s', async (scenario, status, body) => {
    const answer = await get('/bin/mf/eventsoverview.1.json?region=all', scenario);
    expect(answer).toEqual({ status, body });
  });

  it('serves the fixture pictures as SVG', async () => {
    const image = EVENT_FIXTURES.find((e) => e.image)!.image!;
    const { status, body } = await get(image);
    expect(status).toBe(200);
    expect(body).toMatch(/^<svg /);
  });
});

describe('event fixtures', () => {
  it('are realistic: >= 40 events, every region, single and multi-day, sorted by start', () => {
    expect(EVENT_FIXTURES.length).toBeGreaterThanOrEqual(40);
    for (const region of EVENT_REGIONS)
      expect(EVENT_FIXTURES.some((e) => e.region === region.value)).toBe(true);
    const days = (e: (typeof EVENT_FIXTURES)[number]) =>
      Math.floor(e.end_date / 86_400_000) - Math.floor(e.start_date / 86_400_000);
    expect(EVENT_FIXTURES.some((e) => days(e) === 0)).toBe(true);
    expect(EVENT_FIXTURES.some((e) => days(e) > 0)).toBe(true);
    const starts = EVENT_FIXTURES.map((e) => e.start_date);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(EVENT_FIXTURES.map((e) => e.id)).size).toBe(EVENT_FIXTURES.length);
  });

  it('are deterministic and span past and future around the fixed date', () => {
    expect(EVENT_FIXTURES[0]!.start_date).toBe(FIXTURE_BASE);
    expect(new Date(EVENT_FIXTURES.at(-1)!.start_date).getUTCFullYear()).toBe(2027);
  });
});
