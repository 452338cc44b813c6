import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptZipcode,
  fieldToFocus,
  revalidateOnType,
  typeLocation,
  validateSearchForm,
  visibleErrors,
  zipcodeFromQuery,
} from './validation';

describe('validateSearchForm (spec §5)', () => {
  it.each([
    [
      'brand selector, no brand',
      { location: '', brand: '' },
      { hasBrandSelector: true, requireLocation: false },
      ['brand'],
    ],
    [
      'brand selector, brand chosen',
      { location: '', brand: 'AX' },
      { hasBrandSelector: true, requireLocation: false },
      [],
    ],
    [
      'no brand selector',
      { location: '', brand: '' },
      { hasBrandSelector: false, requireLocation: false },
      [],
    ],
    [
      'location required, empty',
      { location: '  ', brand: '' },
      { hasBrandSelector: false, requireLocation: true },
      ['location'],
    ],
    [
      'location required, filled',
      { location: 'Ames', brand: '' },
      { hasBrandSelector: false, requireLocation: true },
      [],
    ],
    [
      'location required, no text but known coordinates (popup lat/lng)',
      { location: '', brand: '', geocode: { latitude: 42, longitude: -93 } },
      { hasBrandSelector: false, requireLocation: true },
      [],
    ],
    [
      'both missing: form order',
      { location: '', brand: ' ' },
      { hasBrandSelector: true, requireLocation: true },
      ['location', 'brand'],
    ],
  ])('%s', (_name, values, rules, invalid) => {
    expect(validateSearchForm(values, rules)).toEqual(invalid);
  });

  it('errors appear only after a first submit attempt', () => {
    expect(visibleErrors(['brand'], false)).toEqual([]);
    expect(visibleErrors(['brand'], true)).toEqual(['brand']);
  });

  it('focus goes to the first invalid field in form order', () => {
    expect(fieldToFocus(['brand', 'location'])).toBe('location');
    expect(fieldToFocus(['brand'])).toBe('brand');
    expect(fieldToFocus([])).toBeNull();
  });

  it('typing or clearing the location clears its coordinates and components', () => {
    const state = {
      text: 'Ames',
      geocode: { latitude: 42, longitude: -93 },
      addressComponents: [{ long_name: 'Ames', short_name: 'Ames', types: ['locality' as const] }],
    };
    expect(typeLocation(state, 'Ame')).toEqual({
      text: 'Ame',
      geocode: null,
      addressComponents: [],
    });
    expect(typeLocation(state, '')).toEqual({ text: '', geocode: null, addressComponents: [] });
  });

  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])(
    'typing re-validates when location required=%p and attempted=%p: %p',
    (requireLocation, attempted, expected) => {
      expect(revalidateOnType({ requireLocation, hasBrandSelector: false }, attempted)).toBe(
        expected,
      );
    },
  );
});

describe('zipcode query parameter (spec §2, §5)', () => {
  it.each([
    ['50010', '50010'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['T2P-1J9', 'T2P-1J9'],
    ['abc_123', 'abc_123'],
    ['München', 'München'],
    ['  50010 ', '50010'],
    ['50010<script>', null],
    ['"onfocus=alert(1)', null],
    ['50010;DROP', null],
    ['a/b', null],
    ['', null],
    ['   ', null],
    [null, null],
  ])('%p -> %p', (value, expected) => {
    expect(acceptZipcode(value)).toBe(expected);
  });

  it('reads zipcode from a query string', () => {
    expect(zipcodeFromQuery('?zipcode=50010&x=1')).toBe('50010');
    expect(zipcodeFromQuery('?zipcode=%3Cb%3E')).toBeNull();
    expect(zipcodeFromQuery('')).toBeNull();
  });

  it('accepted values never hold markup or URL syntax (fast-check)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const accepted = acceptZipcode(value);
        if (accepted !== null) expect(accepted).not.toMatch(/[<>"'&;:/?#=()]/);
      }),
    );
  });
});
