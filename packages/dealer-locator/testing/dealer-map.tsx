/**
 * The dealer map's view tests (internal/map/dealer-map.test.tsx): three dealers on the maps
 * stand-in (demo/fakes/google-maps) and a render helper.
 */
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { DEFAULT_LABELS } from '../src/dealer-locator/dealer-locator.api';
import type { Dealer } from '../src/dealer-locator/internal/data/types';
import { DealerMap, type DealerMapProps } from '../src/dealer-locator/internal/map/dealer-map';
import { dealer } from './dealers';

export const at = (latitude: number, longitude: number) => ({
  latitude,
  longitude,
  street: '1 Main St',
  city: 'Ames',
  state: 'IA',
  postal_code: '50010',
});

export const DEALERS: Dealer[] = [
  dealer({
    id: 'T~1',
    name: 'Truck',
    isDesignatedLocation: true,
    type: 'Service Vehicle',
    type_translated: 'Service vehicle',
    dealershipCounter: 'A',
    address: at(42.1, -93.5),
  }),
  dealer({ id: 'D1', name: 'Prairie', dealershipCounter: 'B', address: at(42.0, -93.6) }),
  dealer({ id: 'D2', name: 'Valley', dealershipCounter: 'C', address: at(41.9, -93.7) }),
];

export function setup(overrides: Partial<DealerMapProps> = {}) {
  const onSelect = vi.fn();
  // The map renders into its host node (map-slot.tsx); here the host sits in the document.
  const host = document.body.appendChild(document.createElement('div'));
  const props: DealerMapProps = {
    host,
    visible: true,
    apiKey: 'test-key',
    locale: 'en-GB',
    dealers: DEALERS,
    selected: null,
    center: null,
    labels: DEFAULT_LABELS,
    onSelect,
    ...overrides,
  };
  const view = render(<DealerMap {...props} />);
  return { ...view, onSelect, props };
}

export const markers = () => [...document.querySelectorAll<HTMLElement>('[data-fake-marker]')];
export const mapOf = () => document.querySelector<HTMLElement>('[data-fake-map]');
