import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { EVENT_FIXTURES, type EventFixture } from './fixtures';

/** spec §9: the servlet answers 5 events per page. */
const EVENTS_PAGE_SIZE = 5;

/**
 * spec §7: GET {origin}/bin/{site}/eventsoverview.{page}.json?region={filter}. The leading
 * wildcard matches any origin and the cloud variant /{prefix}/resources/bin/{site}/...
 */
export const EVENTS_URL = '*/bin/:site/eventsoverview.:page.json';

/** One page of the fixtures for a region ('all' or missing = every region); page is 1-based. */
export function eventsPage(
  region: string,
  page: number,
  events: readonly EventFixture[] = EVENT_FIXTURES,
): { total_results: number; results: EventFixture[] } {
  const matching = region === 'all' ? events : events.filter((event) => event.region === region);
  const from = (page - 1) * EVENTS_PAGE_SIZE;
  return { total_results: matching.length, results: matching.slice(from, from + EVENTS_PAGE_SIZE) };
}

/**
 * End-to-end tests hold the events answers for as long as they look at the loading state, then
 * release them (tests/e2e/mf-events-overview.e2e.ts: the slow scenario's 2.5 s had to
 * outlast the asserts). They set this page global to a promise in an init script; the gallery
 * never does. (The mock answers come from the page's service worker, out of page.route's reach.)
 */
export const EVENTS_HOLD = 'mfHoldEvents';

export function createEventsHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [
    http.get(EVENTS_URL, async ({ request, params }) => {
      await (globalThis as Record<string, unknown>)[EVENTS_HOLD];
      const page = Number(params.page);
      if (!Number.isInteger(page) || page < 1) {
        return new HttpResponse('Bad page', { status: 400, statusText: 'Bad Request' });
      }
      const region = new URL(request.url).searchParams.get('region') || 'all';
      return answer(
        scenario,
        () => eventsPage(region, page),
        () => ({ total_results: 0, results: [] }),
      );
    }),
    // Pictures of the fixtures, drawn here so the gallery needs no network.
    http.get('*/content/dam/mf-demo/events/:name.svg', ({ params }) => {
      const name = String(params.name);
      const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
      return new HttpResponse(eventPicture(hue), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  ];
}

function eventPicture(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue} 45% 78%)"/><rect y="120" width="320" height="60" fill="hsl(${(hue + 60) % 360} 40% 45%)"/><circle cx="260" cy="45" r="22" fill="#f4d35e"/><g fill="#367c2b"><rect x="70" y="80" width="90" height="40" rx="4"/><rect x="130" y="60" width="40" height="30" rx="3"/></g><g fill="#1b1b1b"><circle cx="95" cy="124" r="18"/><circle cx="155" cy="128" r="12"/></g></svg>`;
}
