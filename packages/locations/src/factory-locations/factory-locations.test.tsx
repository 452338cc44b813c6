/**
 * <mf-factory-locations> view: the page's list stays the content; the map of every mapped
 * location on the same seam and consent rules as the location map; markers lead to the list.
 */
import { forgetMapsConfiguration } from '@mf/core/maps/loader';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  installConsent,
  renderFactoryLocations,
  setViewportWidth,
} from '@mf/locations/testing/render';
import { act, cleanup, waitFor, within } from '@testing-library/react';
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
  vi.restoreAllMocks();
  delete (globalThis as { truste?: unknown }).truste;
});

const root = () => document.querySelector('mf-factory-locations')!.shadowRoot!;
const ui = () => within(root().firstElementChild as HTMLElement);
const fakeMap = () => root().querySelector<HTMLElement>('[data-fake-map]');
const markers = () => [...root().querySelectorAll<HTMLElement>('[part~=marker]')];
const items = () => [...document.querySelectorAll<HTMLElement>('mf-factory-locations li')];

describe('<mf-factory-locations>', () => {
  it('maps every location with valid coordinates (spec §5), as buttons named after them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { base } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(fake.calls.importLibrary).toEqual(expect.arrayContaining(['maps', 'marker', 'places']));
    expect(ui().getByRole('region', { name: 'Map of the factory locations' })).toBeVisible();
    expect(markers().map((m) => m.getAttribute('aria-label'))).toEqual([
      'Beauvais, Tractors',
      'Suolahti, Tractors',
    ]);
    expect(markers().every((m) => m.localName === 'button')).toBe(true);
    // Breganze (lat 0) stays in the list, off the map, and is reported.
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-factory-locations> (1st on the page): location[2] "Breganze" has no valid data-lat and data-long (both numbers, neither 0), got "0, 11.1"; it stays in the list but not on the map.',
    ]);
    expect(items()).toHaveLength(3);
    expect(root().querySelector('slot')).not.toBeNull();
  });

  it('two far-apart locations: the map fits both; two close ones: never closer than zoom 13', async () => {
    const { base } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(Number(fakeMap()!.dataset.zoom)).toBeLessThan(13);
    cleanup();
    document.body.replaceChildren();
    const close = `<ul><li data-lat="49.4295" data-long="2.0807" data-name="A"></li><li data-lat="49.4296" data-long="2.0808" data-name="B"></li></ul>`;
    const again = renderFactoryLocations({ apiKey: 'k', noConsentManager: true }, close);
    await waitFor(() => expect(again.base()).toHaveAttribute('data-state', 'ready'));
    expect(fakeMap()!.dataset.zoom).toBe('13');
  });

  it('at mobile width the markers are 24x30 px, on desktop 36x45 px (spec §9)', async () => {
    setViewportWidth(375);
    const { base } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(markers().map((m) => [m.style.width, m.style.height])).toEqual([
      ['24px', '30px'],
      ['24px', '30px'],
    ]);
  });

  it('choosing a marker moves focus to that location in the list and announces it', async () => {
    const { base, emit } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(markers()[1]!);
    expect(document.activeElement).toBe(items()[1]);
    expect(items()[1]).toHaveAttribute('tabindex', '-1');
    expect(emit).toHaveBeenCalledWith('mf-location-select', { index: 1, name: 'Suolahti' });
  });

  it('choosing a location in the list (a click, or Tab into it) highlights its marker and centres the map on it', async () => {
    const { base } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(markers().some((m) => m.hasAttribute('aria-current'))).toBe(false);
    await userEvent.click(items()[1]!.querySelector('address')!);
    await waitFor(() => expect(markers()[1]).toHaveAttribute('aria-current', 'true'));
    expect(markers()[0]).not.toHaveAttribute('aria-current');
    expect(fakeMap()!.dataset.center).toBe('62.79,22.84');
    // Keyboard: focus entering the first location's link.
    act(() => items()[0]!.querySelector('a')!.focus());
    await waitFor(() => expect(markers()[0]).toHaveAttribute('aria-current', 'true'));
    expect(markers()[1]).not.toHaveAttribute('aria-current');
    expect(fakeMap()!.dataset.center).toBe('49.429,2.081');
  });

  it('declined consent: the panel above the list, no Google request; granting brings the map', async () => {
    const consent = installConsent(1);
    const { base } = renderFactoryLocations({ apiKey: 'k', consentDomain: 'example.com' });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'no-consent'));
    expect(ui().getByRole('heading', { name: 'The map needs your cookie consent' })).toBeVisible();
    expect(fake.calls.importLibrary).toEqual([]);
    expect(items()).toHaveLength(3);
    consent.grant();
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(markers()).toHaveLength(2);
  });

  it('a map load failure is logged and the list alone remains', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.failLibraries(['maps']);
    const { base } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'error'));
    expect(error).toHaveBeenCalledWith(
      'mf-factory-locations: the map could not be loaded.',
      expect.any(Error),
    );
    expect(root().querySelector('[part~=map]')).toBeNull();
    expect(items()).toHaveLength(3);
  });

  it("a missing overlay class logs 'OverlayView is not defined' with the tag", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.defineLibrary('maps', { OverlayView: undefined });
    const { base } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    expect(error).toHaveBeenCalledWith('mf-factory-locations: OverlayView is not defined');
    expect(markers()).toEqual([]);
  });

  it('no location with valid coordinates: no map and no consent asked; the list is everything', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const { base } = renderFactoryLocations(
      { apiKey: 'k' },
      `<ul><li data-lat="0" data-long="0" data-name="Nowhere"><a href="/x">X</a></li></ul>`,
    );
    await act(async () => {});
    expect(base()).toHaveAttribute('data-state', 'no-map');
    expect(fake.calls.importLibrary).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a location the CMS adds later joins the map', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { base, host } = renderFactoryLocations({ apiKey: 'k', noConsentManager: true });
    await waitFor(() => expect(base()).toHaveAttribute('data-state', 'ready'));
    const li = document.createElement('li');
    li.dataset.lat = '-23.5';
    li.dataset.long = '-47.4';
    li.dataset.name = 'Canoas';
    host.querySelector('ul')!.append(li);
    await waitFor(() => expect(markers()).toHaveLength(3));
  });
});
