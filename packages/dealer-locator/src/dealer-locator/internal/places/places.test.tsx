/**
 * Place suggestions (WAI-ARIA combobox, pending submit, geometry rule) and use-my-location
 * (spec §4, §5, §6, §8) against the offline maps stand-in (demo/fakes/google-maps).
 */
import { GEOLOCATION_TIMEOUT_MS } from '@mf/core/browser/geolocation';
import { forgetMapsConfiguration, mapsConfiguration } from '@mf/core/maps/loader';
import { clearPlacesCache } from '@mf/core/maps/places';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  renderLocator,
  searchBodies,
  settled,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { prepareMaps, SUGGESTION_DEBOUNCE_MS } from './use-place-suggestions';

setupLocatorTestServer();
let fake: GoogleMapsFake;
beforeEach(() => {
  clearPlacesCache();
  fake = installGoogleMapsFake();
});
afterEach(() => {
  fake.uninstall();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const box = () => screen.getByRole('combobox', { name: 'City, state or postal code' });
const options = () => screen.queryAllByRole('option', { name: /United States|Germany/ });
const locate = () => screen.getByRole('button', { name: 'Use my location' });
const submit = () => screen.getByRole('button', { name: 'Search' });

async function typeAndWait(text: string) {
  // delay: null types the whole text in one task, so the debounce cannot expire mid-word on a
  // loaded machine (a clean-clone run got the suggestions of "Am", then of "Ames" under the test's
  // arrows).
  const user = userEvent.setup({ delay: null });
  const { base } = renderLocator();
  await settled(base);
  searchBodies.length = 0;
  await user.type(box(), text);
  await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
  return { user, base };
}

describe('place suggestions: a WAI-ARIA combobox on the location box', () => {
  it('no request before typing; one after the debounce, not one per keystroke', async () => {
    const { base } = renderLocator();
    await settled(base);
    expect(fake.calls.importLibrary).not.toContain('places');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    // delay: null types every key in one task: no timer can run between two keys, so the
    // debounce cannot expire mid-word however loaded the machine is.
    const user = userEvent.setup({ delay: null });
    await user.type(box(), 'Ames');
    expect(fake.calls.suggestions).toHaveLength(0);
    await waitFor(() => expect(options().length).toBeGreaterThan(0));
    expect(fake.calls.suggestions.map((request) => request.input)).toEqual(['Ames']);
    expect(SUGGESTION_DEBOUNCE_MS).toBeGreaterThan(0);
  });

  it('ties the box to its listbox and moves the active option with the arrows', async () => {
    const { user } = await typeAndWait('Ames');
    const listbox = screen.getByRole('listbox', { name: 'Place suggestions' });
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    const all = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', all[0]!.id);
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', all.at(-1)!.id);
    expect(document.activeElement).toBe(box());
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('Ames');
  });

  it('Enter on a suggestion marks a pending submit; the search runs with the place', async () => {
    const { user, base } = await typeAndWait('Ames');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box()).toHaveValue('Ames, IA 50010, United States');
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(searchBodies[0]).toMatchObject({
      geocode: { latitude: 42.0308, longitude: -93.6319 },
      address_components: expect.arrayContaining([
        expect.objectContaining({ long_name: 'Ames', types: ['locality'] }),
      ]),
    });
    // The place's own coordinates: no forward geocoding of the text.
    expect(fake.calls.geocode).toHaveLength(0);
    await settled(base);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click on a suggestion does the same', async () => {
    const { user } = await typeAndWait('Hannover');
    await user.click(screen.getAllByRole('option')[0]!);
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(searchBodies[0]!.geocode).toMatchObject({ latitude: expect.closeTo(52.37, 1) });
  });

  it('a chosen place without geometry.location does not count: nothing is submitted', async () => {
    fake.answers.placeDetails = () => ({ place_id: 'x', geometry: {} });
    const { user } = await typeAndWait('Ames');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(fake.calls.fetchFields).toHaveLength(1));
    // The stand-in answers in a microtask and everything after it is promise work: one task
    // turn later all of it has run, whatever the machine's speed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(searchBodies).toHaveLength(0);
  });

  it("configures Maps with the locale's language and region subtag (as the map does)", () => {
    forgetMapsConfiguration();
    prepareMaps({ apiKey: 'k', locale: 'en-CA', country: '', enabled: true });
    expect(mapsConfiguration()).toEqual({ key: 'k', language: 'en-CA', region: 'CA' });
    forgetMapsConfiguration();
  });

  it('Enter without an active suggestion submits the typed text as before', async () => {
    const { user } = await typeAndWait('Ames');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(fake.calls.fetchFields).toHaveLength(0);
    expect(fake.calls.geocode[0]).toMatchObject({ address: 'Ames' });
  });
});

