import { describe, expect, it } from 'vitest';
import { LazyDealer, toPlainDealer, withCounter } from './lazy-dealer';
import { prepareNeighbourPages } from './arrange';
import { normalizeDealers } from './normalize';
import { buildResults } from './results';
import { dealer, rawDealer } from '@mf/dealer-locator/testing/dealers';

const ALL_FIELDS = [
  'id',
  'kind',
  'isDesignatedLocation',
  'type',
  'type_translated',
  'dealer_code',
  'parent_dealership_code',
  'name',
  'distance',
  'distance_unit',
  'region',
  'recommended',
  'product_offerings',
  'dealershipCounter',
  'brands',
  'doNotMap',
  'location',
  'address',
  'formatted_address',
  'directions_link',
  'phone_main',
  'phone',
  'email',
  'fax',
  'business_hours',
  'website',
].sort();

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

describe('LazyDealer (computed on first read, bench)', () => {
  it('reads the place and contact parts of a record only when a field is read, once', () => {
    const record = rawDealer();
    const phone = counting(record, 'phone');
    const address = counting(record, 'address');
    const [first] = normalizeDealers([record]);
    expect([phone.reads, address.reads]).toEqual([0, 0]);
    expect(first!.phone_main!.href).toBe('tel:+15155550100');
    expect(first!.phone).toBe(first!.phone);
    expect(phone.reads).toBe(1);
    expect(address.reads).toBe(0);
    expect(first!.formatted_address).toBe('1200 Main St, Ames, IA 50010');
    expect(first!.address.city).toBe('Ames');
    expect(address.reads).toBe(1);
  });

  it('a plain copy and JSON carry every field', () => {
    const [first] = normalizeDealers([rawDealer()]);
    expect(first).toBeInstanceOf(LazyDealer);
    expect(Object.keys(toPlainDealer(first!)).sort()).toEqual(ALL_FIELDS);
    expect(Object.keys(JSON.parse(JSON.stringify(first))).sort()).toEqual(ALL_FIELDS);
    expect(toPlainDealer(first!)).toMatchObject({
      website: 'https://prairie.example/',
      fax: '515-555-0199',
    });
  });

  it('a lettered copy shares the computed fields and keeps the original unlettered', () => {
    const [first] = normalizeDealers([rawDealer()]);
    const lettered = withCounter(first!, 'AB');
    expect(lettered.dealershipCounter).toBe('AB');
    expect(first!.dealershipCounter).toBe('');
    expect(lettered.phone).toBe(first!.phone);
    expect(lettered).toBeInstanceOf(LazyDealer);
  });

  it('plain dealers are lettered by copy too', () => {
    const plain = dealer({ id: 'X' });
    expect(withCounter(plain, 'C')).toEqual({ ...plain, dealershipCounter: 'C' });
    expect(toPlainDealer(plain)).not.toBe(plain);
  });

  it("a designated location's website is its dealership's, computed when read", () => {
    const dealers = normalizeDealers([
      rawDealer({ designatedlocations: [{ type: 'Parts Drop', latitude: 1, longitude: 2 }] }),
    ]);
    expect(dealers[1]!.website).toBe('https://prairie.example/');
    expect(dealers[1]!.business_hours).toBeNull();
    expect(dealers[1]!.fax).toBeNull();
    expect(dealers[1]!.directions_link).toBe('https://www.google.com/maps/dir//1,2/@1,2,14z');
  });
});

describe('prepareNeighbourPages (a page change only renders)', () => {
  it("computes the card fields of the pages beside the current one, not the others'", () => {
    const records = Array.from({ length: 7 }, (_, i) =>
      rawDealer({ dealer_code: `D${i}`, distance: i }),
    );
    const phones = records.map((record) => counting(record, 'phone'));
    const results = buildResults(normalizeDealers(records), { perPage: 2 });
    const pageOf = (code: string) =>
      results.pages.findIndex((page) => page.some((d) => d.dealer_code === code)) + 1;
    // Pages 1..4 of 2; on page 2, pages 1 and 3 are prepared, page 4 is not.
    prepareNeighbourPages(results, 2);
    const read = records.map((record, i) => [pageOf(String(record.dealer_code)), phones[i]!.reads]);
    for (const [page, reads] of read) expect(reads).toBe(page === 1 || page === 3 ? 1 : 0);
    // Reading the prepared fields again computes nothing.
    for (const dealer of results.pages[0]!) void dealer.phone_main;
    expect(phones.reduce((sum, counter) => sum + counter.reads, 0)).toBe(4);
  });
});
