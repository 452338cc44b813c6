import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrangeDealers,
  clampPage,
  compareDealers,
  counterLabel,
  DealerCache,
  getPage,
  letterDealers,
  orderDealers,
  pageRange,
  paginate,
  safePerPage,
  toPagedResults,
} from './arrange';
import { lazyPages } from './pages';
import { buildResults } from './results';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import type { Dealer } from './types';

const d = (id: string, overrides: Partial<Dealer> = {}): Dealer =>
  dealer({ id, dealer_code: id, name: id, ...overrides });

describe('counterLabel (spec §9 marker labels)', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i -> %s', (index, label) => {
    expect(counterLabel(index)).toBe(label);
  });

  it('is unique and strictly spreadsheet-ordered (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (n) => {
        const a = counterLabel(n);
        const b = counterLabel(n + 1);
        expect(a).toMatch(/^[A-Z]+$/);
        expect(a.length < b.length || (a.length === b.length && a < b)).toBe(true);
      }),
    );
  });
});

describe('arrangeDealers (spec §9 sorting)', () => {
  it('lists recommended first, then by distance, unknown distance last', () => {
    const { listed } = arrangeDealers([
      d('far', { distance: 50, recommended: false }),
      d('near', { distance: 1, recommended: null }),
      d('rec-far', { distance: 90, recommended: true }),
      d('unknown', { distance: null, recommended: false }),
      d('rec-near', { distance: 5, recommended: true }),
    ]);
    expect(listed.map((x) => x.id)).toEqual(['rec-near', 'rec-far', 'near', 'far', 'unknown']);
  });

  it('puts dealerships before designated locations and letters them in that order', () => {
    const { listed } = arrangeDealers([
      d('truck', {
        distance: 0.5,
        isDesignatedLocation: true,
        kind: 'designated',
        type: 'Lube Truck',
      }),
      d('b', { distance: 9 }),
      d('a', { distance: 3 }),
    ]);
    expect(listed.map((x) => [x.id, x.dealershipCounter])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['truck', 'C'],
    ]);
  });

  it('breaks ties by name then id, so the order is deterministic', () => {
    expect(
      compareDealers(d('x', { name: 'Alpha', distance: 1 }), d('y', { name: 'Beta', distance: 1 })),
    ).toBeLessThan(0);
    expect(compareDealers(d('x', { distance: 1 }), d('x', { distance: 1 }))).toBe(0);
  });

  it('does not change its input', () => {
    const input = [d('b', { distance: 2 }), d('a', { distance: 1 })];
    arrangeDealers(input);
    expect(input.map((x) => [x.id, x.dealershipCounter])).toEqual([
      ['b', ''],
      ['a', ''],
    ]);
  });

  describe('region SA (spec §9)', () => {
    const dealers = [
      d('plain', { distance: 1, recommended: null }),
      d('rec', { distance: 10, recommended: true }),
      d('false', { distance: 2, recommended: false }),
    ];

    it.each(['SA', 'sa', ' SA '])('region %p holds non-recommended dealers back', (region) => {
      const { listed, heldBack } = arrangeDealers(dealers, { region });
      expect(listed.map((x) => x.id)).toEqual(['rec']);
      expect(heldBack.map((x) => [x.id, x.dealershipCounter])).toEqual([
        ['plain', 'B'],
        ['false', 'C'],
      ]);
    });

    it('see-more appends the held-back dealers without re-lettering the listed ones', () => {
      const { listed, heldBack } = arrangeDealers(dealers, { region: 'SA', revealHeldBack: true });
      expect(listed.map((x) => [x.id, x.dealershipCounter])).toEqual([
        ['rec', 'A'],
        ['plain', 'B'],
        ['false', 'C'],
      ]);
      expect(heldBack).toEqual([]);
    });

    it('other regions list everyone', () => {
      expect(arrangeDealers(dealers, { region: 'NA' }).heldBack).toEqual([]);
      expect(arrangeDealers(dealers, { region: 'SAX' }).listed).toHaveLength(3);
    });
  });
});

