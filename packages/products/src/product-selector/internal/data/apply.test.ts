import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  card,
  FEATURE_FILTER,
  POWER_FACET,
  SORTS,
  TYPE_FILTER,
  WIDTH_FILTER,
} from '@mf/products/testing/cards';
import { applySelection, sortCards } from './apply';
import { EMPTY_SELECTION, type Selection } from './selection';

const FILTERS = [TYPE_FILTER, FEATURE_FILTER, WIDTH_FILTER];
const CARDS = [
  card(
    'a',
    { product_type: ['tractor'], features: ['gps'] },
    { width_range: { min: 100, max: 150 } },
  ),
  card(
    'b',
    { product_type: ['utility'], features: ['gps', 'cab'] },
    { width_range: { min: 40, max: 80 } },
  ),
  card(
    'c',
    { product_type: ['tractor'], features: ['cab'] },
    { width_range: { min: 300, max: 400 } },
  ),
  card('d', { product_type: ['compact'] }),
];
const select = (s: Partial<Selection>): Selection => ({ ...EMPTY_SELECTION, ...s });
const ids = (s: Partial<Selection>) =>
  applySelection(CARDS, FILTERS, SORTS, select(s)).cards.map((c) => c.id);

describe('applySelection', () => {
  it('options of one field widen, fields narrow', () => {
    expect(ids({ options: { product_type: ['tractor'] } })).toEqual(['a', 'c']);
    expect(ids({ options: { product_type: ['tractor', 'utility'] } })).toEqual(['a', 'b', 'c']);
    expect(ids({ options: { product_type: ['tractor'], features: ['gps'] } })).toEqual(['a']);
  });

  it('a card matches when its range overlaps the chosen one (edges included); no range, no match', () => {
    expect(ids({ ranges: { width_range: '150-300' } })).toEqual(['a', 'c']);
    expect(ids({ ranges: { width_range: '81-99' } })).toEqual([]);
  });

  it('spec §5: a stored range applies only when it has two parts', () => {
    const all = ['a', 'b', 'c', 'd'];
    expect(ids({ ranges: { width_range: '150' } })).toEqual(all);
    expect(ids({ ranges: { width_range: '1-2-3' } })).toEqual(all);
    expect(ids({ ranges: { width_range: '-5' } })).toEqual(all);
    expect(ids({ ranges: { width_range: '90-160' } })).toEqual(['a']);
  });

  it('counts per option: what the option would show with the other fields applied', () => {
    const { counts } = applySelection(
      CARDS,
      FILTERS,
      SORTS,
      select({ options: { product_type: ['tractor'] } }),
    );
    // Type counts ignore the type filter itself; features counts follow it.
    expect(Object.fromEntries(counts.get('product_type')!)).toEqual({
      tractor: 2,
      utility: 1,
      compact: 1,
    });
    expect(Object.fromEntries(counts.get('features')!)).toEqual({ gps: 1, cab: 1 });
  });

  it('sorts by the chosen option, the first one by default', () => {
    expect(ids({ sort: '' })).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ sort: 'width_range:asc' })).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('a power facet (README "Power units")', () => {
  const hpOnly = card('hp', {}, { slider_range: { min: 100, max: 150 } });
  const kwOnly = card('kw', {}, { slider_range_kw: { min: 80, max: 90 } });
  const both = card(
    'both',
    {},
    { slider_range: { min: 20, max: 30 }, slider_range_kw: { min: 15, max: 22 } },
  );
  const none = card('none');
  const power = [hpOnly, kwOnly, both, none];
  const powerIds = (s: Partial<Selection>, sort = '') =>
    applySelection(power, [POWER_FACET], POWER_SORTS, select({ ...s, sort })).cards.map(
      (c) => c.id,
    );
  const POWER_SORTS = [
    { key: 'slider_range:desc', field: 'slider_range', direction: 'desc' as const, label: 'Power' },
    { key: 'slider_range:asc', field: 'slider_range', direction: 'asc' as const, label: 'Power' },
  ];

  it('matches each card by its power in kW, from whichever figure it has (kW first)', () => {
    // 100-150 hp = 74.57-111.855 kW.
    expect(powerIds({ ranges: { slider_range_kw: '85-100' } })).toEqual(['hp', 'kw']);
    expect(powerIds({ ranges: { slider_range_kw: '111.855-200' } })).toEqual(['hp']);
    expect(powerIds({ ranges: { slider_range_kw: '111.856-200' } })).toEqual([]);
    // `both` is its kW figure (15-22), not its hp one (20-30 hp = 14.9-22.4 kW).
    expect(powerIds({ ranges: { slider_range_kw: '22.1-23' } })).toEqual([]);
  });

  it('a sort by a power field sorts by the power in kW: a card with a kW figure only sorts among the others', () => {
    expect(powerIds({}, 'slider_range:desc')).toEqual(['hp', 'kw', 'both', 'none']);
    // Ascending by the low end: 100 hp (74.57 kW) before 80 kW.
    expect(powerIds({}, 'slider_range:asc')).toEqual(['both', 'hp', 'kw', 'none']);
  });
});

const arbCard = fc.record({
  id: fc.uuid(),
  type: fc.subarray(['tractor', 'utility', 'compact']),
  features: fc.subarray(['gps', 'cab']),
  range: fc.option(fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }))),
  price: fc.option(fc.integer({ min: 0, max: 1e6 })),
  title: fc.string({ maxLength: 6 }),
});
type Raw = typeof arbCard extends fc.Arbitrary<infer T> ? T : never;
const toCard = (r: Raw) =>
  card(
    r.id,
    { product_type: r.type, features: r.features },
    r.range ? { width_range: { min: Math.min(...r.range), max: Math.max(...r.range) } } : {},
    { price: r.price, title: r.title },
  );
