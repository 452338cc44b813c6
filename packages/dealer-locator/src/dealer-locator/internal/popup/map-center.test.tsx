import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { forgetMapsConfiguration } from '@mf/core/maps/loader';
import { DEFAULT_LABELS } from '../../dealer-locator.api';
import { DealerMap } from '../map/dealer-map';

/** Popup mode's lat/lng/zoom parameters reach the map through its centre (map-engine MapCenter). */
let fake: GoogleMapsFake;
beforeEach(() => {
  fake = installGoogleMapsFake();
});
afterEach(() => {
  cleanup();
  fake.uninstall();
  forgetMapsConfiguration();
});

const mapOf = () => document.querySelector<HTMLElement>('[data-fake-map]');

// The map renders into its host node (map-slot.tsx); here the host sits in the document.
let host: HTMLElement;
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
});
afterEach(() => host.remove());

function draw(center: { lat: number; lng: number; zoom?: number } | null) {
  return (
    <DealerMap
      host={host}
      visible
      apiKey="test-key"
      locale="en-GB"
      dealers={[]}
      selected={null}
      center={center}
      labels={DEFAULT_LABELS}
      onSelect={() => {}}
    />
  );
}

describe('popup map centre and zoom (spec §2 lat, lng, zoom)', () => {
  it('the map starts at the popup centre and zoom', async () => {
    render(draw({ lat: 41.59, lng: -93.62, zoom: 9 }));
    await waitFor(() => expect(mapOf()?.dataset.center).toBe('41.59,-93.62'));
    expect(mapOf()!.dataset.zoom).toBe('9');
  });

  it('without a zoom the initial zoom 6 applies (spec §9)', async () => {
    render(draw({ lat: 41.59, lng: -93.62 }));
    await waitFor(() => expect(mapOf()?.dataset.center).toBe('41.59,-93.62'));
    expect(mapOf()!.dataset.zoom).toBe('6');
  });

  it('a new centre with a zoom recentres there', async () => {
    const { rerender } = render(draw({ lat: 41.59, lng: -93.62, zoom: 9 }));
    await waitFor(() => expect(mapOf()?.dataset.zoom).toBe('9'));
    rerender(draw({ lat: 51.2, lng: 7.5, zoom: 12 }));
    await waitFor(() => expect(mapOf()!.dataset.center).toBe('51.2,7.5'));
    expect(mapOf()!.dataset.zoom).toBe('12');
  });
});
