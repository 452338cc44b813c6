// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalizeCards } from '../../../packages/products/src/shared/data/card';
import { normalizeFilterSet } from '../../../packages/products/src/shared/data/filters';
import { cardPower, type PowerFacet } from '../../../packages/products/src/shared/data/power';
import { filterDefinitions, PRODUCT_FIXTURES } from './fixtures';

describe('the gallery’s catalogue: power', () => {
  it('every machine has its engine power in hp and kW; all but the 4WD tractors a PTO power in kW, below the engine’s', () => {
    for (const product of PRODUCT_FIXTURES) {
      const { slider_range: hp, slider_range_kw: kw, pto_range_kw: pto } = product.front;
      expect(Math.abs(kw.min - hp.min * 0.7457)).toBeLessThanOrEqual(0.5);
      if (product.product_type[0] === '4wd') expect(pto).toBeUndefined();
      else expect(pto!.max).toBeLessThan(kw.max);
    }
  });

  it('the filters answer makes two power facets (engine, PTO) in both languages, and every card lies inside their scales', () => {
    const cards = normalizeCards(PRODUCT_FIXTURES).items;
    for (const lang of ['en', 'de'] as const) {
      const facets = normalizeFilterSet(filterDefinitions(lang)).filters.filter(
        (f): f is PowerFacet => f.kind === 'power',
      );
      expect(facets.map((f) => [f.field, f.label])).toEqual(
        lang === 'de'
          ? [
              ['slider_range_kw', 'Leistung'],
              ['pto_range_kw', 'Zapfwellenleistung'],
            ]
          : [
              ['slider_range_kw', 'Power'],
              ['pto_range_kw', 'PTO power'],
            ],
      );
      for (const facet of facets)
        for (const card of cards) {
          const power = cardPower(card, facet);
          if (power) expect(power.min >= facet.min && power.max <= facet.max).toBe(true);
        }
    }
  });
});
