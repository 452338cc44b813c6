import { describe, expect, it } from 'vitest';
import { designatedType, normalizeDealers, roundDistance } from './normalize';
import { rawDealer } from '@mf/dealer-locator/testing/dealers';

describe('designated locations (spec §3, §9)', () => {
  const record = rawDealer({
    designatedlocations: [
      {
        locationName: 'North Truck',
        type: 'Service Vehicle',
        type_translated: 'Service vehicle',
        city: 'Boone',
        state: 'IA',
        postal_code: '50036',
        latitude: 42.06,
        longitude: -93.88,
        distance: 20.06,
        phone: '515-555-0300',
        email: 'truck@prairie.example',
        location: 'Boone County',
      },
      { type: 'mobile_workshop', latitude: 42, longitude: -93 },
      { type: 'PARTS-DROP' },
      { type: 'Lube Truck' },
      { type: 'Helicopter', latitude: 1, longitude: 1 },
      'junk',
    ],
  });
  const dealers = normalizeDealers([record]);

  it('become entries of their own after their dealership; unknown types are dropped', () => {
    expect(dealers.map((d) => [d.id, d.type])).toEqual([
      ['D100', 'Dealership'],
      ['D100~0', 'Service Vehicle'],
      ['D100~1', 'Mobile Workshop'],
      ['D100~2', 'Parts Drop'],
      ['D100~3', 'Lube Truck'],
    ]);
  });

  it('carry their own place, distance and contact, and the dealership’s code and offerings', () => {
    expect(dealers[1]).toMatchObject({
      kind: 'designated',
      isDesignatedLocation: true,
      dealer_code: 'D100',
      name: 'North Truck',
      type_translated: 'Service vehicle',
      address: {
        street: '',
        city: 'Boone',
        state: 'IA',
        postal_code: '50036',
        latitude: 42.06,
        longitude: -93.88,
      },
      formatted_address: 'Boone, IA 50036',
      distance: 20.1,
      phone_main: { label: '515-555-0300', href: 'tel:5155550300' },
      email: { main: 'truck@prairie.example' },
      location: 'Boone County',
      product_offerings: ['Tractors', 'Combines', 'Parts'],
      business_hours: null,
      recommended: true,
    });
    expect(dealers[2]!.name).toBe('Mobile Workshop');
  });

  it('are left out when not wanted (detail call)', () => {
    expect(normalizeDealers([record], { includeDesignated: false })).toHaveLength(1);
  });

  it.each([
    ['Mobile Workshop', 'Mobile Workshop'],
    ['service_vehicle', 'Service Vehicle'],
    [' lube truck ', 'Lube Truck'],
    ['Dealership', null],
    [42, null],
  ])('designatedType(%p) = %p', (value, expected) => {
    expect(designatedType(value)).toBe(expected);
  });
});

describe('normalizeDealers', () => {
  it('returns [] for anything that is not a list', () => {
    for (const value of [null, {}, 'x', 1, { dealers: [] }])
      expect(normalizeDealers(value)).toEqual([]);
  });

  it('keeps the first of two records with the same code', () => {
    const result = normalizeDealers([rawDealer({ name: 'First' }), rawDealer({ name: 'Second' })]);
    expect(result.map((d) => d.name)).toEqual(['First']);
  });

  it.each([
    [12.345, 12.3],
    [12.35, 12.4],
    [0, 0],
    ['3', 3],
  ])('roundDistance(%p) = %p (one decimal, spec §9)', (value, expected) => {
    expect(roundDistance(value)).toBe(expected);
  });
});
