import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDealers, orderDealers, sortDealers } from './arrange';
import { designatedLocations, designatedType } from './designated';
import type { LazyDealer } from './lazy-dealer';
import { toPlainDealer } from './lazy-dealer';
import { normalizeDealer, normalizeDealers } from './normalize';
import { MAX_TEXT_LENGTH, text } from './read';
import { buildResults } from './results';
import { dealer, rawDealer } from '@mf/dealer-locator/testing/dealers';
import type { Dealer } from './types';

/**
 * The bench's fast paths (npm run bench: normalize + sort + first page of a 10,000-record answer
 * within one frame) must give exactly what the plain code gives. Each is checked against the
 * plain version it replaced.
 */

/** text() as it was before its one-pass check: three regular expressions. */
function textByRegExp(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  if (
    value.length <= MAX_TEXT_LENGTH &&
    !/\s/.test(value.charAt(0)) &&
    !/\s/.test(value.charAt(value.length - 1)) &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]|\s\s/.test(value)
  )
    return value;
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_TEXT_LENGTH)
      .trimEnd()
  );
}

describe('text one-pass check (read.ts)', () => {
  const spaces = [
    ' ',
    '\t',
    '\n',
    '\r',
    '\u00a0',
    '\u1680',
    '\u2000',
    '\u2028',
    '\u3000',
    '\ufeff',
  ];
  const pieces = fc.oneof(
    fc.string(),
    fc.constantFrom(...spaces, '\u0000', '\u007f', '\u0085', '\u200b', 'a', 'Ü'),
  );

  it('returns what the regular expressions return, for any string (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const value = parts.join('');
        expect(text(value)).toBe(textByRegExp(value));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['space at the start', ' a'],
    ['no-break space at the end', 'a\u00a0'],
    ['two spaces', 'a  b'],
    ['space then ideographic space', 'a \u3000b'],
    ['a tab', 'a\tb'],
    ['too long', 'x'.repeat(MAX_TEXT_LENGTH + 1)],
  ])('cleans a string with %s', (_name, value) => {
    expect(text(value)).toBe(textByRegExp(value));
    expect(text(value)).not.toBe(value);
  });

  it('returns a clean string itself (a single space of any kind stays as it is)', () => {
    const clean = 'Prairie Farm\u00a0Equipment\u2000Ltd';
    expect(text(clean)).toBe(clean);
  });
});

describe('designatedType spellings cache (designated.ts)', () => {
  it('answers the same for a spelling seen before', () => {
    for (let round = 0; round < 2; round++) {
      expect(designatedType('mobile_workshop')).toBe('Mobile Workshop');
      expect(designatedType(' LUBE-TRUCK ')).toBe('Lube Truck');
      expect(designatedType('Dealership')).toBeNull();
    }
  });

  it('still answers after more spellings than it remembers', () => {
    for (let index = 0; index < 200; index++) expect(designatedType(`other ${index}`)).toBeNull();
    expect(designatedType('Parts_Drop')).toBe('Parts Drop');
    expect(designatedType('Service Vehicle 2')).toBeNull();
  });
});

describe('sortDealers (arrange.ts)', () => {
  const tenths = fc.integer({ min: 0, max: 40 }).map((n) => n / 10);
  const distance = fc.oneof(
    tenths,
    fc.constant(null),
    fc.constant(0),
    fc.constant(-0),
    // Not a tenth, negative, infinite, huge: the plain sort must take over.
    fc.constantFrom(1.25, -1, Number.POSITIVE_INFINITY, 1e12, Number.NaN),
  );
  const entry = fc.record({
    name: fc.constantFrom('A', 'B', 'C'),
    id: fc.constantFrom('1', '2', '3', '4'),
    distance,
    recommended: fc.constantFrom(true, false, null),
  });

  it('orders exactly as a stable sort by compareDealers (fast-check)', () => {
    const base = dealer();
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 60 }), (entries) => {
        const dealers: Dealer[] = entries.map((fields) => ({ ...base, ...fields }));
        const expected = dealers.slice().sort(compareDealers);
        expect(sortDealers(dealers.slice())).toEqual(expected);
        // The same objects in the same order (ties keep their input order).
        sortDealers(dealers).forEach((sorted, index) => expect(sorted).toBe(expected[index]));
      }),
      { numRuns: 500 },
    );
  });

  it('sorts long runs of equal distance (an answer without distances) by name and id', () => {
    const base = dealer();
    const dealers: Dealer[] = Array.from({ length: 50 }, (_, index) => ({
      ...base,
      id: String(index).padStart(2, '0'),
      name: `N${49 - (index % 25)}`,
      distance: null,
      recommended: index % 3 === 0,
    }));
    expect(sortDealers(dealers.slice())).toEqual(dealers.slice().sort(compareDealers));
  });
});

