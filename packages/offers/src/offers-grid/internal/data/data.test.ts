import { describe, expect, it } from 'vitest';
import { ALL, matches, namesFor, panelAfter, typesOf } from './filters';
import { isExpired, normalizeOffer, parseDay } from './offer';

describe('panelAfter (spec §2: after the row, 3 cards a row; after the card on mobile)', () => {
  it.each([
    [0, 14, 3, 2],
    [2, 14, 3, 2],
    [4, 14, 3, 5],
    [12, 14, 3, 13],
    [13, 14, 3, 13],
    [0, 1, 3, 0],
    [5, 14, 1, 5],
  ])('card %i of %i, %i a row: after %i', (position, shown, perRow, expected) => {
    expect(panelAfter(position, shown, perRow)).toBe(expected);
  });
});

describe('filters', () => {
  const offers = [
    { type: 'Tractors', name: 'A' },
    { type: 'Balers', name: 'B' },
    { type: 'Tractors', name: 'C' },
    { type: 'Tractors', name: 'A' },
    { type: '', name: 'D' },
  ];
  it('types in card order, names of the chosen type without repeats', () => {
    expect(typesOf(offers)).toEqual(['Tractors', 'Balers']);
    expect(namesFor(offers, 'Tractors')).toEqual(['A', 'C']);
    expect(namesFor(offers, ALL)).toEqual(['A', 'B', 'C', 'D']);
    expect(offers.filter((o) => matches(o, 'Tractors', 'A'))).toHaveLength(2);
    expect(offers.filter((o) => matches(o, ALL, ALL))).toHaveLength(5);
  });
});

describe('the offer model', () => {
  it('runs through its last day (local time)', () => {
    const offer = { title: 't', type: '', name: '', expires: parseDay('2026-11-26')! };
    expect(isExpired(offer, new Date(2026, 10, 26, 23, 59))).toBe(false);
    expect(isExpired(offer, new Date(2026, 10, 27, 0, 0))).toBe(true);
    expect(parseDay('2026-02-30')).toBeNull();
  });

  it('keeps only http(s) links and images; a model that is not an object is logged', () => {
    const logs: string[] = [];
    const fallback = { title: 'Card', type: 'T', name: 'N' };
    const offer = normalizeOffer(
      { link: 'data:text/html,x', image: '/dam/a.jpg', currency: 'euro', price: '12.5' },
      fallback,
      'offers[0].model',
      (m) => logs.push(m),
    );
    expect(offer.link).toBeUndefined();
    expect(offer.image).toMatch(/^http:\/\/localhost(:\d+)?\/dam\/a\.jpg$/);
    expect(offer.price).toBe(12.5);
    expect(logs).toEqual([
      'offers[0].model.currency must be a three-letter currency code',
      'offers[0].model.link must be an http(s) address',
    ]);
    expect(normalizeOffer([1], fallback, 'p', (m) => logs.push(m))).toEqual(fallback);
    expect(logs.at(-1)).toBe('p must be a JSON object');
  });
});
