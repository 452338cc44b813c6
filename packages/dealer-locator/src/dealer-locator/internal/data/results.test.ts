import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealerDataset } from '@mf/demo-mocks/dealer-locator/dataset';
import { counterLabel } from './arrange';
import { availableLocationTypes, availableOfferings, filterDealers } from './filters';
import { normalizeDealers } from './normalize';
import { buildResults } from './results';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import { DESIGNATED_LOCATION_TYPES, type Dealer, type LocationType } from './types';

const TYPES: LocationType[] = ['Dealership', ...DESIGNATED_LOCATION_TYPES];

const arbitraryDealer = fc
  .record({
    n: fc.integer({ min: 0, max: 1e6 }),
    type: fc.constantFrom(...TYPES),
    distance: fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
    recommended: fc.constantFrom(true, false, null),
    offerings: fc.subarray(['Tractors', 'Balers', 'Parts', 'Service']),
  })
  .map(({ n, type, distance, recommended, offerings }) =>
    dealer({
      id: `D${n}`,
      dealer_code: `D${n}`,
      name: `Dealer ${n % 7}`,
      type,
      isDesignatedLocation: type !== 'Dealership',
      kind: type === 'Dealership' ? 'dealership' : 'designated',
      distance: distance === null ? null : Math.round(distance * 10) / 10,
      recommended,
      product_offerings: offerings,
    }),
  );

const answers = fc.uniqueArray(arbitraryDealer, { selector: (d) => d.id, maxLength: 80 });

function flat(pages: Dealer[][]): Dealer[] {
  return pages.flat();
}

describe('buildResults invariants (fast-check)', () => {
  it('pages hold every listed dealer once, in order, lettered A, B, C ... by position', () => {
    fc.assert(
      fc.property(
        answers,
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('', 'SA', 'NA'),
        (dealers, perPage, region) => {
          const results = buildResults(dealers, { perPage, region });
          const listed = flat(results.pages);
          expect(listed).toHaveLength(results.total);
          results.pages.forEach((page, i) => {
            if (i < results.pages.length - 1) expect(page).toHaveLength(perPage);
            else expect(page.length).toBeGreaterThan(0);
            expect(page.length).toBeLessThanOrEqual(perPage);
          });
          expect(listed.length + results.heldBack.length).toBe(dealers.length);
          expect([...listed, ...results.heldBack].map((d) => d.dealershipCounter)).toEqual(
            [...listed, ...results.heldBack].map((_, i) => counterLabel(i)),
          );
          expect(new Set(listed.map((d) => d.id)).size).toBe(listed.length);
        },
      ),
    );
  });

  it('dealerships come before designated locations; within each, recommended first then distance', () => {
    fc.assert(
      fc.property(answers, (dealers) => {
        const listed = flat(buildResults(dealers, { perPage: 1000 }).pages);
        const firstDesignated = listed.findIndex((d) => d.isDesignatedLocation);
        if (firstDesignated >= 0)
          expect(listed.slice(firstDesignated).every((d) => d.isDesignatedLocation)).toBe(true);
        for (let i = 1; i < listed.length; i++) {
          const [a, b] = [listed[i - 1]!, listed[i]!];
          if (a.isDesignatedLocation !== b.isDesignatedLocation) continue;
          const ra = a.recommended === true;
          const rb = b.recommended === true;
          expect(ra || !rb).toBe(true);
          if (ra === rb) expect(a.distance ?? Infinity).toBeLessThanOrEqual(b.distance ?? Infinity);
        }
      }),
    );
  });

  it('region SA lists only recommended dealers and holds back the rest', () => {
    fc.assert(
      fc.property(answers, (dealers) => {
        const results = buildResults(dealers, { region: 'SA' });
        expect(flat(results.pages).every((d) => d.recommended === true)).toBe(true);
        expect(results.heldBack.every((d) => d.recommended !== true)).toBe(true);
      }),
    );
  });

  it('filtering keeps exactly the dealers with the offering and type, without touching the input', () => {
    fc.assert(
      fc.property(
        answers,
        fc.constantFrom('', 'Parts', 'Balers'),
        fc.subarray(TYPES),
        (dealers, productType, locationTypes) => {
          const before = JSON.stringify(dealers);
          const kept = filterDealers(dealers, { productType, locationTypes });
          for (const d of dealers) {
            const wanted =
              (!productType || d.product_offerings.includes(productType)) &&
              (locationTypes.length === 0 || locationTypes.includes(d.type));
            expect(kept.includes(d)).toBe(wanted);
          }
          expect(JSON.stringify(dealers)).toBe(before);
        },
      ),
    );
  });
});

describe('the gallery dataset through the data layer', () => {
  const records = dealerDataset();
  const dealers = normalizeDealers(records);

  it('every record normalizes, with its designated locations as entries', () => {
    const designated = records.reduce((sum, r) => sum + r.designatedlocations.length, 0);
    expect(dealers).toHaveLength(records.length + designated);
    expect(dealers.every((d) => d.directions_link !== null && d.phone_main !== null)).toBe(true);
    expect(
      dealers.filter((d) => !d.isDesignatedLocation).every((d) => d.business_hours !== null),
    ).toBe(true);
  });

  it('repairs the bare websites editors typed and keeps the http(s) ones', () => {
    const withSite = records.filter((r) => r.website);
    expect(withSite.some((r) => !r.website!.startsWith('https://'))).toBe(true);
    const normalized = dealers.filter((d) => !d.isDesignatedLocation && d.website);
    expect(normalized).toHaveLength(withSite.length);
    expect(normalized.every((d) => d.website!.startsWith('https://www.'))).toBe(true);
  });

  it('offers both filters: several location types and real offerings', () => {
    expect(availableLocationTypes(dealers).map((o) => o.value)).toEqual(TYPES);
    expect(availableOfferings(dealers).length).toBeGreaterThan(10);
  });
});
