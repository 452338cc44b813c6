import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_FIXTURES, MULTI_DAY_ANSWER } from '@mf/demo-mocks/events/fixtures';
import { EVENTS_URL } from '@mf/demo-mocks/events/handlers';
import { eventsOverviewApi } from './events-overview.api';
import {
  answerWithTotal,
  items,
  loaded,
  renderView,
  server,
  setUpEventsServer,
} from '@mf/events/testing/view-harness';

setUpEventsServer();

describe('<mf-events-overview> view: pagination edges, failures, races, dates', () => {
  it.each<[number, number, string | null]>([
    [5, 5, null],
    [6, 5, 'Page 1 of 2'],
    [11, 5, 'Page 1 of 3'],
  ])(
    'pagination edges: %i results -> %i shown, status %s (spec §9)',
    async (total, shown, status) => {
      answerWithTotal(total);
      const { base } = renderView();
      await loaded(base);
      expect(items()).toHaveLength(shown);
      const nav = screen.queryByRole('navigation', { name: 'Events pages' });
      if (status === null) expect(nav).toBeNull();
      else {
        expect(nav).not.toBeNull();
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(status);
        expect(within(nav!).getAllByRole('button', { name: /^Page / })).toHaveLength(
          Math.ceil(total / 5),
        );
      }
    },
  );

  it('an answer with more than a page shows 5 cards, pages counted by 5 (spec §9)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(EVENTS_URL, () =>
        HttpResponse.json({ total_results: 8, results: EVENT_FIXTURES.slice(0, 8) }),
      ),
    );
    const { base } = renderView();
    await loaded(base);
    expect(items()).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('8 events Page 1 of 2');
    // The answer renders as a transition, whose effects run after the paint: wait for the log.
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'mf-events-overview: the events answer holds 8 events for a page of 5; the first 5 are shown.',
      ),
    );
  });

  it('per-page caps the cards too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answerWithTotal(5);
    const { base } = renderView({ perPage: 3 });
    await loaded(base);
    expect(items()).toHaveLength(3);
  });

  it('zero results: the no-results heading with the attribute text (spec §8)', async () => {
    answerWithTotal(0);
    const { base } = renderView({ noResults: 'There are no events at the moment.' });
    await loaded(base);
    expect(base()).toHaveAttribute('data-state', 'no-results');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'There are no events at the moment.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('There are no events at the moment.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['a 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
    [
      'malformed JSON',
      () =>
        new HttpResponse('{"total_results": 3, "results": [', {
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
    [
      'an HTML error page with status 200',
      () =>
        new HttpResponse('<!doctype html><h1>Oops</h1>', {
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['a network error', () => HttpResponse.error()],
    ['a wrong shape', () => HttpResponse.json({ total_results: 3, results: 'three' })],
    [
      'only malformed events',
      () => HttpResponse.json({ total_results: 2, results: [{}, { title: 'x' }] }),
    ],
  ])('%s shows the no-results state and never crashes (spec §8)', async (_name, reply) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(EVENTS_URL, reply));
    const { base } = renderView();
    await loaded(base);
    expect(base()).toHaveAttribute('data-state', 'no-results');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No events found.');
    expect(warn).toHaveBeenCalled();
  });

  it('drops malformed events and unsafe links, keeps the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(EVENTS_URL, () =>
        HttpResponse.json({
          total_results: 3,
          results: [
            { title: 'Good', start_date: Date.UTC(2026, 4, 1) },
            { title: 'No date' },
            { title: 'Bad link', start_date: Date.UTC(2026, 4, 2), url: 'javascript:alert(1)' },
          ],
        }),
      ),
    );
    const { base } = renderView();
    await loaded(base);
    expect(items()).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Bad link' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bad link' })).toBeInTheDocument();
  });

  it('a late answer to an older request never overwrites the newer one', async () => {
    const user = userEvent.setup();
    // The Europe answer is held until the test releases it: after Africa's answer is shown,
    // however slow the machine (a 150 ms delay had to outlast two selections).
    let releaseEurope!: () => void;
    const europeHeld = new Promise<void>((resolve) => (releaseEurope = resolve));
    let europeAnswered!: () => void;
    const europeDone = new Promise<void>((resolve) => (europeAnswered = resolve));
    let europeAborted = false;
    server.use(
      http.get(EVENTS_URL, async ({ request }) => {
        const region = new URL(request.url).searchParams.get('region');
        if (region === 'europe') {
          request.signal.addEventListener('abort', () => (europeAborted = true));
          await europeHeld;
          europeAnswered();
          return HttpResponse.json({
            total_results: 1,
            results: [{ title: 'Stale Europe event', start_date: Date.UTC(2026, 4, 1) }],
          });
        }
        return HttpResponse.json({
          total_results: 1,
          results: [{ title: `Fresh ${region} event`, start_date: Date.UTC(2026, 4, 2) }],
        });
      }),
    );
    const { base } = renderView();
    await loaded(base);
    const select = screen.getByRole('combobox', { name: 'Region' });
    await user.selectOptions(select, 'europe');
    await user.selectOptions(select, 'africa');
    await loaded(base);
    expect(screen.getByText('Fresh africa event')).toBeInTheDocument();
    expect(europeAborted).toBe(true);
    // Now let the stale answer arrive, and give it every chance to land.
    await act(async () => {
      releaseEurope();
      await europeDone;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText('Stale Europe event')).toBeNull();
    expect(screen.getByText('Fresh africa event')).toBeInTheDocument();
  });

  it('German: labels, plural, dates and the multi-day range', async () => {
    server.use(http.get(EVENTS_URL, () => HttpResponse.json(MULTI_DAY_ANSWER)));
    const { base } = renderView(
      {
        labels: {
          ...eventsOverviewApi.attributes.labels.default,
          resultCountOne: '{count} Veranstaltung',
          resultCountOther: '{count} Veranstaltungen',
          dateRange: '{start} bis {end}',
          filter: 'Region',
        },
      },
      'de-DE',
    );
    await loaded(base);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^1 Veranstaltung$/);
    const card = items()[0]!;
    expect(card).toHaveTextContent('Donnerstag, 12. März 2026 bis Samstag, 14. März 2026');
    expect([...card.querySelectorAll('time')].map((t) => t.dateTime)).toEqual([
      '2026-03-12',
      '2026-03-14',
    ]);
    expect(card.querySelector('[part=event-date]')).toHaveTextContent('12–14Mär2026');
  });

  it('English single-day event: one <time>, badge day, month and year', async () => {
    server.use(
      http.get(EVENTS_URL, () =>
        HttpResponse.json({
          total_results: 1,
          results: [
            {
              title: 'Open day',
              start_date: Date.UTC(2026, 5, 6, 8),
              end_date: Date.UTC(2026, 5, 6, 16),
            },
          ],
        }),
      ),
    );
    const { base } = renderView();
    await loaded(base);
    const card = items()[0]!;
    expect(card.querySelectorAll('time')).toHaveLength(1);
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-06-06');
    expect(card.querySelector('time')).toHaveTextContent(/Saturday,? 6 June 2026/);
    expect(card.querySelector('[part=event-date]')).toHaveTextContent('06Jun2026');
    expect(card.querySelector('[part=event-date]')).toHaveAttribute('aria-hidden', 'true');
  });
});
