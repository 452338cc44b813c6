/**
 * Maps consent (spec §2, §6, §8, §9): level 4+ allows Google, the results and the map; without
 * it the no-consent panel replaces them and nothing reaches Google; granting later brings them
 * back without a reload. Consent is read through core/browser/consent (one poller).
 */
import {
  CONSENT_CHANGE_MESSAGE,
  CONSENT_DOMAIN_ERROR,
  CONSENT_LOAD_ERROR,
  CONSENT_TIMEOUT_MS,
} from '@mf/core/browser/consent';
import { clearPlacesCache } from '@mf/core/maps/places';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  cards,
  renderLocator,
  searchBodies,
  settled,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { SUGGESTION_DEBOUNCE_MS } from '../places/use-place-suggestions';
import { FIRST_SEARCH_DELAY_MS } from '../search/use-first-search';
import { useMapsConsent } from './use-maps-consent';

setupLocatorTestServer();
let fake: GoogleMapsFake;
let level = 1;
const openPreferences = vi.fn();
beforeEach(() => {
  clearPlacesCache();
  fake = installGoogleMapsFake();
  level = 1;
  openPreferences.mockReset();
});
afterEach(() => {
  fake.uninstall();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (globalThis as { truste?: unknown }).truste;
});

function installConsentManager() {
  (globalThis as { truste?: unknown }).truste = {
    cma: { callApi: (_name: string, _domain: string) => ({ consentDecision: level }) },
    eu: { clickListener: openPreferences },
  };
}
const grant = () => {
  level = 4;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { ...CONSENT_CHANGE_MESSAGE } }));
  });
};
const box = () => screen.getByRole('combobox', { name: 'City, state or postal code' });
const panelTitle = () =>
  screen.queryByRole('heading', { name: 'The map and dealer search need your cookie consent' });

describe('maps consent', () => {
  it('declined: the panel replaces results and map, and nothing reaches Google', async () => {
    installConsentManager();
    // Fake timers: every timer that could lead to Google (the first search, the suggestion
    // debounce) is run on purpose before the checks, however slow the machine.
    vi.useFakeTimers();
    const { base } = renderLocator({ consentDomain: 'example.com' });
    await act(async () => {});
    expect(panelTitle()).toBeInTheDocument();
    expect(base().querySelector('[part=results]')).toBeNull();
    expect(base().querySelector('[part=map]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();
    // fireEvent: user-event's act wrapper waits on a timer of its own, which a fake clock holds.
    fireEvent.change(box(), { target: { value: 'Ames' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SEARCH_DELAY_MS + SUGGESTION_DEBOUNCE_MS));
    // No importLibrary (so no script), no suggestions, no geocoding, no search.
    expect(fake.calls.importLibrary).toEqual([]);
    expect(fake.calls.suggestions).toEqual([]);
    expect(fake.calls.predictions).toEqual([]);
    expect(searchBodies).toEqual([]);
    vi.useRealTimers();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    expect(openPreferences).toHaveBeenCalledTimes(1);

    // Granting brings the results back without a reload, searching the typed place.
    grant();
    await settled(base);
    expect(panelTitle()).toBeNull();
    expect(cards().length).toBeGreaterThan(0);
    expect(searchBodies).toHaveLength(1);
    expect(fake.calls.geocode[0]).toMatchObject({ address: 'Ames' });
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
  });

  it('declined: a deep link to a dealer shows its detail without the small map (no Google)', async () => {
    installConsentManager();
    history.replaceState(null, '', '#dealer-locator-D001');
    const { base } = renderLocator({ consentDomain: 'example.com', apiKey: 'test-key' });
    await waitFor(() =>
      expect(base().querySelector('[part=detail]')).toHaveTextContent('Dealer 001'),
    );
    // The small map (Google) is not even mounted without consent, so it cannot load later.
    expect(base().querySelector('.dl-detail__canvas')).toBeNull();
    expect(base().querySelector('.dl-map__unavailable')).toBeNull();
    expect(fake.calls.importLibrary).toEqual([]);
    // The counter works: with consent the small map mounts and loads.
    grant();
    await waitFor(() => expect(base().querySelector('.dl-detail__canvas')).not.toBeNull());
    await waitFor(() => expect(fake.calls.importLibrary).toContain('maps'));
  });

  it('granted (level 4): works as without a consent manager', async () => {
    level = 4;
    installConsentManager();
    const { base } = renderLocator({ consentDomain: 'example.com' });
    await settled(base);
    expect(panelTitle()).toBeNull();
    expect(cards().length).toBeGreaterThan(0);
  });

  it('level 3 is not enough; withdrawing consent hides the results again', async () => {
    level = 4;
    installConsentManager();
    const { base } = renderLocator({ consentDomain: 'example.com' });
    await settled(base);
    level = 3;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { ...CONSENT_CHANGE_MESSAGE } }));
    });
    expect(panelTitle()).toBeInTheDocument();
    expect(base().querySelector('[part=results]')).toBeNull();
  });

  it("no consent manager within 10 s: 'TrustArc API failed to load', then the panel", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLocator({ consentDomain: 'example.com' });
    expect(screen.getByText('Checking your cookie preferences…')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(CONSENT_TIMEOUT_MS - 100);
    });
    expect(error).not.toHaveBeenCalledWith(CONSENT_LOAD_ERROR);
    expect(panelTitle()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(error).toHaveBeenCalledWith(CONSENT_LOAD_ERROR);
    expect(panelTitle()).toBeInTheDocument();
    expect(fake.calls.importLibrary).toEqual([]);
    expect(searchBodies).toEqual([]);
  });

  it('a consent manager that arrives late (polled every 50 ms) is picked up', async () => {
    vi.useFakeTimers();
    level = 4;
    renderLocator({ consentDomain: 'example.com' });
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText('Checking your cookie preferences…')).toBeInTheDocument();
    installConsentManager();
    await act(async () => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.queryByText('Checking your cookie preferences…')).toBeNull();
  });
});

describe("missing consent domain (spec §8 'CCM Domain not specified')", () => {
  it('without a consent domain: the error is logged and consent counts as missing', async () => {
    level = 4;
    installConsentManager();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useMapsConsent('', false));
    await waitFor(() => expect(result.current).toBe('denied'));
    expect(error).toHaveBeenCalledWith(CONSENT_DOMAIN_ERROR);
  });

  it('the element without consent-domain or no-consent-manager: the error, the panel, no search', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    renderLocator({ noConsentManager: false });
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SEARCH_DELAY_MS));
    vi.useRealTimers();
    expect(error).toHaveBeenCalledWith(CONSENT_DOMAIN_ERROR);
    expect(panelTitle()).toBeInTheDocument();
    expect(searchBodies).toEqual([]);
    expect(fake.calls.importLibrary).toEqual([]);
  });

  it('no-consent-manager: nothing is asked or logged, Google may be used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useMapsConsent('', true));
    expect(result.current).toBe('granted');
    expect(error).not.toHaveBeenCalled();
  });

  it('a consent domain given as well wins over no-consent-manager', async () => {
    installConsentManager();
    const { result } = renderHook(() => useMapsConsent('example.com', true));
    await waitFor(() => expect(result.current).toBe('denied'));
    level = 4;
    grant();
    expect(result.current).toBe('granted');
  });
});
