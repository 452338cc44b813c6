// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultDistanceOptions,
  validateBrandOptions,
  validateDistanceOptions,
  validateOfferingsMap,
  validateRegionOptions,
} from './options';
import { detailHash, parseRoute } from '../navigation/routes';

describe('option attributes as a CMS renders them', () => {
  it('brands: value and label, the value standing in for a missing label', () => {
    expect(validateBrandOptions([{ value: 'ATL', label: 'Atlas' }, { value: 'HRV' }])).toEqual([
      { value: 'ATL', label: 'Atlas' },
      { value: 'HRV', label: 'HRV' },
    ]);
  });

  it.each([[{}], ['ATL'], [[{ label: 'no value' }]], [[null]], [[{ value: '  ' }]]])(
    'brands: %j is refused with an error naming the field',
    (value) => expect(() => validateBrandOptions(value)).toThrow(/brands/),
  );

  it('regions keep lat/lng only as a valid pair (numbers or numeric strings)', () => {
    expect(
      validateRegionOptions([
        { value: 'NA', label: 'North America', lat: 41.6, lng: '-93.6' },
        { value: 'EU', label: 'Europe', lat: 95, lng: 7 },
        { value: 'SA', label: 'South America', lat: -25 },
      ]),
    ).toEqual([
      { value: 'NA', label: 'North America', lat: 41.6, lng: -93.6 },
      { value: 'EU', label: 'Europe' },
      { value: 'SA', label: 'South America' },
    ]);
  });

  it('distances and offerings', () => {
    expect(validateDistanceOptions([{ value: '25 mi', label: '25 miles' }])).toEqual([
      { value: '25 mi', label: '25 miles' },
    ]);
    expect(validateOfferingsMap({ Tractors: 'Farm tractors', Bad: 3, '': 'x', Empty: '' })).toEqual(
      { Tractors: 'Farm tractors', Bad: '3' },
    );
    expect(() => validateOfferingsMap(['Tractors'])).toThrow(/offerings/);
  });

  it('default distances in the unit, including the configured radius', () => {
    expect(defaultDistanceOptions('km', 75).map((option) => option.value)).toEqual([
      '10 km',
      '25 km',
      '50 km',
      '75 km',
      '100 km',
      '250 km',
      '500 km',
    ]);
  });
});

describe('hash routes (spec §2)', () => {
  it.each([
    ['', { view: 'search' }],
    ['#dealer-locator', { view: 'search' }],
    ['dealer-locator', { view: 'search' }],
    ['#dealer-locator-', { view: 'search' }],
    ['#dealer-locator-DE10657', { view: 'detail', dealerCode: 'DE10657' }],
    ['dealer-locator-A-1', { view: 'detail', dealerCode: 'A-1' }],
    ['#something-else', { view: 'search' }],
  ])('%j -> %j', (hash, route) => expect(parseRoute(hash)).toEqual(route));

  it('builds the detail hash, the code percent-encoded', () => {
    expect(detailHash('US10003')).toBe('dealer-locator-US10003');
    expect(detailHash('100%')).toBe('dealer-locator-100%25');
    expect(detailHash('P%Q #1')).toBe('dealer-locator-P%25Q%20%231');
  });
});
