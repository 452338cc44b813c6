// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALL, matches, namesFor, panelAfter, typesOf } from './filters';

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
