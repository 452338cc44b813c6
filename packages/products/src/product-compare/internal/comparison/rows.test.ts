// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { card, FEATURE_FILTER } from '@mf/products/testing/cards';
import { compareRows, differs, hpFirst } from './rows';

const LABELS = { power: 'Power', price: 'Price', hp: '{value} hp', kw: '{value} kW' };
const format = (first: boolean) => ({
  locale: 'en-US',
  hpFirst: first,
  price: (value: number) => `$${value}`,
});

const a = card(
  'a',
  { features: ['cab', 'loader'] },
  { slider_range: { min: 105, max: 145 }, slider_range_kw: { min: 78, max: 108 } },
  {
    price: 1000,
    back: {
      title: 'a',
      description: '',
      specs: [
        { label: 'Engine', value: '4-cylinder' },
        { label: 'Features', value: 'dup' },
      ],
    },
  },
);
const b = card(
  'b',
  { features: ['cab'] },
  { slider_range: { min: 1200, max: 1200 } },
  {
    price: null,
    back: { title: 'b', description: '', specs: [{ label: 'engine', value: '4-cylinder' }] },
  },
);

describe('the comparison rows', () => {
  it('power in the market unit with the other in brackets; hp first for the US and the UK only', () => {
    expect(hpFirst('en-US')).toBe(true);
    expect(hpFirst('en-GB')).toBe(true);
    expect(hpFirst('de-DE')).toBe(false);
    expect(hpFirst('fr-CA')).toBe(false);
    const [hp] = compareRows([a, b], [], LABELS, format(true));
    expect(hp).toEqual({
      key: 'power',
      label: 'Power',
      values: ['105–145 hp (78–108 kW)', '1,200 hp'],
    });
    const [kw] = compareRows([a, b], [], LABELS, format(false));
    expect(kw!.values).toEqual(['78–108 kW (105–145 hp)', '1,200 hp']);
  });

  it('the price, list fields by their filter labels, then the back’s specs once per label', () => {
    const rows = compareRows([a, b], [FEATURE_FILTER], LABELS, format(true));
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.values]));
    expect(byLabel.Price).toEqual(['$1000', '']);
    // Values by their option labels; a value the definition does not list stays as it is.
    expect(byLabel.Features).toEqual(['Cab, loader', 'Cab']);
    // "Features" of the back is the list row's label: not a second row. "engine" is "Engine".
    expect(rows.map((row) => row.label)).toEqual(['Power', 'Price', 'Features', 'Engine']);
    expect(byLabel.Engine).toEqual(['4-cylinder', '4-cylinder']);
  });

  it('differences only keeps the rows whose values differ', () => {
    const rows = compareRows([a, b], [], LABELS, format(true));
    // Engine is the same for both (its labels differ in case only): hidden.
    expect(rows.filter(differs).map((row) => row.label)).toEqual(['Power', 'Price', 'Features']);
  });
});
