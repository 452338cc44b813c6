/**
 * The locator against the gallery's own mock backend (demo/mocks/dealer-locator, msw/node) and
 * the offline maps stand-in (demo/fakes/google-maps): the same fakes the gallery and the browser
 * tests use, in every scenario.
 */
import { defaultProps, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { clearGeocodingCache } from '@mf/core/maps/geocoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  createDealerLocatorHandlers,
  DETAIL_PATH,
  SEARCH_PATH,
  TOKEN_PATH,
} from '@mf/demo-mocks/dealer-locator/handlers';
import type { Scenario } from '@mf/demo-mocks/scenario';
import { dealerLocatorApi } from '../../dealer-locator.api';
import { DealerLocator } from '../../dealer-locator';

const server = setupServer();
let maps: GoogleMapsFake;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  maps = installGoogleMapsFake();
  clearGeocodingCache();
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  maps.uninstall();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderWith(scenario: Scenario, extra: Partial<PropsOf<typeof dealerLocatorApi>> = {}) {
  server.use(...createDealerLocatorHandlers(scenario));
  const props = {
    ...defaultProps(dealerLocatorApi),
    searchEndpoint: SEARCH_PATH,
    detailEndpoint: DETAIL_PATH,
    tokenPath: TOKEN_PATH,
    brand: 'ATL',
    radius: 50,
    noConsentManager: true,
    ...extra,
  };
  const view = render(
    <ElementContext.Provider
      value={{ host: null, portalRoot: null, locale: 'en-US', emit: () => true }}
    >
      <DealerLocator {...props} />
    </ElementContext.Provider>,
  );
  return () => view.container.querySelector('[part=base]')!.getAttribute('data-state');
}

const count = () => document.querySelector('.dl-results__count')?.textContent ?? '';

describe('against the gallery mock backend', () => {
  it('search by postal code: geocoded by the stand-in, dealers within the radius, nearest first', async () => {
    const user = userEvent.setup();
    const state = renderWith('default');
    await waitFor(() => expect(state()).toBe('results'));
    await user.type(screen.getByRole('combobox', { name: 'City, state or postal code' }), '50010');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(maps.calls.geocode).toHaveLength(1));
    await waitFor(() => expect(count()).toMatch(/Showing 1–/));
    const distances = [...document.querySelectorAll('.dl-card__distance')].map((node) =>
      Number(/([\d.]+) mi/.exec(node.textContent ?? '')?.[1]),
    );
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((d) => d <= 50)).toBe(true);
  });

  it('empty scenario: zero results and the no-results message', async () => {
    const state = renderWith('empty');
    await waitFor(() => expect(state()).toBe('empty'));
    expect(count()).toBe('0 results');
  });

  it('error scenario: the results error, logged, the form usable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = renderWith('error');
    await waitFor(() => expect(state()).toBe('error'));
    expect(screen.getByText(/Dealers could not be loaded/, { selector: 'p' })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Search' })).not.toHaveAttribute('aria-disabled');
  });

  it('a failing CSRF token call is logged and the search goes ahead without it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = renderWith('default');
    // After the gallery handlers, so it takes precedence; the first search is 100 ms away.
    server.use(http.get(TOKEN_PATH, () => new HttpResponse(null, { status: 500 })));
    await waitFor(() => expect(state()).toBe('results'));
    expect(error).toHaveBeenCalledWith('CSRF token request failed', expect.anything());
  });

  it('a maps library that fails to load is a logged search error, not a crash', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const state = renderWith('default');
    await waitFor(() => expect(state()).toBe('results'));
    maps.failLibraries(true);
    clearGeocodingCache();
    await user.type(screen.getByRole('combobox', { name: 'City, state or postal code' }), 'Ames');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(state()).toBe('error'));
    expect(error).toHaveBeenCalled();
  });
});
