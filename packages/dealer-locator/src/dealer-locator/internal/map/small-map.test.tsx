import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { forgetMapsConfiguration, mapsConfiguration } from '@mf/core/maps/loader';
import { DEFAULT_LABELS } from '../../dealer-locator.api';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import { NO_KEY_MESSAGE } from './map-model';
import { SmallMap } from './small-map';

let fake: GoogleMapsFake;
beforeEach(() => {
  fake = installGoogleMapsFake();
});
afterEach(() => {
  cleanup();
  fake.uninstall();
  forgetMapsConfiguration();
});

const shown = dealer({ name: 'Prairie', dealershipCounter: 'A' });

describe('<SmallMap> (detail view)', () => {
  it('centres the dealer at zoom 13 with its marker (spec §9)', async () => {
    render(<SmallMap dealer={shown} apiKey="k" locale="en-GB" labels={DEFAULT_LABELS} />);
    await waitFor(() => expect(document.querySelectorAll('[data-fake-marker]')).toHaveLength(1));
    const map = document.querySelector<HTMLElement>('[data-fake-map]')!;
    expect(map.dataset.zoom).toBe('13');
    const [lat, lng] = map.dataset.center!.split(',').map(Number);
    expect(lat).toBeCloseTo(shown.address.latitude!, 3);
    expect(lng).toBeCloseTo(shown.address.longitude!, 3);
    expect(screen.getByRole('button', { name: 'A: Prairie' })).toBeInTheDocument();
    expect(mapsConfiguration()).toEqual({ key: 'k', language: 'en-GB', region: 'GB' });
  });

  it('shows the no-map message when Maps cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.failLibraries(true);
    render(<SmallMap dealer={shown} apiKey="k" locale="en-GB" labels={DEFAULT_LABELS} />);
    expect(await screen.findByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
  });

  it('gm_authFailure (a refused key) replaces the small map with the message', async () => {
    render(<SmallMap dealer={shown} apiKey="k" locale="en-GB" labels={DEFAULT_LABELS} />);
    await waitFor(() => expect(document.querySelectorAll('[data-fake-marker]')).toHaveLength(1));
    act(() => (globalThis as unknown as { gm_authFailure: () => void }).gm_authFailure());
    expect(screen.getByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
    expect(document.querySelector('[data-fake-map]')).toBeNull();
  });

  it('an exception while building the map: logged with the tag, the message, no unhandled error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.defineLibrary('marker', {
      AdvancedMarkerElement: class {
        constructor() {
          throw new Error('no markers today');
        }
      },
    });
    render(<SmallMap dealer={shown} apiKey="k" locale="en-GB" labels={DEFAULT_LABELS} />);
    expect(await screen.findByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      'mf-dealer-locator: the small map could not be drawn.',
      expect.objectContaining({ message: 'no markers today' }),
    );
  });

  it('no api key: the message and the reason in the console, no request to Google', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    render(<SmallMap dealer={shown} apiKey="" locale="en-GB" labels={DEFAULT_LABELS} />);
    expect(screen.getByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
    expect(info).toHaveBeenCalledWith(NO_KEY_MESSAGE);
    expect(fake.calls.importLibrary).toEqual([]);
  });
});
