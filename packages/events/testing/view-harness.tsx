import type { PropsOf } from '@mf/core/element/define-api';
import { renderView as renderElementView } from '@mf/core/testing/render-view';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { EVENT_FIXTURES, EVENT_REGIONS } from '@mf/demo-mocks/events/fixtures';
import { createEventsHandlers, EVENTS_URL } from '@mf/demo-mocks/events/handlers';
import { eventsOverviewApi } from '../src/events-overview/events-overview.api';
import { EventsOverview } from '../src/events-overview/events-overview';

/**
 * Test harness of the view tests (not shipped): the view in an element context, the events mock
 * servlet on msw/node and the request log. Call `setUpEventsServer()` at the top of a test file.
 */
export type Props = PropsOf<typeof eventsOverviewApi>;

export const server = setupServer(...createEventsHandlers('default'));
export const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname + new URL(request.url).search);
});
export function setUpEventsServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

export function renderView(overrides: Partial<Props> = {}, locale = 'en-GB') {
  return renderElementView(
    eventsOverviewApi,
    EventsOverview,
    { site: 'mf', timeZone: 'UTC', regions: EVENT_REGIONS.map((r) => ({ ...r })), ...overrides },
    { locale },
  );
}

/** Answers every events request with `total` events, honouring the page (5 per page). */
export function answerWithTotal(total: number) {
  server.use(
    http.get(EVENTS_URL, ({ params }) => {
      const page = Number(params.page);
      const all = EVENT_FIXTURES.slice(0, total);
      return HttpResponse.json({
        total_results: total,
        results: all.slice((page - 1) * 5, page * 5),
      });
    }),
  );
}

export const items = () =>
  screen.queryAllByRole('listitem').filter((li) => li.matches('[part~=list-item]'));
export const loaded = (base: () => Element) =>
  waitFor(() => expect(base()).not.toHaveAttribute('data-state', 'loading'));

export function regionLabel(value: string): string {
  return EVENT_REGIONS.find((r) => r.value === value)?.label ?? '';
}
