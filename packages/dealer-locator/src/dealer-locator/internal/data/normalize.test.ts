import { describe, expect, it } from 'vitest';
import { normalizeDealer, normalizeDealers, productOfferings } from './normalize';
import { rawDealer } from '@mf/dealer-locator/testing/dealers';
import { DEPARTMENTS, WEEKDAYS } from './types';

describe('normalizeDealer (spec §3)', () => {
  const dealer = normalizeDealer(rawDealer())!;

  it('maps every field of a well-formed record', () => {
    expect(dealer).toMatchObject({
      id: 'D100',
      kind: 'dealership',
      isDesignatedLocation: false,
      type: 'Dealership',
      type_translated: 'Dealership',
      dealer_code: 'D100',
      parent_dealership_code: 'P10',
      name: 'Prairie Farm Equipment',
      address: {
        street: '1200 Main St',
        city: 'Ames',
        state: 'IA',
        postal_code: '50010',
        latitude: 42.0308,
        longitude: -93.6319,
      },
      formatted_address: '1200 Main St, Ames, IA 50010',
      phone_main: { label: '+1 (515) 555-0100', href: 'tel:+15155550100' },
      fax: '515-555-0199',
      distance: 12.3,
      distance_unit: 'mi',
      website: 'https://prairie.example/',
      region: 'NA',
      recommended: true,
      product_offerings: ['Tractors', 'Combines', 'Parts'],
      brands: ['AX'],
      doNotMap: false,
      dealershipCounter: '',
    });
  });

  it('keeps per-department phones and emails only when usable', () => {
    expect(dealer.phone).toEqual({
      main: '+1 (515) 555-0100',
      sales: '515-555-0101',
      parts: null,
      after_hours_parts: null,
      service: null,
      after_hours_service: null,
    });
    expect(dealer.email.main).toBe('info@prairie.example');
    expect(dealer.email.sales).toBeNull();
    expect(Object.keys(dealer.phone)).toEqual([...DEPARTMENTS]);
  });

  it('builds the directions link from latitude/longitude at zoom 14 (spec §9)', () => {
    expect(dealer.directions_link).toBe(
      'https://www.google.com/maps/dir//42.0308,-93.6319/@42.0308,-93.6319,14z',
    );
  });

  it('business hours: closed days are null, open days carry start and end (spec §5)', () => {
    expect(Object.keys(dealer.business_hours!.days)).toEqual([...WEEKDAYS]);
    expect(dealer.business_hours!.days.monday).toEqual({ start_time: '08:00', end_time: '17:00' });
    expect(dealer.business_hours!.days.sunday).toBeNull();
    expect(dealer.business_hours!.days.tuesday).toBeNull();
  });

  it.each([
    ['no dealer code', { dealer_code: undefined }],
    ['empty dealer code', { dealer_code: '   ' }],
    ['dealer code object', { dealer_code: { $ne: 1 } }],
  ])('drops a record with %s', (_name, overrides) => {
    expect(normalizeDealer(rawDealer(overrides))).toBeNull();
  });

  it.each([null, undefined, 42, 'D100', [], true])('drops a non-object record %p', (record) => {
    expect(normalizeDealer(record)).toBeNull();
  });

  it.each([
    ['javascript: website', { website: 'javascript:alert(1)' }, 'website', null],
    ['data: website', { website: 'data:text/html,<b>x</b>' }, 'website', null],
    ['relative website', { website: '/dealers/1' }, 'website', null],
    [
      'bare host website',
      { website: 'www.prairie.example' },
      'website',
      'https://www.prairie.example/',
    ],
    ['missing name', { name: null }, 'name', 'D100'],
    ['numeric code', { dealer_code: 4711 }, 'dealer_code', '4711'],
    ['string distance', { distance: '7.25' }, 'distance', 7.3],
    ['negative distance', { distance: -3 }, 'distance', null],
    ['NaN distance', { distance: Number.NaN }, 'distance', null],
    ['km unit', { distance_unit: 'KM' }, 'distance_unit', 'km'],
    ['unknown unit', { distance_unit: 'furlong' }, 'distance_unit', 'mi'],
    ['recommended null', { recommended: null }, 'recommended', null],
    ['recommended string', { recommended: 'yes' }, 'recommended', null],
    ['doNotMap flag', { doNotMap: true }, 'doNotMap', true],
    ['no hours', { business_hours: 'Mon-Fri' }, 'business_hours', null],
    [
      'hostile name',
      { name: '<img src=x onerror=alert(1)>' },
      'name',
      '<img src=x onerror=alert(1)>',
    ],
    ['control characters', { name: 'A\u0000B\u0007C' }, 'name', 'ABC'],
    ['long name', { name: 'x'.repeat(5000) }, 'name', 'x'.repeat(300)],
    ['no main phone', { phone: { sales: '555-0100' } }, 'phone_main', null],
    [
      'phone string',
      { phone: '0800 123' },
      'phone_main',
      { label: '0800 123', href: 'tel:0800123' },
    ],
    ['fax without digits', { fax: 'none' }, 'fax', null],
  ])('repairs %s', (_name, overrides, key, expected) => {
    expect(normalizeDealer(rawDealer(overrides))![key as 'name']).toEqual(expected);
  });

  it.each([
    ['out-of-range latitude', { location: { latitude: 91, longitude: 10 } }],
    ['missing longitude', { location: { latitude: 45 } }],
    ['string garbage', { location: { latitude: 'north', longitude: 'west' } }],
  ])('without a coordinate pair (%s) has no position and no directions link', (_name, raw) => {
    const result = normalizeDealer(rawDealer(raw))!;
    expect(result.address.latitude).toBeNull();
    expect(result.address.longitude).toBeNull();
    expect(result.directions_link).toBeNull();
  });

  it('reads coordinates from the address or as lat/lng', () => {
    const fromAddress = normalizeDealer(
      rawDealer({ location: undefined, address: { latitude: '51.5', longitude: '-0.12' } }),
    )!;
    expect(fromAddress.address).toMatchObject({ latitude: 51.5, longitude: -0.12 });
    const latLng = normalizeDealer(rawDealer({ location: { lat: 1, lng: 2 } }))!;
    expect(latLng.address).toMatchObject({ latitude: 1, longitude: 2 });
  });

  it('takes the request unit when the record has none', () => {
    const result = normalizeDealer(rawDealer({ distance_unit: undefined }), { distanceUnit: 'km' });
    expect(result!.distance_unit).toBe('km');
  });
});

