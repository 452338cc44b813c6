import { defaultProps, ElementContext, type PropsOf } from '@mf/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_FIXTURES, EVENT_REGIONS } from '../../../../demo/mocks/events/fixtures';
import { createEventsHandlers, EVENTS_URL } from '../../../../demo/mocks/events/handlers';
import { eventsOverviewApi } from './events-overview.api';
import { EventsOverview } from './events-overview';

type Props = PropsOf<typeof eventsOverviewApi>;

const server = setupServer(...createEventsHandlers('default'));
const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url).pathname + new URL(request.url).search);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function renderView(overrides: Partial<Props> = {}, locale = 'en-GB') {
  const emit = vi.fn(() => true);
  const props: Props = {
    ...defaultProps(eventsOverviewApi),
    site: 'mf',
    timeZone: 'UTC',
    regions: EVENT_REGIONS.map((r) => ({ ...r })),
    ...overrides,
  };
  const ui = (p: Props) => (
    <ElementContext.Provider value={{ host: null, portalRoot: null, locale, emit }}>
      <EventsOverview {...p} />
    </ElementContext.Provider>
  );
  const view = render(ui(props));
  const base = () => view.container.querySelector('[part=base]')!;
  return {
    ...view,
    emit,
    base,
    rerenderWith: (more: Partial<Props>) => view.rerender(ui({ ...props, ...more })),
  };
}

