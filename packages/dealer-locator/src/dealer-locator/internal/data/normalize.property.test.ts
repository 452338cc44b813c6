import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDealers } from './normalize';
import { DEPARTMENTS, WEEKDAYS } from './types';

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
  const input = fc.oneof(
    fc.anything(),
    fc.array(fc.oneof(recordish, fc.anything()), { maxLength: 8 }),
  );

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(input, (records) => {
        normalizeDealers(records);
      }),
      { numRuns: 500 },
    );
  });

  it('always yields safe hrefs and well-formed values', () => {
    fc.assert(
      fc.property(input, fc.constantFrom('', 'AX'), (records, brand) => {
        for (const dealer of normalizeDealers(records, { brand })) {
          if (dealer.website !== null) expect(dealer.website).toMatch(/^https?:\/\//);
          if (dealer.phone_main !== null) expect(dealer.phone_main.href).toMatch(/^tel:\+?\d{3,}$/);
          if (dealer.directions_link !== null)
            expect(dealer.directions_link).toMatch(
              /^https:\/\/www\.google\.com\/maps\/dir\/\/-?[\d.e-]+,-?[\d.e-]+\/@-?[\d.e-]+,-?[\d.e-]+,14z$/,
            );
          for (const email of Object.values(dealer.email))
            if (email !== null) expect(email).not.toMatch(/[\s?&#<>"':]/);
          expect(dealer.dealer_code).not.toBe('');
          if (dealer.distance !== null) {
            expect(dealer.distance).toBeGreaterThanOrEqual(0);
            expect(Math.round(dealer.distance * 10) / 10).toBe(dealer.distance);
          }
          expect(['mi', 'km']).toContain(dealer.distance_unit);
        }
      }),
      { numRuns: 500 },
    );
  });
});
