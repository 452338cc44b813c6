/**
 * <mf-location-map> view: every §5/§8/§9 map rule on the offline google.maps stand-in, the
 * consent gate (nothing reaches Google before consent), the book-scroll offsets by breakpoint.
 */
import { CONSENT_DOMAIN_ERROR } from '@mf/core/browser/consent';
import { forgetMapsConfiguration } from '@mf/core/maps/loader';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { installConsent, renderLocationMap, setViewportWidth } from '@mf/locations/testing/render';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let fake: GoogleMapsFake;
beforeEach(() => {
  fake = installGoogleMapsFake();
  setViewportWidth(1280);
});
afterEach(() => {
  cleanup();
  fake.uninstall();
  forgetMapsConfiguration();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (globalThis as { truste?: unknown }).truste;
});

const PLACE = {
  lat: '49.4295',
  long: '2.0807',
  name: 'MF Beauvais',
  locationLabel: 'Tractor factory',
  apiKey: 'test-key',
};
const map = () => document.querySelector<HTMLElement>('mf-location-map')!.shadowRoot!;
const ui = () => within(map().firstElementChild as HTMLElement);
const fakeMap = () => map().querySelector<HTMLElement>('[data-fake-map]');
const marker = () => map().querySelector<HTMLElement>('[part~=marker]');

describe('<mf-location-map> map (spec §3, §5, §7, §9)', () => {
  it('loads maps, marker and places through the seam and centres one marker at zoom 13', async () => {
    const { base } = renderLocationMap({ ...PLACE, noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(fake.calls.importLibrary).toEqual(expect.arrayContaining(['maps', 'marker', 'places']));
    expect(fakeMap()!.dataset.zoom).toBe('13');
    const [lat, lng] = fakeMap()!.dataset.center!.split(',').map(Number);
    expect(lat).toBeCloseTo(49.4295, 2);
    expect(lng).toBeCloseTo(2.0807, 2);
    expect(ui().getByRole('region', { name: 'Map: MF Beauvais, Tractor factory' })).toBeVisible();
    expect(ui().getByRole('img', { name: 'MF Beauvais, Tractor factory' })).toBe(marker());
  });

  it.each([
    [375, 24, 30],
    [800, 24, 30],
    [1000, 36, 45],
    [1500, 36, 45],
  ])(
    'at %i px the marker is %ix%i px (spec §9), drawn with the overlay class',
    async (w, mw, mh) => {
      setViewportWidth(w);
      const { base } = renderLocationMap({ ...PLACE, noConsentManager: true });
      await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
      expect(marker()!.style.width).toBe(`${mw}px`);
      expect(marker()!.style.height).toBe(`${mh}px`);
      // The tip of the pin on the point: the stand-in's map is 640x400 in jsdom, centred on it.
      expect(marker()!.style.left).toBe(`${320 - mw / 2}px`);
      expect(marker()!.style.top).toBe(`${200 - mh}px`);
    },
  );

  it('follows a breakpoint change: the marker shrinks when the window narrows', async () => {
    const { base } = renderLocationMap({ ...PLACE, noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(marker()!.style.width).toBe('36px');
    setViewportWidth(600);
    fireEvent(window, new Event('resize'));
    await waitFor(() => expect(marker()!.style.width).toBe('24px'));
    expect(marker()!.style.height).toBe('30px');
  });

  it.each([
    ['0', '2.0807'],
    ['49.4295', '0'],
    ['', '2.0807'],
    ['north', '2.0807'],
  ])(
    'lat %j, long %j: no map, nothing asked of Google or the consent manager; text and directions stay',
    async (lat, long) => {
      const error = vi.spyOn(console, 'error');
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { base } = renderLocationMap({ ...PLACE, lat, long, consentDomain: '' });
      await act(async () => {});
      expect(base()).toHaveAttribute('data-state', 'no-map');
      expect(map().querySelector('[part~=map], [part~=consent-panel]')).toBeNull();
      expect(fake.calls.importLibrary).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1); // no place: said once (the test below)
      expect(ui().getByText('MF Beauvais')).toBeVisible();
      expect(ui().getByText('Tractor factory')).toBeVisible();
      expect(ui().getByRole('link', { name: 'Directions' })).toHaveAttribute(
        'href',
        'https://www.google.com/maps/dir/?api=1&destination=MF+Beauvais%2C+Tractor+factory',
      );
      expect(map().querySelector('slot')).not.toBeNull();
    },
  );

  it('coordinates given that are no place: one warning naming the element; none given: none', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLocationMap({ ...PLACE, lat: '49,4295', long: '2,0807', consentDomain: '' });
    await act(async () => {});
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-location-map> (1st on the page): attributes "lat" and "long" are not a place on the map (both plain numbers, neither 0), got "49,4295, 2,0807"; no map is shown.',
    ]);
    cleanup();
    document.body.replaceChildren();
    warn.mockClear();
    renderLocationMap({ ...PLACE, lat: '', long: '', consentDomain: '' });
    await act(async () => {});
    expect(warn).not.toHaveBeenCalled();
  });

  it('with coordinates the directions link goes to them', () => {
    renderLocationMap({ ...PLACE, noConsentManager: true });
    expect(ui().getByRole('link', { name: 'Directions' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=49.4295%2C2.0807',
    );
  });
});

describe('<mf-location-map> consent (as the dealer locator: level 4+)', () => {
  it('declined: the panel in the map’s place and no Google request; granting loads the map', async () => {
    const consent = installConsent(1);
    const { base } = renderLocationMap({ ...PLACE, consentDomain: 'example.com' });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'no-consent'));
    expect(ui().getByRole('heading', { name: 'The map needs your cookie consent' })).toBeVisible();
    expect(fake.calls.importLibrary).toEqual([]);
    await userEvent.click(ui().getByRole('button', { name: 'Change cookie preferences' }));
    expect(consent.openPreferences).toHaveBeenCalledTimes(1);
    consent.grant();
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(fake.calls.importLibrary).toContain('maps');
    consent.uninstall();
  });

  it('level 3 is not enough', async () => {
    installConsent(3);
    const { base } = renderLocationMap({ ...PLACE, consentDomain: 'example.com' });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'no-consent'));
    expect(fake.calls.importLibrary).toEqual([]);
  });

  it("neither consent-domain nor no-consent-manager: 'CCM Domain not specified' and the panel", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { base } = renderLocationMap({ ...PLACE });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'no-consent-manager'));
    expect(error).toHaveBeenCalledWith(CONSENT_DOMAIN_ERROR);
    expect(ui().getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(fake.calls.importLibrary).toEqual([]);
  });
});

