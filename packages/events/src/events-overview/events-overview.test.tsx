import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EVENT_FIXTURES, EVENT_REGIONS } from '@mf/demo-mocks/events/fixtures';
import { EVENTS_URL, eventsPage } from '@mf/demo-mocks/events/handlers';
import {
  items,
  loaded,
  regionLabel,
  renderView,
  requests,
  server,
  setUpEventsServer,
  type Props,
} from '@mf/events/testing/view-harness';

setUpEventsServer();

describe('<mf-events-overview> view: loading, paging, filter, focus', () => {
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
    // The focus effect may run a task after the commit that ended loading (React flushes the
    // passive effects of a non-discrete render later); wait for it, not for a time.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })),
    );
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
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })),
    );
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
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'No events found.' }),
      ),
    );
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

  it('on unmount the region select is taken out of the tree (a native select kept by Chromium holds no removed list)', async () => {
    const view = renderView();
    await loaded(view.base);
    const select = screen.getByRole('combobox', { name: 'Region' });
    const list = items()[0]!;
    expect(select.parentNode).not.toBeNull();
    view.unmount();
    expect(select.parentNode).toBeNull();
    // Only the select: the rest of the removed tree stays as React left it.
    expect(list.parentNode).not.toBeNull();
  });

  it('a region change announces the new count politely, in a fresh live node (the shared focus rule)', async () => {
    const user = userEvent.setup();
    const { base } = renderView();
    await loaded(base);
    const status = screen.getByRole('status');
    const before = status.firstElementChild;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), 'africa');
    await loaded(base);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^4 events$/);
    expect(status.firstElementChild).not.toBeNull();
    expect(status.firstElementChild).not.toBe(before);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveFocus();
  });

  it('a region chosen while the next page loads keeps focus on the filter (no yank to the heading)', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(EVENTS_URL, async ({ params, request }) => {
        if (params.page === '2') await gate;
        const region = new URL(request.url).searchParams.get('region') ?? 'all';
        return HttpResponse.json(eventsPage(region, Number(params.page)));
      }),
    );
    const { base } = renderView();
    await loaded(base);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    const select = screen.getByRole('combobox', { name: 'Region' });
    await user.selectOptions(select, 'africa');
    release();
    await loaded(base);
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

  it('the per-page attribute changes the page count', async () => {
    const { base } = renderView({ perPage: 10 });
    await loaded(base);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Page 1 of 5');
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

  // The missing attribute itself is reported by the adapter (events-overview.element.test.ts).
  it('makes no request without a site and shows no-results', () => {
    const { base, rerenderWith } = renderView({ site: '' });
    expect(base()).toHaveAttribute('data-state', 'no-results');
    expect(requests).toEqual([]);
    rerenderWith({ site: '', perPage: 6 });
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
});
