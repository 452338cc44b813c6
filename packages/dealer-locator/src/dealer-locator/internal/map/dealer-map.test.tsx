import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  installGoogleMapsFake,
  type FakeInfoWindow,
  type FakeMap,
  type GoogleMapsFake,
} from '@mf/demo-fakes/google-maps';
import { forgetMapsConfiguration, mapsConfiguration } from '@mf/core/maps/loader';
import { DEFAULT_LABELS } from '../../dealer-locator.api';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import { at, DEALERS, mapOf, markers, setup } from '@mf/dealer-locator/testing/dealer-map';
import { DealerMap } from './dealer-map';
import { fitCamera } from './map-camera';
import { NO_KEY_MESSAGE } from './map-model';

let fake: GoogleMapsFake;
beforeEach(() => {
  fake = installGoogleMapsFake();
});
afterEach(async () => {
  // Unmount while the stand-in is still there (the clusterer reads the google global), and let
  // the clusterer's pending animation frame (it hides replaced clusters in one) run first.
  cleanup();
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  fake.uninstall();
  forgetMapsConfiguration();
});

describe('<DealerMap> with the maps stand-in', () => {
  it('loads nothing while hidden, then draws lettered markers, dealerships first', async () => {
    const { rerender, props } = setup({ visible: false });
    await act(async () => {});
    expect(fake.calls.importLibrary).toEqual([]);
    rerender(<DealerMap {...props} visible />);
    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(markers().map((m) => m.textContent)).toEqual(['B', 'C', 'A']);
    expect(markers()[2]!.getAttribute('aria-label')).toBe('A: Service vehicle: Truck');
    expect(markers()[0]!.getAttribute('role')).toBe('button');
    expect(markers()[0]!.tabIndex).toBe(0);
  });

  it("configures Maps with the locale's language and its region subtag", async () => {
    setup({ locale: 'de-AT' });
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    expect(mapsConfiguration()).toEqual({ key: 'test-key', language: 'de-AT', region: 'AT' });
  });

  it('fits to the results, never closer than zoom 10 (spec §9)', async () => {
    setup({ dealers: [DEALERS[1]!] });
    await waitFor(() => expect(markers()).toHaveLength(1));
    await waitFor(() => expect(mapOf()!.dataset.zoom).toBe('10'));
    expect(mapOf()!.dataset.center).toBe('42,-93.6');
  });

  it("fits once per change, and a later zoom of the visitor's is never snapped back to 10", async () => {
    const fitBounds = vi.spyOn((fake.libraries.maps!.Map as typeof FakeMap).prototype, 'fitBounds');
    const wide = [
      DEALERS[1]!,
      dealer({ id: 'F', name: 'Far', dealershipCounter: 'D', address: at(45, -89) }),
    ];
    const { rerender, props } = setup({ dealers: wide });
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    const fitted = Number(mapOf()!.dataset.zoom);
    expect(fitted).toBeLessThan(10);
    expect(fitBounds).toHaveBeenCalledTimes(1);
    // New results with the same extent: the fit moves nothing (Google fires no 'idle' then).
    rerender(<DealerMap {...props} dealers={[...wide]} />);
    await act(async () => {});
    expect(fitBounds).toHaveBeenCalledTimes(2);
    // The visitor zooms in past 10; the map settles ('idle') and stays where they put it.
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let zoom = fitted; zoom <= 11; zoom += 1) fireEvent.click(zoomIn);
    await act(async () => {});
    expect(Number(mapOf()!.dataset.zoom)).toBe(12);
  });

  it('with a laid-out map the camera is computed and set (no fitBounds), capped at 10', async () => {
    const fitBounds = vi.spyOn((fake.libraries.maps!.Map as typeof FakeMap).prototype, 'fitBounds');
    const size = (value: number) => ({ configurable: true, get: () => value });
    Object.defineProperties(HTMLElement.prototype, {
      clientWidth: size(640),
      clientHeight: size(400),
    });
    try {
      setup({ dealers: [DEALERS[1]!, DEALERS[2]!] });
      await waitFor(() => expect(markers().length).toBeGreaterThan(0));
      const camera = fitCamera({ south: 41.9, north: 42, west: -93.7, east: -93.6 }, 640, 400);
      expect(mapOf()!.dataset.zoom).toBe(String(camera.zoom));
      expect(camera.zoom).toBe(10);
      expect(fitBounds).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
  });

  it('a marker click opens a DOM info window (max width 200) and selects; closing unselects', async () => {
    const { onSelect } = setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    fireEvent.click(markers()[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'A: Service vehicle: Truck' });
    expect(dialog.style.maxWidth).toBe('200px');
    expect(dialog).toHaveTextContent('A Truck');
    // spec §8: the service-truck notice in the info window of a designated location.
    expect(dialog).toHaveTextContent(DEFAULT_LABELS.serviceTruckNotice);
    expect(onSelect).toHaveBeenLastCalledWith(DEALERS[0]);
    expect(await screen.findByText('Truck selected on the map')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(DEFAULT_LABELS.dealerUnselected)).toBeInTheDocument();
  });

  it("Escape in the info window unselects too (Google fires 'close', not 'closeclick')", async () => {
    const { onSelect } = setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    fireEvent.click(markers()[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'B: Prairie' });
    expect(onSelect).toHaveBeenLastCalledWith(DEALERS[1]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(screen.getByText(DEFAULT_LABELS.dealerUnselected)).toBeInTheDocument();
  });

  it('closing the window from the list (show-all) announces no second unselect', async () => {
    const { onSelect, rerender, props } = setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    fireEvent.click(markers()[0]!);
    await screen.findByRole('dialog', { name: 'B: Prairie' });
    rerender(<DealerMap {...props} selected={DEALERS[1]!} />);
    onSelect.mockClear();
    rerender(<DealerMap {...props} selected={null} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByText('Prairie selected on the map')).toBeInTheDocument();
  });

  it('Enter on a focused marker opens its info window (keyboard markers)', async () => {
    const { onSelect } = setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    fireEvent.keyDown(markers()[0]!, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'B: Prairie' })).not.toHaveTextContent(
      DEFAULT_LABELS.serviceTruckNotice,
    );
    expect(onSelect).toHaveBeenLastCalledWith(DEALERS[1]);
  });

  it('dealer text never becomes HTML in the info window', async () => {
    const hostile = dealer({
      id: 'H',
      name: '<img src=x onerror=alert(1)>',
      dealershipCounter: 'A',
    });
    setup({ dealers: [hostile] });
    await waitFor(() => expect(markers()).toHaveLength(1));
    fireEvent.click(markers()[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')).toBeNull();
    const info = (fake.libraries.maps!.InfoWindow as typeof FakeInfoWindow).prototype;
    expect(info).toBeDefined();
  });

  it('a region centre recentres at the initial zoom', async () => {
    const { rerender, props } = setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    rerender(<DealerMap {...props} center={{ lat: 51.2, lng: 7.5 }} />);
    await waitFor(() => expect(mapOf()!.dataset.center).toBe('51.2,7.5'));
    expect(mapOf()!.dataset.zoom).toBe('6');
  });

  it('a centre set before the map was ready does not override fitting to results already there', async () => {
    const { rerender, props } = setup({ center: { lat: 51.2, lng: 7.5 } });
    await waitFor(() => expect(markers().length).toBeGreaterThan(0));
    // Fitted to the three Iowa dealers, not the preset centre at zoom 6.
    const [lat, lng] = mapOf()!.dataset.center!.split(',').map(Number);
    expect(lat).toBeCloseTo(42, 0);
    expect(lng).toBeCloseTo(-93.6, 0);
    expect(Number(mapOf()!.dataset.zoom)).toBeGreaterThan(6);
    // A centre that changes afterwards (a region change) does recentre; so does the first one
    // again after it was cleared.
    rerender(<DealerMap {...props} center={{ lat: 48.1, lng: 11.6 }} />);
    await waitFor(() => expect(mapOf()!.dataset.center).toBe('48.1,11.6'));
    expect(mapOf()!.dataset.zoom).toBe('6');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(mapOf()!.dataset.zoom).toBe('7');
    rerender(<DealerMap {...props} center={null} />);
    rerender(<DealerMap {...props} center={{ lat: 48.1, lng: 11.6 }} />);
    await waitFor(() => expect(mapOf()!.dataset.zoom).toBe('6'));
  });

  it('a failing maps script gives the accessible message instead of the map', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fake.failLibraries(true);
    setup();
    expect(await screen.findByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
    expect(mapOf()).toBeNull();
  });

  it('missing map classes log the spec §8 error and show the message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.defineLibrary('maps', { Map: undefined });
    setup();
    expect(await screen.findByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'Tried to render google map without first loading libraries.',
    );
  });

  it.each([
    ['the map', 'maps', 'Map'],
    ['the markers', 'marker', 'AdvancedMarkerElement'],
  ])(
    'an exception while building %s: logged with the tag, the message, no unhandled error',
    async (_what, library, name) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      fake.defineLibrary(library, {
        [name]: class {
          constructor() {
            throw new Error('broken today');
          }
        },
      });
      setup();
      expect(await screen.findByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(
        'mf-dealer-locator: the map could not be drawn.',
        expect.objectContaining({ message: 'broken today' }),
      );
    },
  );

  it('no api key: the message instead of an empty map, the reason logged once shown', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { rerender, props } = setup({ apiKey: '', visible: false });
    expect(screen.getByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
    expect(info).not.toHaveBeenCalled();
    rerender(<DealerMap {...props} visible />);
    rerender(<DealerMap {...props} visible={false} />);
    rerender(<DealerMap {...props} visible />);
    expect(info.mock.calls).toEqual([[NO_KEY_MESSAGE]]);
    expect(document.querySelector('.dl-map__canvas')).toHaveAttribute('hidden');
    await act(async () => {});
    expect(fake.calls.importLibrary).toEqual([]);
  });

  it('gm_authFailure (a refused key) replaces the map with the message', async () => {
    setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    act(() => (globalThis as unknown as { gm_authFailure: () => void }).gm_authFailure());
    expect(screen.getByText(DEFAULT_LABELS.mapUnavailable)).toBeInTheDocument();
  });

  it('new dealers replace the markers', async () => {
    const { rerender, props } = setup();
    await waitFor(() => expect(markers()).toHaveLength(3));
    rerender(<DealerMap {...props} dealers={[DEALERS[2]!]} />);
    await waitFor(() => expect(markers()).toHaveLength(1));
    const map = (fake.libraries.maps!.Map as typeof FakeMap).name;
    expect(map).toBe('FakeMap');
  });
});

describe('clustering (markerclusterer, loaded lazily)', () => {
  it('markers that would overlap become one accessible cluster; a click zooms in', async () => {
    const near = (id: string, letter: string, lat: number) =>
      dealer({ id, name: id, dealershipCounter: letter, address: at(lat, -93.6) });
    const far = dealer({ id: 'FAR', name: 'Far', dealershipCounter: 'C', address: at(45, -90) });
    setup({ dealers: [near('N1', 'A', 42), near('N2', 'B', 42.001), far] });
    const cluster = await screen.findByRole('button', {
      name: '2 dealers close together: zoom in',
    });
    expect(cluster).toHaveTextContent('2');
    // The far dealer stays a single lettered marker.
    expect(screen.getByRole('button', { name: 'C: Far' })).toBeInTheDocument();
    const before = Number(mapOf()!.dataset.zoom);
    fireEvent.click(cluster);
    await waitFor(() => expect(Number(mapOf()!.dataset.zoom)).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole('button', { name: 'A: N1' })).toBeInTheDocument());
  });
});