describe('business hours (spec §5 opening times)', () => {
  const hours = (day: unknown) =>
    normalizeDealer(rawDealer({ business_hours: { days: { monday: day } } }))!.business_hours!.days
      .monday;

  it.each([
    ['closed wins over times', { closed: true, start_time: '08:00', end_time: '17:00' }, null],
    ['open without end', { closed: false, start_time: '08:00' }, null],
    ['open without start', { closed: false, end_time: '17:00' }, null],
    ['invalid time', { start_time: '8 o clock', end_time: '17:00' }, null],
    ['hour 25', { start_time: '25:00', end_time: '26:00' }, null],
    ['null day', null, null],
    [
      'seconds dropped',
      { start_time: '7:30:00', end_time: '16:00:00' },
      { start_time: '07:30', end_time: '16:00' },
    ],
    [
      'am/pm kept',
      { start_time: '7:30 am', end_time: '5:00 p.m.' },
      { start_time: '7:30 AM', end_time: '5:00 PM' },
    ],
    [
      'no closed flag',
      { start_time: '08:00', end_time: '12:00' },
      { start_time: '08:00', end_time: '12:00' },
    ],
  ])('%s', (_name, day, expected) => {
    expect(hours(day)).toEqual(expected);
  });
});

describe('productOfferings (spec §9)', () => {
  const brands = [
    {
      code: 'AX',
      product_offerings: { machinery: ['Tractors', 'Balers'], parts: true, service: true },
    },
    {
      code: 'BR',
      product_offerings: { machinery: ['Sprayers', 'Tractors'], parts: false, service: true },
    },
  ];

  it.each([
    [
      'the searched brand: machinery then Parts, Service',
      'AX',
      ['Tractors', 'Balers', 'Parts', 'Service'],
    ],
    ['brand codes compare case-insensitively', 'br', ['Sprayers', 'Tractors', 'Service']],
    ['no brand: union of every brand', '', ['Tractors', 'Balers', 'Sprayers', 'Parts', 'Service']],
    ['a brand the dealer does not carry', 'ZZ', []],
  ])('%s', (_name, brand, expected) => {
    expect(productOfferings(brands, brand)).toEqual(expected);
  });

  it('ignores malformed brand entries', () => {
    expect(
      productOfferings(
        [null, 'AX', { code: 'AX', product_offerings: { machinery: 'Tractors', parts: 'true' } }],
        'AX',
      ),
    ).toEqual(['Parts']);
    expect(productOfferings('AX', '')).toEqual([]);
  });
});

describe('HTML entities from the CMS', () => {
  it('decodes the text of dealer records and their designated locations', () => {
    const dealer = normalizeDealer(
      rawDealer({
        name: 'Fish &amp; Chips Tractors',
        type_translated: 'H&auml;ndler',
        address: {
          street: '1 Main St &#x26; 2nd',
          city: 'M&uuml;nster',
          state: 'NRW',
          postal_code: '48143',
          latitude: 51.96,
          longitude: 7.62,
        },
      }),
    )!;
    expect(dealer.name).toBe('Fish & Chips Tractors');
    expect(dealer.type_translated).toBe('Händler');
    expect(dealer.formatted_address).toBe('1 Main St & 2nd, Münster, NRW 48143');
    const [, designated] = normalizeDealers([
      rawDealer({
        designatedlocations: [
          { type: 'Parts Drop', locationName: 'Parts &amp; Service', city: 'K&ouml;ln' },
        ],
      }),
    ]);
    expect(designated?.name).toBe('Parts & Service');
    expect(designated?.address.city).toBe('Köln');
  });

  it('an encoded tag stays text, a whitespace entity is cleaned like a space', () => {
    const dealer = normalizeDealer(
      rawDealer({ name: ' &lt;b&gt;Bold&lt;/b&gt;&nbsp; &nbsp;Farm ' }),
    )!;
    expect(dealer.name).toBe('<b>Bold</b> Farm');
  });
});