type Getter = Geolocation['getCurrentPosition'];
function stubGeolocation(getCurrentPosition: Getter | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

describe('use my location (spec §4, §6, §8)', () => {
  it('asks only on click; flags button and submit disabled; searches the coordinates', async () => {
    let answer: (() => void) | undefined;
    const asked = vi.fn<Getter>((success) => {
      answer = () =>
        success({ coords: { latitude: 42.0308, longitude: -93.6319 } } as GeolocationPosition);
    });
    stubGeolocation(asked);
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    expect(asked).not.toHaveBeenCalled();
    searchBodies.length = 0;
    await user.click(locate());
    expect(asked).toHaveBeenCalledTimes(1);
    expect(locate()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(locate()); // flagged: ignored
    expect(asked).toHaveBeenCalledTimes(1);
    act(() => answer!());
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(box()).toHaveValue('Ames, IA 50010, United States');
    expect(searchBodies[0]).toMatchObject({
      geocode: { latitude: 42.0308, longitude: -93.6319 },
      address_components: expect.arrayContaining([expect.objectContaining({ long_name: 'Ames' })]),
    });
    expect(fake.calls.geocode[0]).toMatchObject({ location: { lat: 42.0308, lng: -93.6319 } });
  });

  it.each([
    ['no geolocation', undefined, 'Geolocation not supported.'],
    [
      'denied',
      ((_ok, failure) =>
        failure?.({
          code: 1,
          message: 'User denied Geolocation',
        } as GeolocationPositionError)) as Getter,
      'User denied Geolocation',
    ],
    [
      'an error without message',
      ((_ok, failure) => failure?.({ code: 2, message: '' } as GeolocationPositionError)) as Getter,
      'Geolocation API error.',
    ],
  ])('%s: logged exactly, both re-enabled, nothing shown', async (_name, getter, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGeolocation(getter);
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    const before = base().textContent;
    searchBodies.length = 0;
    await user.click(locate());
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
    await waitFor(() => expect(locate()).not.toHaveAttribute('aria-disabled'));
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(base().textContent).toBe(before);
    expect(searchBodies).toHaveLength(0);
  });

  it("an unanswered permission prompt: after 15 s 'Geolocation API error.', both re-enabled", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGeolocation(() => {}); // never calls back, like a prompt the visitor ignores
    const { base } = renderLocator();
    await settled(base);
    searchBodies.length = 0;
    vi.useFakeTimers();
    try {
      fireEvent.click(locate());
      expect(locate()).toHaveAttribute('aria-disabled', 'true');
      expect(submit()).toHaveAttribute('aria-disabled', 'true');
      await act(() => vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1));
      expect(locate()).toHaveAttribute('aria-disabled', 'true');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(error).toHaveBeenCalledWith('Geolocation API error.');
      expect(locate()).not.toHaveAttribute('aria-disabled');
      expect(submit()).not.toHaveAttribute('aria-disabled');
      expect(searchBodies).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reverse geocoding failure: 'Geocoding failed due to: {status}'; empty result: a warning", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubGeolocation((success) =>
      success({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition),
    );
    fake.answers.geocode = () => ({ status: 'REQUEST_DENIED' });
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    searchBodies.length = 0;
    await user.click(locate());
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Geocoding failed due to: REQUEST_DENIED'),
    );
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    expect(searchBodies).toHaveLength(0);

    fake.answers.geocode = () => [];
    await user.click(locate());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(box()).toHaveValue('');
    expect(searchBodies[0]).toMatchObject({ geocode: { latitude: 1, longitude: 2 } });
  });
});
