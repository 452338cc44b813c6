import type { Dealer } from '../src/dealer-locator/internal/data/types';
import { normalizeDealer } from '../src/dealer-locator/internal/data/normalize';
import { toPlainDealer } from '../src/dealer-locator/internal/data/lazy-dealer';

/** Test helpers: a well-formed source record and a normalized dealer built from it. */

export function rawDealer(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dealer_code: 'D100',
    parent_dealership_code: 'P10',
    name: 'Prairie Farm Equipment',
    type: 'Dealership',
    type_translated: 'Dealership',
    address: { street: '1200 Main St', city: 'Ames', state: 'IA', postal_code: '50010' },
    location: { latitude: 42.0308, longitude: -93.6319 },
    phone: { main: '+1 (515) 555-0100', sales: '515-555-0101', parts: '', service: 'n/a' },
    email: { main: 'info@prairie.example', sales: 'not an email' },
    fax: '515-555-0199',
    distance: 12.345,
    distance_unit: 'mi',
    business_hours: {
      days: {
        monday: { closed: false, start_time: '08:00', end_time: '17:00' },
        sunday: { closed: true },
      },
    },
    website: 'https://prairie.example/',
    region: 'NA',
    recommended: true,
    brands: [
      {
        code: 'AX',
        product_offerings: { machinery: ['Tractors', 'Combines'], parts: true, service: false },
      },
    ],
    doNotMap: false,
    designatedlocations: [],
    ...overrides,
  };
}

export function dealer(overrides: Partial<Dealer> = {}, raw: Record<string, unknown> = {}): Dealer {
  const base = normalizeDealer(rawDealer(raw));
  if (!base) throw new Error('fixture did not normalize');
  return { ...toPlainDealer(base), ...overrides };
}