describe('<mf-location-map> failures (spec §8)', () => {
  it('a map load failure is logged and the element degrades to the text and directions link', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failLibraries(true);
    const { base } = renderLocationMap({ ...PLACE, noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'error'));
    expect(error).toHaveBeenCalledWith(
      'mf-location-map: the map could not be loaded.',
      expect.any(Error),
    );
    expect(map().querySelector('[part~=map]')).toBeNull();
    expect(ui().getByRole('link', { name: 'Directions' })).toBeVisible();
    expect(document.querySelector('mf-location-map > address')).toHaveTextContent(
      'Avenue Blaise Pascal, 60000 Beauvais',
    );
  });

  it("a missing overlay class logs 'OverlayView is not defined'; the map shows without a marker", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.defineLibrary('maps', { OverlayView: undefined });
    const { base } = renderLocationMap({ ...PLACE, noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(error).toHaveBeenCalledWith('mf-location-map: OverlayView is not defined');
    expect(fakeMap()).not.toBeNull();
    expect(marker()).toBeNull();
  });

  it('no api-key: logged, no request, text and links only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { base } = renderLocationMap({ ...PLACE, apiKey: '', noConsentManager: true });
    await act(async () => {});
    expect(base()).toHaveAttribute('data-state', 'error');
    expect(error).toHaveBeenCalledWith('mf-location-map: the map could not be loaded: no api-key.');
    expect(fake.calls.importLibrary).toEqual([]);
  });

  it('a refused key (gm_authFailure) is logged and the map goes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { base } = renderLocationMap({ ...PLACE, noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    act(() => (globalThis as unknown as { gm_authFailure: () => void }).gm_authFailure());
    expect(base()).toHaveAttribute('data-state', 'error');
    expect(error).toHaveBeenCalledWith(
      'mf-location-map: the map could not be loaded: Google refused the API key.',
    );
    expect(fakeMap()).toBeNull();
  });
});

describe('<mf-location-map> book button (spec §2, §9)', () => {
  function section(top: number) {
    const target = document.createElement('section');
    target.id = 'book-a-visit';
    target.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(target);
    return target;
  }
  function reducedMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
  }

  it.each([
    [375, 98],
    [800, 98],
    [1000, 140],
    [1500, 140],
  ])(
    'at %i px it scrolls to %i px above the target, instantly under reduced motion, and focuses it',
    async (width, offset) => {
      setViewportWidth(width);
      reducedMotion(true);
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const target = section(1000);
      renderLocationMap({ ...PLACE, bookTarget: '#book-a-visit' });
      const book = ui().getByRole('link', { name: 'Book a visit' });
      expect(book).toHaveAttribute('href', '#book-a-visit');
      fireEvent.click(book);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith(0, 1000 - offset);
      expect(document.activeElement).toBe(target);
      expect(target).toHaveAttribute('tabindex', '-1');
    },
  );

  it('scrolls smoothly (animated, not one jump) without reduced motion', async () => {
    reducedMotion(false);
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    section(2000);
    renderLocationMap({ ...PLACE, bookTarget: 'book-a-visit' });
    fireEvent.click(ui().getByRole('link', { name: 'Book a visit' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2000 - 140);
  });

  it('a missing target is reported and the link is left to the browser', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderLocationMap({ ...PLACE, bookTarget: 'nowhere' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    ui().getByRole('link', { name: 'Book a visit' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'mf-location-map: the book target "#nowhere" is not on the page.',
    );
  });

  it('no book-target: no book button', () => {
    renderLocationMap({ ...PLACE });
    expect(ui().queryByRole('link', { name: 'Book a visit' })).toBeNull();
  });
});