const arbSelection = fc.record({
  options: fc.record(
    {
      product_type: fc.subarray(['tractor', 'utility', 'compact']),
      features: fc.subarray(['gps', 'cab']),
    },
    { requiredKeys: [] },
  ),
  ranges: fc.record(
    { width_range: fc.tuple(fc.nat(500), fc.nat(500)).map(([a, b]) => `${a}-${b}`) },
    { requiredKeys: [] },
  ),
  sort: fc.constantFrom('', ...SORTS.map((s) => s.key)),
});

describe('filter + sort invariants (fast-check)', () => {
  it('results are a subset, in sorted order, and a permutation of the unsorted filter', () => {
    fc.assert(
      fc.property(fc.array(arbCard, { maxLength: 30 }), arbSelection, (raw, selection) => {
        const cards = raw.map(toCard);
        const result = applySelection(cards, FILTERS, SORTS, selection).cards;
        expect(result.every((c) => cards.includes(c))).toBe(true);
        const option = SORTS.find((s) => s.key === selection.sort) ?? SORTS[0]!;
        expect(sortCards(result, option)).toEqual(result);
        // Adding a filter never adds results.
        const wider = applySelection(cards, FILTERS, SORTS, { ...selection, ranges: {} }).cards;
        expect(result.every((c) => wider.includes(c))).toBe(true);
      }),
    );
  });

  it('an option count equals the results of choosing only that option in its field', () => {
    fc.assert(
      fc.property(fc.array(arbCard, { maxLength: 30 }), arbSelection, (raw, selection) => {
        const cards = raw.map(toCard);
        const { counts } = applySelection(cards, FILTERS, SORTS, selection);
        for (const value of ['tractor', 'utility', 'compact']) {
          const only = applySelection(cards, FILTERS, SORTS, {
            ...selection,
            options: { ...selection.options, product_type: [value] },
          }).cards.length;
          expect(counts.get('product_type')!.get(value) ?? 0).toBe(only);
        }
      }),
    );
  });

  it('sorting is stable: equal keys keep the answer order', () => {
    fc.assert(
      fc.property(fc.array(arbCard, { maxLength: 30 }), (raw) => {
        const cards = raw.map((r) => toCard({ ...r, price: 1 }));
        expect(sortCards(cards, SORTS[1]!)).toEqual(cards);
      }),
    );
  });
});

describe('the text collator', () => {
  it('is made at the first text sort, not when the module is evaluated, and then kept', async () => {
    const Original = Intl.Collator;
    let made = 0;
    Intl.Collator = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.Collator;
    try {
      vi.resetModules();
      // The all-in-one bundle evaluates this module on every page.
      const fresh = await import('./apply');
      expect(made).toBe(0);
      const cards = [
        card('b', {}, {}, { title: 'Tractor 10' }),
        card('a', {}, {}, { title: 'Tractor 9' }),
      ];
      expect(fresh.sortCards(cards, SORTS[0]!).map((c) => c.id)).toEqual(['a', 'b']);
      fresh.sortCards(cards, SORTS[0]!);
      expect(made).toBe(1);
    } finally {
      Intl.Collator = Original;
    }
  });
});
