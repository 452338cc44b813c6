import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  answerSearch,
  cards,
  geocodeQueries,
  records,
  renderLocator,
  searchBodies,
  server,
  settled,
  status,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { renderView } from '@mf/core/testing/render-view';
import { FIRST_SEARCH_DELAY_MS } from './dealer-locator';
import { dealerLocatorApi } from './dealer-locator.api';
import { DealerLocatorRoot } from './dealer-locator.root';

setupLocatorTestServer();

describe('<mf-dealer-locator> search lifecycle (spec §4)', () => {
  it('runs the first search about 100 ms after start and shows page 1 with the count announced', async () => {
    expect(FIRST_SEARCH_DELAY_MS).toBe(100);
    const started = performance.now();
    const { base } = renderLocator({ brand: 'AX', region: 'NA', country: 'US', contract: 'AG' });
    expect(base()).toHaveAttribute('data-state', 'idle');
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    expect(searchBodies[0]).toEqual({
      brand: 'AX',
      region: 'NA',
      country: 'US',
      contract: 'AG',
      radius: 50,
      distance_unit: 'mi',
      geocode: null,
      dealer_name: '',
      address_components: [],
    });
    await settled(base);
    expect(base()).toHaveAttribute('data-state', 'results');
    expect(cards()).toHaveLength(25);
    expect(cards()[0]).toHaveTextContent('A');
    expect(within(cards()[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Dealer 001');
    expect(screen.getByText('30 results', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(status()).toHaveTextContent('30 results');
    // A page load never steals focus.
    expect(document.activeElement).toBe(document.body);
  });

  it('shows a spinner while loading', async () => {
    answerSearch(async () => {
      await delay(150);
      return HttpResponse.json(records(2));
    });
    const { base } = renderLocator();
    await settled(base, /loading/);
    expect(screen.getByRole('progressbar', { name: 'Searching for dealers' })).toBeInTheDocument();
    await settled(base);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('where the location is required, the first search waits for a location (spec §4)', async () => {
    const { base } = renderLocator({ requireLocation: true });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(searchBodies).toHaveLength(0);
    expect(base()).toHaveAttribute('data-state', 'idle');
    expect(screen.getByRole('combobox', { name: 'City, state or postal code' })).toBeEnabled();
  });

  it('where the location is required, known coordinates count as filled in (popup lat/lng)', async () => {
    history.replaceState(null, '', '/popup.html?lat=42.03&lng=-93.62');
    const { base } = renderView(dealerLocatorApi, DealerLocatorRoot, {
      mode: 'popup',
      searchEndpoint: '/test/dealers/search.json',
      requireLocation: true,
      noConsentManager: true,
    });
    await settled(base);
    expect(searchBodies).toHaveLength(1);
    expect(searchBodies[0]).toMatchObject({ geocode: { latitude: 42.03, longitude: -93.62 } });
    expect(
      screen.getByRole('combobox', { name: 'City, state or postal code' }),
    ).not.toHaveAttribute('aria-invalid');
  });

  it('pre-fills a valid zipcode parameter, geocodes it and searches there', async () => {
    history.replaceState(null, '', '/?zipcode=50010');
    const { base } = renderLocator({ requireLocation: true });
    expect(screen.getByRole('combobox', { name: 'City, state or postal code' })).toHaveValue(
      '50010',
    );
    await settled(base);
    expect(geocodeQueries).toEqual(['50010']);
    expect(searchBodies[0]).toMatchObject({
      geocode: { latitude: 42.03, longitude: -93.62 },
      address_components: [{ long_name: '50010', short_name: '50010', types: ['locality'] }],
    });
  });

  it.each(['<script>', '50010;drop', 'a/b'])(
    'ignores the zipcode parameter %j (spec §5)',
    (zip) => {
      history.replaceState(null, '', `/?zipcode=${encodeURIComponent(zip)}`);
      renderLocator();
      expect(screen.getByRole('combobox', { name: 'City, state or postal code' })).toHaveValue('');
    },
  );

  it.each([
    ['a 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
    [
      'malformed JSON',
      () =>
        new HttpResponse('[{"dealer_code":', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
    [
      'an HTML error page',
      () =>
        new HttpResponse('<html><body>Error</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['JSON that is not a list', () => HttpResponse.json({ error: 'nope' })],
  ])(
    '%s shows the results error, hides the filter bar, re-enables the form and logs (spec §8)',
    async (_name, reply) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const user = userEvent.setup();
      const { base } = renderLocator();
      await settled(base);
      expect(screen.getByRole('group', { name: 'Filter results' })).toBeInTheDocument();
      answerSearch(reply);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await settled(base, /error/);
      expect(
        screen.getByText('Dealers could not be loaded. Please try again later.', { selector: 'p' }),
      ).toBeInTheDocument();
      expect(status()).toHaveTextContent('Dealers could not be loaded');
      expect(screen.queryByRole('group', { name: 'Filter results' })).toBeNull();
      expect(cards()).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-disabled');
      expect(error).toHaveBeenCalledWith(
        'mf-dealer-locator: the dealer search failed',
        expect.anything(),
      );
      // The locator stays usable: the next search works.
      answerSearch(records(3));
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await settled(base, /results/);
      expect(cards()).toHaveLength(3);
    },
  );

  it('a new search aborts the slow one; its late answer never overwrites the newer one', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answerSearch(async () => {
      calls++;
      if (calls === 2) {
        await delay(300);
        return HttpResponse.json(records(7));
      }
      return HttpResponse.json(records(calls === 1 ? 30 : 2));
    });
    const error = vi.spyOn(console, 'error');
    const { base } = renderLocator();
    await settled(base);
    // Second search (slow), superseded by a distance change (fast).
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settled(base, /loading/);
    const distance = screen.getByRole('combobox', { name: 'Distance' });
    await user.click(distance);
    await user.click(screen.getByRole('option', { name: '100 mi' }));
    await settled(base, /results/);
    expect(cards()).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('2 results', { selector: 'strong' })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('blocks submit while flagged disabled, from a valid submit until the answer (spec §4)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    answerSearch(async () => {
      await delay(200);
      return HttpResponse.json(records(4));
    });
    const submit = screen.getByRole('button', { name: 'Search' });
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.click(submit);
    await settled(base, /results/);
    expect(searchBodies).toHaveLength(2);
    expect(submit).not.toHaveAttribute('aria-disabled');
  });

  it('sends the CSRF token of the token path with the search (spec §7)', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get('/test/token.json', () => HttpResponse.json({ token: 'tok-123' })),
      http.post('/test/dealers/search.json', ({ request }) => {
        headers.push(request.headers.get('CSRF-Token'));
        return HttpResponse.json(records(1));
      }),
    );
    const { base } = renderLocator({ tokenPath: '/test/token.json' });
    await settled(base);
    expect(headers).toEqual(['tok-123']);
    expect(screen.getByText('1 result', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a location that no geocoder knows gives no results, not an error', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    await user.type(
      screen.getByRole('combobox', { name: 'City, state or postal code' }),
      'Atlantis',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await settled(base, /empty/);
    expect(searchBodies).toHaveLength(1);
    expect(screen.getByText('0 results', { selector: 'strong' })).toBeInTheDocument();
  });

  it('renders nothing broken when unmounted mid-search', async () => {
    answerSearch(async () => {
      await delay(100);
      return HttpResponse.json(records(2));
    });
    const { base, unmount } = renderLocator();
    await settled(base, /loading/);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  });
});
