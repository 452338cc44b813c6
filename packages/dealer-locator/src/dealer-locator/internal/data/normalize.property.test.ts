import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerFilterOptions, availableLocationTypes, availableOfferings } from './filters';
import { toPlainDealer } from './lazy-dealer';
import { mailtoHref, telHref } from './links';
import { normalizeDealers } from './normalize';
import { buildResults } from './results';
import { DEPARTMENTS, WEEKDAYS, type Dealer } from './types';

const TEL = /^tel:\+?\d{3,}$/;

describe('normalize properties (fast-check)', () => {
  const hostileText = fc.oneof(
    fc.string(),
    fc.constantFrom(
      'javascript:alert(1)',
      'data:text/html,x',
      ' JaVaScRiPt:x',
      'vbscript:x',
      '//evil.example',
      'tel:+1;alert(1)',
      'mailto:a@b.c?bcc=x',
    ),
  );
  const anyValue = fc.oneof(fc.anything(), hostileText, fc.double(), fc.integer());
  const recordish = fc.record(
    {
      dealer_code: fc.oneof(hostileText, fc.integer(), fc.anything()),
      name: anyValue,
      address: fc.oneof(
        fc.anything(),
        fc.record({ street: anyValue, city: anyValue, latitude: anyValue, longitude: anyValue }),
      ),
      location: fc.oneof(
        fc.anything(),
        fc.record({ latitude: fc.double(), longitude: fc.double() }),
      ),
      phone: fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...DEPARTMENTS), anyValue)),
      email: fc.oneof(anyValue, fc.dictionary(fc.constantFrom(...DEPARTMENTS), anyValue)),
      website: hostileText,
      distance: anyValue,
      business_hours: fc.oneof(
        anyValue,
        fc.record({ days: fc.dictionary(fc.constantFrom(...WEEKDAYS), anyValue) }),
      ),
      brands: fc.oneof(
        anyValue,
        fc.array(fc.record({ code: anyValue, product_offerings: anyValue })),
      ),
      designatedlocations: fc.oneof(
        anyValue,
        fc.array(
          fc.record({
            type: fc.constantFrom('Lube Truck', 'Parts Drop', 'x'),
            latitude: anyValue,
            longitude: anyValue,
            phone: anyValue,
            email: anyValue,
          }),
        ),
      ),
    },
    { requiredKeys: [] },
  );

  /**
   * Everything the view does with an answer: most fields are computed on first read
   * (lazy-dealer.ts), so normalizing alone would not run them. Every field of every entry is
   * read (toPlainDealer), of the answer and of the lettered page copies, and the filter options
   * and results are built, with and without a filter, in region SA too (the hold-back).
   */
  function useAsTheViewDoes(records: unknown, brand: string, region: string): Dealer[] {
    const dealers = normalizeDealers(records, { brand });
    const plain = dealers.map((entry) => toPlainDealer(entry));
    JSON.stringify(plain);
    const options = answerFilterOptions(dealers, { Tractors: 'Tractors' });
    availableOfferings(dealers);
    availableLocationTypes(dealers);
    const context = { perPage: 3, brand, region, userLocation: null };
    const productType = options.offerings.at(-1)?.value ?? '';
    const locationTypes = options.locationTypes.slice(0, 1).map((option) => option.value);
    for (const filter of [{}, { productType }, { locationTypes }]) {
      const results = buildResults(dealers, context, filter, { revealHeldBack: true });
      for (const page of results.pages) for (const entry of page) plain.push(toPlainDealer(entry));
      for (const entry of results.heldBack) plain.push(toPlainDealer(entry));
    }
    return plain;
  }

  const input = fc.oneof(
    fc.anything(),
    fc.array(fc.oneof(recordish, fc.anything()), { maxLength: 8 }),
  );
  const brands = fc.constantFrom('', 'AX');
  const regions = fc.constantFrom('', 'SA');

  it('never throws on arbitrary input, every lazy field read', () => {
    fc.assert(
      fc.property(input, brands, regions, (records, brand, region) => {
        useAsTheViewDoes(records, brand, region);
      }),
      { numRuns: 500 },
    );
  });

  it('always yields safe hrefs and well-formed values', () => {
    fc.assert(
      fc.property(input, brands, regions, (records, brand, region) => {
        for (const dealer of useAsTheViewDoes(records, brand, region)) {
          if (dealer.website !== null) expect(dealer.website).toMatch(/^https?:\/\//);
          if (dealer.phone_main !== null) expect(dealer.phone_main.href).toMatch(TEL);
          if (dealer.directions_link !== null)
            expect(dealer.directions_link).toMatch(
              /^https:\/\/www\.google\.com\/maps\/dir\/\/-?[\d.e-]+,-?[\d.e-]+\/@-?[\d.e-]+,-?[\d.e-]+,14z$/,
            );
          // The contact list's links (contact-list.tsx): every phone, the fax and every email.
          for (const phone of [...Object.values(dealer.phone), dealer.fax]) {
            const href = telHref(phone);
            if (href !== null) expect(href).toMatch(TEL);
          }
          for (const email of Object.values(dealer.email)) {
            if (email !== null) expect(email).not.toMatch(/[\s?&#<>"':]/);
            const href = mailtoHref(email);
            if (href !== null) expect(href).toMatch(/^mailto:[^\s?&#<>"':/]+@[^\s?&#<>"':/]+$/);
          }
          expect(dealer.dealer_code).not.toBe('');
          if (dealer.distance !== null) {
            expect(dealer.distance).toBeGreaterThanOrEqual(0);
            expect(Math.round(dealer.distance * 10) / 10).toBe(dealer.distance);
          }
          expect(['mi', 'km']).toContain(dealer.distance_unit);
          expect(Array.isArray(dealer.product_offerings)).toBe(true);
          expect(typeof dealer.name).toBe('string');
          expect(typeof dealer.formatted_address).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });
});