describe('light entries (lazy-dealer.ts, normalize.ts)', () => {
  function counting(record: Record<string, unknown>, key: string) {
    const counter = { reads: 0 };
    const value = record[key];
    Object.defineProperty(record, key, {
      enumerable: true,
      get() {
        counter.reads++;
        return value;
      },
    });
    return counter;
  }

  it('sorting, paging and the type filter read no offerings, brands or names', () => {
    const records = ['B', 'A', 'C'].map((code, index) =>
      rawDealer({ dealer_code: code, distance: index, name: `Dealer ${code}` }),
    );
    const counters = records.map((record) => ({
      brands: counting(record, 'brands'),
      name: counting(record, 'name'),
    }));
    const dealers = normalizeDealers(records);
    orderDealers(dealers);
    expect(counters.map((c) => [c.brands.reads, c.name.reads])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(dealers[0]!.product_offerings).toEqual(['Tractors', 'Combines', 'Parts']);
    expect(dealers[0]!.product_offerings).toBe(dealers[0]!.product_offerings);
    expect(dealers[0]!.brands).toEqual(['AX']);
    expect(counters[0]!.brands.reads).toBe(2); // offerings and brands, once each
    expect(dealers[0]!.name).toBe('Dealer B');
  });

  it('a lettered copy shares what the original computed, and the other way round', () => {
    const [original] = normalizeDealers([rawDealer()]) as LazyDealer[];
    const copy = original!.withCounter('A');
    expect(copy.product_offerings).toBe(original!.product_offerings);
    expect(copy.address).toBe(original!.address);
    expect(toPlainDealer(copy)).toEqual({ ...toPlainDealer(original!), dealershipCounter: 'A' });
  });

  it('designated locations read their dealership for code, region, offerings and website', () => {
    const record = rawDealer({
      region: 'SA',
      recommended: null,
      designatedlocations: [
        { type: 'parts_drop', locationName: '', distance: 3, distance_unit: 'km' },
        { type: 'unknown' },
        { type: 'Lube Truck', locationName: 'Truck 7' },
      ],
    });
    const dealers = normalizeDealers([record], { distanceUnit: 'mi' });
    expect(dealers.map((entry) => [entry.id, entry.name, entry.type])).toEqual([
      ['D100', 'Prairie Farm Equipment', 'Dealership'],
      ['D100~0', 'Parts Drop', 'Parts Drop'],
      ['D100~2', 'Truck 7', 'Lube Truck'],
    ]);
    const [owner, drop, truck] = dealers;
    expect(drop!.product_offerings).toBe(owner!.product_offerings);
    expect([drop!.region, drop!.recommended, drop!.website]).toEqual(['SA', null, owner!.website]);
    expect([drop!.distance_unit, truck!.distance_unit]).toEqual(['km', 'mi']);
    expect(designatedLocations(record, owner!).map(toPlainDealer)).toEqual(
      [drop!, truck!].map(toPlainDealer),
    );
  });

  it('normalizeDealer keeps the options it was given, not later changes', () => {
    const options = { brand: 'AX', distanceUnit: 'km' as const };
    const entry = normalizeDealer(rawDealer({ distance_unit: '' }), options)!;
    options.brand = 'nothing';
    expect(entry.product_offerings).toEqual(['Tractors', 'Combines', 'Parts']);
    expect(entry.distance_unit).toBe('km');
  });
});

describe('ids remembered only when needed (normalize.ts)', () => {
  /** The first entry with an id wins: what a set of every id gives. */
  function expectedIds(records: unknown[]): string[] {
    const seen = new Set<string>();
    const ids: string[] = [];
    const add = (id: string) => {
      if (!seen.has(id)) ids.push(id);
      seen.add(id);
    };
    for (const record of records) {
      const owner = normalizeDealer(record);
      if (!owner) continue;
      add(owner.id);
      for (const entry of designatedLocations(record, owner)) add(entry.id);
    }
    return ids;
  }

  const record = fc.record({
    dealer_code: fc.constantFrom('A', 'B', 'A~0', 'A~1', 'B~0~1', 'B~0', 'C'),
    designatedlocations: fc.array(fc.constantFrom({ type: 'Parts Drop' }, { type: 'x' }, null), {
      maxLength: 3,
    }),
  });

  it('keeps the first of equal ids, as a set of every id would (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), (records) => {
        expect(normalizeDealers(records).map((entry) => entry.id)).toEqual(expectedIds(records));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    [
      'a dealership code that is an earlier designated id',
      [{ dealer_code: 'A', designatedlocations: [{ type: 'Parts Drop' }] }, { dealer_code: 'A~0' }],
      ['A', 'A~0'],
    ],
    [
      'a duplicate record with more designated locations',
      [
        { dealer_code: 'A', designatedlocations: [{ type: 'Parts Drop' }] },
        { dealer_code: 'A', designatedlocations: [{ type: 'Lube Truck' }, { type: 'Parts Drop' }] },
      ],
      ['A', 'A~0', 'A~1'],
    ],
    [
      'a designated id that is an earlier dealership code',
      [{ dealer_code: 'A~0' }, { dealer_code: 'A', designatedlocations: [{ type: 'Parts Drop' }] }],
      ['A~0', 'A'],
    ],
  ])('%s', (_name, records, ids) => {
    expect(normalizeDealers(records).map((entry) => entry.id)).toEqual(ids);
  });
});

describe('buildResults without a filter (results.ts)', () => {
  it('orders the cached answer without changing it', () => {
    const dealers = normalizeDealers(
      ['C', 'A', 'B'].map((code, index) => rawDealer({ dealer_code: code, distance: 3 - index })),
    );
    const before = dealers.slice();
    const results = buildResults(dealers, { perPage: 2 });
    expect(results.pages[0]!.map((entry) => entry.id)).toEqual(['B', 'A']);
    expect(dealers).toEqual(before);
    dealers.forEach((entry, index) => expect(entry).toBe(before[index]));
  });
});