/** Answers every events request with `total` events, honouring the page (5 per page). */
function answerWithTotal(total: number) {
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

const items = () =>
  screen.queryAllByRole('listitem').filter((li) => li.matches('[part=list-item]'));
const loaded = (base: () => Element) =>
  waitFor(() => expect(base()).not.toHaveAttribute('data-state', 'loading'));

describe('<mf-events-overview> view', () => {
  it('loads page 1 of all regions, shows 5 events and the pagination, without moving focus', async () => {
    const { base } = renderView();
    expect(base()).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('progressbar', { name: 'Loading events…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
    await loaded(base);
    expect(requests).toEqual(['/bin/mf/eventsoverview.1.json?region=all']);
    expect(base()).toHaveAttribute('data-state', 'has-results');
    expect(items()).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('46 events Page 1 of 10');
    expect(screen.getByRole('status')).toHaveTextContent('46 events. Page 1 of 10');
    const nav = screen.getByRole('navigation', { name: 'Events pages' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('renders an event card: linked title, full dates in <time>, place with region label', async () => {
    const { base } = renderView();
    await loaded(base);
    const first = EVENT_FIXTURES[0]!;
    const card = items()[0]!;
    const link = within(card).getByRole('link', { name: first.title });
    expect(link).toHaveAttribute('href', new URL(first.url, location.href).href);
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(first.title);
    const times = card.querySelectorAll('time');
    expect(times).toHaveLength(first.end_date - first.start_date > 86_400_000 ? 2 : 1);
    expect(times[0]).toHaveAttribute(
      'datetime',
      new Date(first.start_date).toISOString().slice(0, 10),
    );
    expect(card).toHaveTextContent(`${first.location} · ${regionLabel(first.region)}`);
  });

  it('goes to the next page: emits mf-change, asks for page 2 and focuses the heading', async () => {
    const user = userEvent.setup();
    const { base, emit } = renderView();
    await loaded(base);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(emit).toHaveBeenCalledWith('mf-change', { region: 'all', page: 2 });
    await loaded(base);
    expect(requests.at(-1)).toBe('/bin/mf/eventsoverview.2.json?region=all');
    expect(items()[0]).toHaveTextContent(EVENT_FIXTURES[5]!.title);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Page 2 of 10');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
  });

  it('disables next on the last page, which holds the remainder', async () => {
    const user = userEvent.setup();
    const { base } = renderView();
    await loaded(base);
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await loaded(base);
    expect(items()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('a failed page change focuses the no-results heading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { base } = renderView();
    await loaded(base);
    server.use(http.get(EVENTS_URL, () => new HttpResponse(null, { status: 503 })));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await loaded(base);
    expect(base()).toHaveAttribute('data-state', 'no-results');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'No events found.' }));
  });

  it('changing the region goes back to page 1, emits mf-change and keeps focus on the filter', async () => {
    const user = userEvent.setup();
    const { base, emit } = renderView();
    await loaded(base);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await loaded(base);
    const select = screen.getByRole('combobox', { name: 'Region' });
    await user.selectOptions(select, 'africa');
    expect(emit).toHaveBeenLastCalledWith('mf-change', { region: 'africa', page: 1 });
    await loaded(base);
    expect(requests.at(-1)).toBe('/bin/mf/eventsoverview.1.json?region=africa');
    expect(items()).toHaveLength(4);
    // 4 events: no pagination (spec §9: only when total_results exceeds 5).
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^4 events$/);
    expect(document.activeElement).toBe(select);
  });

  it('lists "All regions" first, then the regions of the attribute', () => {
    renderView();
    const options = within(screen.getByRole('combobox', { name: 'Region' })).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['all', 'All regions'],
      ...EVENT_REGIONS.map((r) => [r.value, r.label]),
    ]);
  });

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

  it('the per-page attribute changes the page count', async () => {
    const { base } = renderView({ perPage: 10 });
    await loaded(base);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Page 1 of 5');
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
    let europeAborted = false;
    server.use(
      http.get(EVENTS_URL, async ({ request }) => {
        const region = new URL(request.url).searchParams.get('region');
        if (region === 'europe') {
          request.signal.addEventListener('abort', () => (europeAborted = true));
          await delay(150);
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
    await act(() => delay(250));
    expect(europeAborted).toBe(true);
    expect(screen.queryByText('Stale Europe event')).toBeNull();
    expect(screen.getByText('Fresh africa event')).toBeInTheDocument();
  });

  it('keeps the previous list (busy) while the next page loads', async () => {
    const user = userEvent.setup();
    const { base } = renderView();
    await loaded(base);
    server.use(http.get(EVENTS_URL, () => delay('infinite')));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(base()).toHaveAttribute('data-state', 'loading');
    expect(base().querySelector('[part=list]')).toHaveAttribute('aria-busy', 'true');
    expect(items()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
  });

  it('a new region attribute starts over at page 1 without an mf-change', async () => {
    const user = userEvent.setup();
    const { base, emit, rerenderWith } = renderView();
    await loaded(base);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await loaded(base);
    emit.mockClear();
    rerenderWith({ region: 'europe' });
    await loaded(base);
    expect(requests.at(-1)).toBe('/bin/mf/eventsoverview.1.json?region=europe');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('europe');
    expect(emit).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<Props>, string, boolean]>([
    ['an unknown region falls back to all', { region: 'mars' }, 'all', true],
    [
      'without regions the attribute is a fixed filter',
      { region: 'africa', regions: [] },
      'africa',
      false,
    ],
  ])('%s', async (_name, props, asked, hasFilter) => {
    const { base } = renderView(props);
    await loaded(base);
    expect(requests.at(-1)).toBe(`/bin/mf/eventsoverview.1.json?region=${asked}`);
    expect(screen.queryByRole('combobox') !== null).toBe(hasFilter);
  });

  it('makes no request without a site and shows no-results', () => {
    const { base } = renderView({ site: '' });
    expect(base()).toHaveAttribute('data-state', 'no-results');
    expect(requests).toEqual([]);
  });

  it('uses the cloud path on a matching host (spec §7)', async () => {
    const { base } = renderView({
      cloudHostPattern: `^${location.hostname}$`,
      cloudPrefix: 'mf-site',
    });
    await loaded(base);
    expect(requests).toEqual(['/mf-site/resources/bin/mf/eventsoverview.1.json?region=all']);
    expect(items()).toHaveLength(5);
  });

  it('follows the heading level', async () => {
    const { base } = renderView({ headingLevel: 4 });
    await loaded(base);
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('46 events');
    expect(screen.getAllByRole('heading', { level: 5 })).toHaveLength(5);
  });

  it('German: labels, plural, dates and the multi-day range', async () => {
    server.use(
      http.get(EVENTS_URL, () =>
        HttpResponse.json({
          total_results: 1,
          results: [
            {
              title: 'Feldtag',
              start_date: Date.UTC(2026, 2, 12, 8),
              end_date: Date.UTC(2026, 2, 14, 16),
            },
          ],
        }),
      ),
    );
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

function regionLabel(value: string): string {
  return EVENT_REGIONS.find((r) => r.value === value)?.label ?? '';
}
