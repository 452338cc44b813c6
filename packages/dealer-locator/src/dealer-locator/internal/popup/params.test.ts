// @vitest-environment node
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { distanceOptionsFor, MAX_RADIUS, parsePopupParams } from './params';

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

const parse = (query: string) => parsePopupParams(query);

describe('popup query parameters (spec §2 popup mode, §5)', () => {
  it('reads every parameter when well-formed', () => {
    expect(
      parse(
        '?brand=ATL&region=NA&country=US&contract=AG-1&lat=41.6&lng=-93.61&zoom=8&selected_dealer=D_0042' +
          '&default_radius=100&distance_unit=km&brand_color=%23b00020&byo_redirect=https%3A%2F%2Fbyo.test%2Fdone',
      ),
    ).toEqual({
      brand: 'ATL',
      region: 'NA',
      country: 'US',
      contract: 'AG-1',
      center: { lat: 41.6, lng: -93.61 },
      zoom: 8,
      selectedDealer: 'D_0042',
      radius: 100,
      distanceUnit: 'km',
      brandColor: '#b00020',
      redirect: 'https://byo.test/done',
    });
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('sets nothing, and says nothing, without parameters or with empty ones', () => {
    const none = parse('');
    expect(Object.values(none).every((value) => value === null)).toBe(true);
    expect(
      Object.values(parse('?brand=&lat=&zoom=&brand_color=&byo_redirect=')).every(
        (v) => v === null,
      ),
    ).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    // [parameter, bad value, field]
    ['brand', 'AT L', 'brand'],
    ['brand', '<script>', 'brand'],
    ['region', 'N/A', 'region'],
    ['country', 'U.S.', 'country'],
    ['contract', 'a;b', 'contract'],
    ['selected_dealer', '../D1', 'selectedDealer'],
    ['zoom', '8.5', 'zoom'],
    ['zoom', '23', 'zoom'],
    ['zoom', '-1', 'zoom'],
    ['zoom', '1e1', 'zoom'],
    ['default_radius', '0', 'radius'],
    ['default_radius', '-5', 'radius'],
    ['default_radius', '50mi', 'radius'],
    ['default_radius', '12.5', 'radius'],
    ['default_radius', String(MAX_RADIUS + 1), 'radius'],
    ['distance_unit', 'miles', 'distanceUnit'],
    ['distance_unit', 'MI', 'distanceUnit'],
    ['distance_unit', 'm', 'distanceUnit'],
  ] as const)('%s=%j is ignored with a console message', (name, value, key) => {
    const params = parse(`?${name}=${encodeURIComponent(value)}`);
    expect(params[key]).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${name}="${value}" ignored`));
  });

  it.each([
    ['lat=91&lng=10', 'lat'],
    ['lat=45&lng=-180.5', 'lng'],
    ['lat=4x&lng=10', 'lat'],
    ['lat=Infinity&lng=10', 'lat'],
    ['lat=0x10&lng=10', 'lat'],
  ])('a bad coordinate (%s) drops the centre with a message', (query, name) => {
    expect(parse(`?${query}`).center).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${name}=`));
  });

  it('lat without lng (or the reverse) is no centre, with a message', () => {
    expect(parse('?lat=45').center).toBeNull();
    expect(parse('?lng=10').center).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('accepts the coordinate and zoom limits', () => {
    expect(parse('?lat=-90&lng=180&zoom=0').center).toEqual({ lat: -90, lng: 180 });
    expect(parse('?zoom=22').zoom).toBe(22);
    expect(parse('?zoom=0').zoom).toBe(0);
  });

  it.each(['mi', 'km', ' km '])('distance_unit %j is accepted', (unit) => {
    expect(parse(`?distance_unit=${encodeURIComponent(unit)}`).distanceUnit).toBe(unit.trim());
  });

  it.each(['#fff', '#B00020', 'rgb(176, 0, 32)', 'rgba(176,0,32,0.8)'])(
    'brand_color %j is accepted',
    (color) => {
      expect(parse(`?brand_color=${encodeURIComponent(color)}`).brandColor).toBe(color);
      expect(error).not.toHaveBeenCalled();
    },
  );

  it.each([
    'red',
    '#ff',
    '#ggg',
    'rgb(300,0,0)',
    'url(javascript:alert(1))',
    '#fff;background:url(x)',
    'var(--x)',
  ])(
    'brand_color %j is rejected by the strict parser with a console error (spec §5, §8)',
    (color) => {
      expect(parse(`?brand_color=${encodeURIComponent(color)}`).brandColor).toBeNull();
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^mf-dealer-locator: "brand_color": Invalid color value/),
      );
    },
  );

  it('uses the first of repeated parameters', () => {
    expect(parse('?brand=ATL&brand=HRV').brand).toBe('ATL');
  });

  it('keeps byo_redirect raw for the allow-list to judge', () => {
    expect(parse('?byo_redirect=%2F%2Fevil.test').redirect).toBe('//evil.test');
  });

  it('property: never throws and every field is null or well-formed', () => {
    const names = [
      'brand',
      'region',
      'country',
      'contract',
      'lat',
      'lng',
      'zoom',
      'selected_dealer',
      'default_radius',
      'distance_unit',
      'brand_color',
      'byo_redirect',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.string()), { maxLength: 8 }),
        (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const params = parsePopupParams(`?${query}`);
          for (const value of [
            params.brand,
            params.region,
            params.country,
            params.contract,
            params.selectedDealer,
          ])
            if (value !== null) expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
          if (params.zoom !== null)
            expect(Number.isInteger(params.zoom) && params.zoom >= 0 && params.zoom <= 22).toBe(
              true,
            );
          if (params.radius !== null) expect(params.radius).toBeGreaterThan(0);
          if (params.distanceUnit !== null) expect(['mi', 'km']).toContain(params.distanceUnit);
          if (params.center) expect(Math.abs(params.center.lat)).toBeLessThanOrEqual(90);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('distance options in the popup unit (spec §5)', () => {
  const options = [
    { value: '25 mi', label: '25 miles' },
    { value: '50 km', label: '50 km' },
    { value: '100 mi', label: '100 miles' },
    { value: '75', label: '75 (form unit)' },
  ];

  it('removes the options of the other unit when a unit is set', () => {
    expect(distanceOptionsFor(options, 'mi').map((o) => o.value)).toEqual([
      '25 mi',
      '100 mi',
      '75',
    ]);
    expect(distanceOptionsFor(options, 'km').map((o) => o.value)).toEqual(['50 km', '75']);
  });

  it('keeps every option without a unit parameter', () => {
    expect(distanceOptionsFor(options, null)).toEqual(options);
  });
});