describe('paging (spec §4 Pagination, §9 page size)', () => {
  const many = Array.from({ length: 60 }, (_, i) => d(`D${i}`, { distance: i }));

  it.each([
    [undefined, 25],
    [10, 10],
    [0, 25],
    [-5, 25],
    [2.5, 25],
    [Number.NaN, 25],
  ])('safePerPage(%p) = %i (default 25)', (value, expected) => {
    expect(safePerPage(value)).toBe(expected);
  });

  it('cuts pages of perPage', () => {
    expect(paginate(many, 25).map((page) => page.length)).toEqual([25, 25, 10]);
    expect(paginate([], 25)).toEqual([]);
  });

  const results = buildResults(many, {
    perPage: 25,
    brand: 'AX',
    userLocation: { latitude: 1, longitude: 2 },
  });

  it('builds paged results with total, perPage, userLocation and brand', () => {
    expect(results).toMatchObject({
      total: 60,
      perPage: 25,
      brand: 'AX',
      userLocation: { latitude: 1, longitude: 2 },
      heldBack: [],
    });
    expect(results.pages).toHaveLength(3);
  });

  it.each([
    [1, { start: 1, end: 25, total: 60 }],
    [2, { start: 26, end: 50, total: 60 }],
    [3, { start: 51, end: 60, total: 60 }],
    [9, { start: 51, end: 60, total: 60 }],
    [0, { start: 1, end: 25, total: 60 }],
  ])('pageRange page %i', (page, expected) => {
    expect(pageRange(results, page)).toEqual(expected);
  });

  it('an empty answer is 0-0 of 0 with no pages', () => {
    const empty = buildResults([], {});
    expect(pageRange(empty, 1)).toEqual({ start: 0, end: 0, total: 0 });
    expect(getPage(empty, 1)).toEqual([]);
    expect(empty.perPage).toBe(25);
  });

  it('getPage clamps to the pages there are', () => {
    expect(getPage(results, 3)[0]!.id).toBe('D50');
    expect(getPage(results, 99)[0]!.id).toBe('D50');
    expect(clampPage(results, -1)).toBe(1);
  });

  it('SA totals count only the listed dealers', () => {
    const sa = toPagedResults(
      arrangeDealers([d('a', { recommended: true }), d('b', { recommended: null })], {
        region: 'SA',
      }),
      {},
    );
    expect(sa.total).toBe(1);
    expect(sa.heldBack.map((x) => x.id)).toEqual(['b']);
  });
});

describe('DealerCache (spec §3 cached by dealer code)', () => {
  it('remembers dealerships by code, newer answers win, designated entries are not cached', () => {
    const cache = new DealerCache();
    cache.remember([
      d('A1', { name: 'Old' }),
      d('A1~0', { dealer_code: 'A1', isDesignatedLocation: true, kind: 'designated' }),
    ]);
    expect(cache.get('A1')!.name).toBe('Old');
    cache.remember([d('A1', { name: 'New' })]);
    expect(cache.get('A1')!.name).toBe('New');
    expect(cache.size).toBe(1);
    expect(cache.get('nope')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('pages lettered on first access', () => {
  const many = Array.from({ length: 30 }, (_, i) => d(`D${i}`, { distance: i }));

  it('letters by position across pages and keeps each page the same object', () => {
    const pages = lazyPages(many, 25);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.map((x) => x.dealershipCounter)).toEqual(['Z', 'AA', 'AB', 'AC', 'AD']);
    expect(pages[0]![0]!.dealershipCounter).toBe('A');
    expect(pages[1]).toBe(pages[1]);
    expect(pages.map((page) => page.length)).toEqual([25, 5]);
    expect(many[0]!.dealershipCounter).toBe('');
  });

  it('orderDealers sorts without lettering; letterDealers letters from an offset', () => {
    const { listed } = orderDealers([d('b', { distance: 2 }), d('a', { distance: 1 })]);
    expect(listed.map((x) => [x.id, x.dealershipCounter])).toEqual([
      ['a', ''],
      ['b', ''],
    ]);
    expect(letterDealers(listed, 26).map((x) => x.dealershipCounter)).toEqual(['AA', 'AB']);
  });

  it('buildResults letters held-back SA dealers after the listed ones', () => {
    const results = buildResults(
      [
        d('r1', { recommended: true }),
        d('n1', { recommended: null }),
        d('r2', { recommended: true, distance: 99 }),
      ],
      { region: 'SA' },
    );
    expect(results.pages[0]!.map((x) => x.dealershipCounter)).toEqual(['A', 'B']);
    expect(results.heldBack.map((x) => [x.id, x.dealershipCounter])).toEqual([['n1', 'C']]);
    const revealed = buildResults(
      [d('r1', { recommended: true }), d('n1', { recommended: null })],
      { region: 'SA' },
      {},
      { revealHeldBack: true },
    );
    expect(revealed.pages[0]!.map((x) => x.id)).toEqual(['r1', 'n1']);
    expect(revealed.total).toBe(2);
  });
});
