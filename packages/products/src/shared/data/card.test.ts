// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeCards, normalizeRange } from './card';
import { normalizeFilterSet } from './filters';

const good = (extra: Record<string, unknown> = {}) => ({
  path: '/content/mf/products/t1',
  product_type: ['tractor'],
  features: ['gps', 'gps', ' cab '],
  front: {
    title: '6R &amp; Co',
    slider_range: { min: 100, max: 150 },
    slider_range_kw: { ranges: [80, 110, 95] },
    image: { src: '/img/t1.svg', alt: 'T1' },
    url: 'javascript:alert(1)',
    price: '125000.5',
  },
  back: {
    specs: [
      { label: 'Engine', value: '6 cyl' },
      { label: '', value: 'x' },
    ],
  },
  ...extra,
});

describe('normalizeCards (spec §3, §7; the boundary)', () => {
  it('reads a card: entities decoded, lists de-duplicated, ranges from min/max or ranges, unsafe link dropped', () => {
    const { items, skipped } = normalizeCards({ cards: [good()] }, 'https://cms.example/');
    expect(skipped).toEqual([]);
    const [card] = items;
    expect(card).toMatchObject({
      id: '/content/mf/products/t1',
      title: '6R & Co',
      url: null,
      image: 'https://cms.example/img/t1.svg',
      price: 125000.5,
      lists: { product_type: ['tractor'], features: ['gps', 'cab'] },
      ranges: { slider_range: { min: 100, max: 150 }, slider_range_kw: { min: 80, max: 110 } },
      back: { title: '6R & Co', specs: [{ label: 'Engine', value: '6 cyl' }] },
    });
  });

  it('skips invalid cards and names each by its path in the answer', () => {
    const { items, skipped } = normalizeCards([
      good(),
      null,
      good({ front: { slider_range: { min: 1, max: 2 } } }),
      good({ product_type: 'tractor' }),
      good({ path: '', front: { title: 'X', slider_range: { min: 5, max: 1 } } }),
    ]);
    expect(items).toHaveLength(1);
    expect(skipped).toEqual([
      'cards[1]: not an object',
      'cards[2] (/content/mf/products/t1): front.title is missing',
      'cards[3] (/content/mf/products/t1): product_type is not a list',
      'cards[4]: front.slider_range is not a range',
    ]);
  });

  it('reads every power field of front (`pto_range_kw`, `..._hp`, `..._range`); other fields are no ranges', () => {
    const { items, skipped } = normalizeCards([
      good({
        front: {
          title: 'T',
          slider_range: { min: 100, max: 150 },
          pto_range_kw: { min: 60, max: 90 },
          drawbar_hp: { ranges: [80, 120] },
          image: { src: '/t.svg', min: 1 },
          colour: { min: 1, max: 2 },
        },
      }),
      good({ path: '/t2', front: { title: 'U', pto_range_kw: { min: 9, max: 1 } } }),
    ]);
    expect(items[0]!.ranges).toEqual({
      slider_range: { min: 100, max: 150 },
      pto_range_kw: { min: 60, max: 90 },
      drawbar_hp: { min: 80, max: 120 },
    });
    expect(skipped).toEqual(['cards[1] (/t2): front.pto_range_kw is not a range']);
  });

  it('keeps ids unique when the answer repeats a path', () => {
    const { items } = normalizeCards([good(), good()]);
    expect(new Set(items.map((c) => c.id)).size).toBe(2);
  });

  it('throws for a body without a card list (a failed request, spec §8)', () => {
    expect(() => normalizeCards('<html>')).toThrow(/no cards list/);
    expect(() => normalizeCards({ data: [] })).toThrow(/no cards list/);
  });

  it('normalizeRange: min > max or nothing numeric is null', () => {
    expect(normalizeRange({ min: 3, max: 1 })).toBeNull();
    expect(normalizeRange({ ranges: ['a'] })).toBeNull();
    expect(normalizeRange({ min: '2', max: '4' })).toEqual({ min: 2, max: 4 });
  });
});

describe('normalizeFilterSet (spec §3 filter definition, sort option)', () => {
  it('reads option and range filters and sort options; min = max makes no slider (spec §5)', () => {
    const set = normalizeFilterSet({
      filters: [
        {
          field: 'product_type',
          label: 'Type',
          items: [{ label: 'Tractor' }, { label: 'Tractor' }],
        },
        { field: 'slider_range', label: 'Power', min: 50, max: 400, step: 10 },
        { field: 'slider_range_kw', label: 'Power (kW)', min: 40, max: 300 },
        { field: 'width', label: 'Width', min: 3, max: 3 },
        { field: 'bad field', items: [{ label: 'x' }] },
        { field: 'features', items: [] },
      ],
      sort: [
        { field: 'price', direction: 'DESC', label: 'Price' },
        { field: 'price', direction: 'up', label: 'Price' },
      ],
    });
    expect(set.filters).toEqual([
      {
        kind: 'options',
        field: 'product_type',
        label: 'Type',
        options: [{ value: 'Tractor', label: 'Tractor' }],
      },
      // spec §3's hp and kW sliders: one power facet, named by its kW field, kept in kW.
      {
        kind: 'power',
        field: 'slider_range_kw',
        quantity: 'slider_range',
        label: 'Power',
        sources: [
          { field: 'slider_range_kw', unit: 'kW' },
          { field: 'slider_range', unit: 'hp' },
          { field: 'slider_range_hp', unit: 'hp' },
        ],
        scales: {
          hp: { min: 50, max: 400, step: 10, unit: 'hp' },
          kW: { min: 40, max: 300, step: 1, unit: 'kW' },
        },
        min: 36.775,
        max: 300,
      },
    ]);
    expect(set.sort).toEqual([
      { key: 'price:desc', field: 'price', direction: 'desc', label: 'Price' },
    ]);
    expect(set.skipped).toEqual([
      'filters[4]: field is missing or not a name',
      'filters[5] (features): no item with a label',
      'sort[1] (price): direction is not asc or desc',
    ]);
  });

  it('a range with a unit of its own that is no power stays a range, its unit shown as written', () => {
    const set = normalizeFilterSet({
      filters: [{ field: 'lift_range', label: 'Lift', min: 500, max: 9000, unit: 'kg' }],
    });
    expect(set.filters).toEqual([
      {
        kind: 'range',
        field: 'lift_range',
        label: 'Lift',
        min: 500,
        max: 9000,
        step: 1,
        unit: 'kg',
      },
    ]);
  });

  it('an item without a label is named and left out; its definition keeps the others', () => {
    const set = normalizeFilterSet({
      filters: [
        { field: 'series', label: 'Series', items: [{ label: '5S' }, { value: 'x' }, '', '6S'] },
        { field: 'empty', items: [{ value: 'y' }] },
      ],
    });
    expect(set.filters).toEqual([
      {
        kind: 'options',
        field: 'series',
        label: 'Series',
        options: [
          { value: '5S', label: '5S' },
          { value: '6S', label: '6S' },
        ],
      },
    ]);
    expect(set.skipped).toEqual([
      'filters[1] (empty): no item with a label',
      'filters[0] (series).items[1]: label is missing',
      'filters[0] (series).items[2]: label is missing',
    ]);
  });

  it('throws for a body without a filters list', () => {
    expect(() => normalizeFilterSet([])).toThrow(/no filters list/);
  });
});
