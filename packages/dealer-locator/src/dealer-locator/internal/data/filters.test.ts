import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerFilterOptions,
  appliedFilter,
  availableLocationTypes,
  availableOfferings,
  filterDealers,
  offeringLabel,
  parseDistanceValue,
  selectFilterOptions,
  showLocationTypeFilter,
  showOfferingFilter,
} from './filters';
import { buildResults } from './results';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import type { Dealer, LocationType } from './types';

const d = (
  id: string,
  type: LocationType,
  offerings: string[],
  translated: string = type,
): Dealer =>
  dealer({
    id,
    dealer_code: id,
    type,
    type_translated: translated,
    isDesignatedLocation: type !== 'Dealership',
    kind: type === 'Dealership' ? 'dealership' : 'designated',
    product_offerings: offerings,
  });

const answer = [
  d('a', 'Dealership', ['Tractors', 'Parts']),
  d('b', 'Dealership', ['Combines', 'Service']),
  d('t', 'Lube Truck', ['Service'], 'Schmierfahrzeug'),
  d('p', 'Parts Drop', ['Parts']),
];

describe('filterDealers (spec §4: offering and location type reuse the cached answer)', () => {
  it.each([
    [{}, ['a', 'b', 't', 'p']],
    [{ productType: '' }, ['a', 'b', 't', 'p']],
    [{ productType: 'Parts' }, ['a', 'p']],
    [{ productType: 'Balers' }, []],
    [{ locationTypes: ['Dealership'] }, ['a', 'b']],
    [{ locationTypes: ['Lube Truck', 'Parts Drop'] }, ['t', 'p']],
    [{ locationTypes: [] }, ['a', 'b', 't', 'p']],
    [{ locationTypes: ['Dealership'], productType: 'Service' }, ['b']],
  ])('%j -> %j', (filter, ids) => {
    expect(filterDealers(answer, filter).map((x) => x.id)).toEqual(ids);
  });

  it('buildResults filters, then sorts, letters and pages what is left', () => {
    const results = buildResults(answer, { perPage: 1 }, { productType: 'Parts' });
    expect(results.total).toBe(2);
    expect(results.pages.map((page) => page.map((x) => [x.id, x.dealershipCounter]))).toEqual([
      [['a', 'A']],
      [['p', 'B']],
    ]);
  });
});

describe('location types filter (spec §2)', () => {
  it('lists the present types in the spec order with their translated label', () => {
    expect(availableLocationTypes(answer, ['Parts Drop'])).toEqual([
      { value: 'Dealership', label: 'Dealership', selected: false },
      { value: 'Parts Drop', label: 'Parts Drop', selected: true },
      { value: 'Lube Truck', label: 'Schmierfahrzeug', selected: false },
    ]);
  });

  it.each([
    [[], false],
    [[d('a', 'Dealership', [])], false],
    [[d('a', 'Dealership', []), d('b', 'Dealership', [])], false],
    [[d('a', 'Dealership', []), d('m', 'Mobile Workshop', [])], true],
  ])('is shown only with at least 2 types (%#)', (dealers, shown) => {
    expect(showLocationTypeFilter(availableLocationTypes(dealers))).toBe(shown);
  });
});

describe('offerings filter (spec §2)', () => {
  it('puts the default first, then mapped offerings in map order, then the others', () => {
    const options = availableOfferings(
      answer,
      { Service: 'Service', Tractors: 'Tractors', Balers: 'Balers' },
      'Parts',
    );
    expect(options).toEqual([
      { value: '', selected: false },
      { value: 'Service', selected: false },
      { value: 'Tractors', selected: false },
      { value: 'Parts', selected: true },
      { value: 'Combines', selected: false },
    ]);
  });

  it('the default is selected by default', () => {
    expect(availableOfferings(answer)[0]).toEqual({ value: '', selected: true });
  });

  it.each([
    [[], false],
    [[d('a', 'Dealership', [])], false],
    [[d('a', 'Dealership', ['Parts'])], true],
  ])('is shown only with a real offering beyond the default (%#)', (dealers, shown) => {
    expect(showOfferingFilter(availableOfferings(dealers))).toBe(shown);
  });

  it.each([
    ['Tractors', { Tractors: 'Traktoren' }, 'Traktoren'],
    ['Parts', { Tractors: 'Traktoren' }, 'Parts'],
    ['toString', {}, 'toString'],
    ['Parts', { Parts: '' }, 'Parts'],
  ])('offeringLabel(%p)', (value, map, label) => {
    expect(offeringLabel(value, map)).toBe(label);
  });
});

describe('filter options of an answer and the applied filter (spec §4)', () => {
  const options = answerFilterOptions(answer, { Tractors: 'Tractors' });

  it('keeps applied filters the answer still offers, the same array when nothing is dropped', () => {
    const types = ['Parts Drop'];
    const applied = appliedFilter(options, { locationTypes: types, productType: 'Parts' });
    expect(applied).toEqual({ locationTypes: ['Parts Drop'], productType: 'Parts' });
    expect(applied.locationTypes).toBe(types);
  });

  it('drops a location type or offering the answer lacks', () => {
    expect(
      appliedFilter(options, {
        locationTypes: ['Mobile Workshop', 'Lube Truck'],
        productType: 'Balers',
      }),
    ).toEqual({ locationTypes: ['Lube Truck'], productType: '' });
  });

  it('marks the selection on the options without changing them', () => {
    const before = JSON.stringify(options);
    const selected = selectFilterOptions(options, {
      locationTypes: ['Lube Truck'],
      productType: 'Tractors',
    });
    expect(selected.location_types.filter((o) => o.selected).map((o) => o.value)).toEqual([
      'Lube Truck',
    ]);
    expect(selected.product_types.filter((o) => o.selected).map((o) => o.value)).toEqual([
      'Tractors',
    ]);
    expect(JSON.stringify(options)).toBe(before);
  });
});

describe('parseDistanceValue (spec §5)', () => {
  it.each([
    ['50 mi', 'km', { radius: 50, distance_unit: 'mi' }],
    ['100 km', 'mi', { radius: 100, distance_unit: 'km' }],
    ['25 KM', 'mi', { radius: 25, distance_unit: 'km' }],
    ['50 ', 'km', { radius: 50, distance_unit: 'km' }],
    ['50 ', 'mi', { radius: 50, distance_unit: 'mi' }],
    ['50', 'mi', null],
    ['0 mi', 'mi', null],
    ['-5 mi', 'mi', null],
    ['12.5 mi', 'mi', null],
    ['abc mi', 'mi', null],
    [' mi', 'mi', null],
    ['', 'mi', null],
    ['50 leagues', 'mi', null],
    ['50 ', '', null],
    ['50 ', 'parsecs', null],
  ])('%p with form unit %p -> %j', (value, unit, expected) => {
    expect(parseDistanceValue(value, unit)).toEqual(expected);
  });
});

describe('parseDistanceValue properties (fast-check)', () => {
  it('either no change, or a positive integer radius with mi or km', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(fc.integer(), fc.constantFrom('', ' mi', ' km', ' ', ' x'))
            .map(([n, u]) => `${n}${u}`),
        ),
        fc.constantFrom('mi', 'km', '', 'nm'),
        (value, unit) => {
          const choice = parseDistanceValue(value, unit);
          if (choice === null) return;
          expect(Number.isSafeInteger(choice.radius) && choice.radius > 0).toBe(true);
          expect(['mi', 'km']).toContain(choice.distance_unit);
          expect(value).toContain(' ');
        },
      ),
    );
  });
});
