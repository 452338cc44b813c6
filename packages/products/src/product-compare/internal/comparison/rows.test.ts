// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { marketOf } from '@mf/core/i18n/market';
import { card, FEATURE_FILTER, POWER_FACET } from '@mf/products/testing/cards';
import { normalizeFilterSet } from '../../../shared/data/filters';
import { compareRows, differs, powerFirstUnit } from './rows';

const LABELS = { power: 'Power', price: 'Price', hp: '{value} hp', kw: '{value} kW' };
const format = (locale = 'en-US') => ({
  market: marketOf(locale),
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
  it('power in the market’s unit with the other in brackets: hp first in the US and the UK, kW in Germany', () => {
    expect(powerFirstUnit(marketOf('en-US'))).toEqual(['hp', 'kW']);
    expect(powerFirstUnit(marketOf('en-GB'))).toEqual(['hp', 'kW']);
    expect(powerFirstUnit(marketOf('de-DE'))).toEqual(['kW', 'hp']);
    expect(powerFirstUnit(marketOf('fr-FR'))).toEqual(['kW', 'hp']);
    const [hp] = compareRows([a, b], [POWER_FACET], LABELS, format('en-US'));
    // The kW figure is the card's power; b has hp only (converted: 1,200 hp = 895 kW).
    expect(hp).toEqual({
      key: 'power:slider_range_kw',
      label: 'Power',
      values: ['105–145 hp (78–108 kW)', '1,200 hp (895 kW)'],
    });
    const [kw] = compareRows([a, b], [POWER_FACET], LABELS, format('de-DE'));
    // A German page's horsepower is the metric one: 1,200 (mechanical) hp are 1,217 PS.
    expect(kw!.values).toEqual(['78–108 kW (106–147 hp)', '895 kW (1.217 hp)']);
  });

  it('a German page names the metric horsepower by its labels (PS), never hp', () => {
    const german = { ...LABELS, power: 'Leistung', hp: '{value} PS' };
    const [row] = compareRows([a], [POWER_FACET], german, format('de-DE'));
    expect(row!.values).toEqual(['78–108 kW (106–147 PS)']);
  });

  it('one row per power facet (engine, PTO); without definitions, the cards’ power fields', () => {
    const { filters } = normalizeFilterSet({
      filters: [
        { field: 'slider_range', label: 'Power (hp)', min: 20, max: 700 },
        { field: 'pto_range_kw', label: 'PTO power (kW)', min: 10, max: 300 },
      ],
    });
    const withPto = card(
      'p',
      {},
      { slider_range: { min: 100, max: 100 }, pto_range_kw: { min: 60, max: 64 } },
    );
    const rows = compareRows([withPto, b], filters, LABELS, format('en-US'));
    expect(rows.slice(0, 2)).toEqual([
      {
        key: 'power:slider_range_kw',
        label: 'Power',
        values: ['100 hp (75 kW)', '1,200 hp (895 kW)'],
      },
      { key: 'power:pto_range_kw', label: 'PTO power', values: ['80–86 hp (60–64 kW)', ''] },
    ]);
    // The filters call failed: the cards' own fields, the engine's named by the element's label.
    const bare = compareRows([withPto], [], LABELS, format('en-US'));
    expect(bare.map((row) => [row.key, row.values])).toEqual([
      ['power:slider_range_kw', ['100 hp (75 kW)']],
      ['power:pto_range_kw', ['80–86 hp (60–64 kW)']],
    ]);
  });

  it('the price, list fields by their filter labels, then the back’s specs once per label', () => {
    const rows = compareRows([a, b], [POWER_FACET, FEATURE_FILTER], LABELS, format());
    const byLabel = Object.fromEntries(rows.map((row) => [row.label, row.values]));
    expect(byLabel.Price).toEqual(['$1000', '']);
    // Values by their option labels; a value the definition does not list stays as it is.
    expect(byLabel.Features).toEqual(['Cab, loader', 'Cab']);
    // "Features" of the back is the list row's label: not a second row. "engine" is "Engine".
    expect(rows.map((row) => row.label)).toEqual(['Power', 'Price', 'Features', 'Engine']);
    expect(byLabel.Engine).toEqual(['4-cylinder', '4-cylinder']);
  });

  it('differences only keeps the rows whose values differ', () => {
    const rows = compareRows([a, b], [POWER_FACET], LABELS, format());
    // Engine is the same for both (its labels differ in case only): hidden.
    expect(rows.filter(differs).map((row) => row.label)).toEqual(['Power', 'Price', 'Features']);
  });
});
