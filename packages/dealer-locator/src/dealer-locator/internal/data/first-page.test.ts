// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderDealers } from './arrange';
import { firstDealerships, lazyPages } from './pages';
import { buildResults } from './results';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import type { Dealer } from './types';

/**
 * The first page without the sort (pages.ts firstDealerships, results.ts): the bench's first
 * page of a 10,000-record answer. Every page must be what sorting the whole answer gives.
 */
describe('first page without sorting the answer (arrange.ts, results.ts)', () => {
  const distance = fc.oneof(
    fc.integer({ min: 0, max: 30 }).map((n) => n / 10),
    fc.constant(null),
    fc.constant(-0),
    // Not a tenth: the packed key cannot hold it, the sort takes over.
    fc.constantFrom(1.25, Number.NaN),
  );
  const entry = fc.record({
    name: fc.constantFrom('A', 'B', 'C'),
    id: fc.constantFrom('1', '2', '3', '4'),
    distance,
    recommended: fc.constantFrom(true, false, null),
    isDesignatedLocation: fc.boolean(),
  });
  const base = dealer();
  const ids = (pages: readonly (readonly Dealer[])[]) =>
    pages.map((page) => page.map((d) => [d.id, d.name, d.dealershipCounter]));

  it('gives every page exactly as sorting the whole answer does (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        (entries, perPage) => {
          const dealers: Dealer[] = entries.map((fields) => ({ ...base, ...fields }));
          const expected = lazyPages(orderDealers(dealers).listed, perPage);
          const results = buildResults(dealers, { perPage });
          expect(results.total).toBe(dealers.length);
          expect(ids(results.pages)).toEqual(ids(expected));
          // The same objects on the first page (lettered copies of them).
          const first = firstDealerships(dealers, perPage);
          if (first)
            first.forEach((chosen, index) =>
              expect(chosen).toBe(orderDealers(dealers).listed[index]),
            );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('sorts nothing for the first page: the first read of a later page sorts the answer', () => {
    let nameReads = 0;
    // Ten distinct distances, then a run of 30 at the same distance: sorting the whole answer
    // reads the run's names (its tie-break), the first page alone reads none.
    const dealers: Dealer[] = Array.from({ length: 40 }, (_, index) => {
      const entry = { ...base, id: `D${index}`, distance: index < 10 ? index / 10 : 9.9 };
      Object.defineProperty(entry, 'name', {
        enumerable: true,
        get: () => (nameReads++, `N${index}`),
      });
      return entry;
    });
    const results = buildResults(dealers, { perPage: 10 });
    expect(nameReads).toBe(0);
    expect(results.pages[1]!.map((d) => d.id)).toEqual([
      'D10',
      'D11',
      'D12',
      'D13',
      'D14',
      'D15',
      'D16',
      'D17',
      'D18',
      'D19',
    ]);
    expect(nameReads).toBeGreaterThan(0);
  });
});
