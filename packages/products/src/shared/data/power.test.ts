// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { card, POWER_FACET } from '@mf/products/testing/cards';
import { normalizeFilterSet } from './filters';
import {
  cardPower,
  dataPowerUnit,
  labelWithoutUnit,
  powerFacetsOfCards,
  powerScale,
  toKilowatts,
  type PowerFacet,
} from './power';

const facets = (filters: unknown[]) =>
  normalizeFilterSet({ filters }).filters.filter((f): f is PowerFacet => f.kind === 'power');

describe('power facets (README "Power units")', () => {
  it('the hp and kW definitions of one quantity are one facet, where the first of them stood', () => {
    const { filters } = normalizeFilterSet({
      filters: [
        { field: 'product_type', label: 'Type', items: ['Tractor'] },
        { field: 'slider_range', label: 'Power (hp)', min: 20, max: 700, step: 5 },
        { field: 'pto_range_kw', label: 'PTO power (kW)', min: 10, max: 300, step: 5 },
        { field: 'slider_range_kw', label: 'Power (kW)', min: 15, max: 525, step: 5 },
        { field: 'lift_range', label: 'Lift (kg)', min: 0, max: 9000, unit: 'kg' },
      ],
    });
    expect(filters.map((f) => [f.kind, f.field, f.label])).toEqual([
      ['options', 'product_type', 'Type'],
      ['power', 'slider_range_kw', 'Power'],
      ['power', 'pto_range_kw', 'PTO power'],
      ['range', 'lift_range', 'Lift (kg)'],
    ]);
    const pto = filters[2] as PowerFacet;
    // Data of the quantity in hp counts as well, after the kW figure.
    expect(pto.sources).toEqual([
      { field: 'pto_range_kw', unit: 'kW' },
      { field: 'pto_range_hp', unit: 'hp' },
    ]);
    expect(pto.scales).toEqual({ kW: { min: 10, max: 300, step: 5, unit: 'kW' } });
  });

  it('a facet with an hp definition only is named `<quantity>_kw`; its range is still in kW', () => {
    const [facet] = facets([{ field: 'pto_range', unit: 'hp', label: 'PTO', min: 10, max: 400 }]);
    // Its ends: the hp scale's in either horsepower, and the kW slider's (7-299 kW) it makes.
    expect(facet).toMatchObject({ field: 'pto_range_kw', quantity: 'pto_range', min: 7, max: 299 });
    expect(facet!.sources[0]).toEqual({ field: 'pto_range_kw', unit: 'kW' });
  });

  it('units: hp is the mechanical horsepower, PS, ch, CV ... the metric one; kg is no power', () => {
    expect(dataPowerUnit('KW')).toBe('kW');
    expect(dataPowerUnit('hp')).toBe('hp');
    expect(dataPowerUnit('bhp')).toBe('hp');
    expect(['PS', 'ch', 'CV', 'cv', 'pk', 'hk'].map(dataPowerUnit)).toEqual(Array(6).fill('PS'));
    expect(dataPowerUnit('kg')).toBeNull();
    expect(toKilowatts(100, 'hp')).toBe(74.57);
    expect(toKilowatts(100, 'PS')).toBe(73.55);
    expect(toKilowatts(55.9274, 'kW')).toBe(55.927);
    const [metric] = facets([
      { field: 'power', unit: 'PS', label: 'Leistung (PS)', min: 20, max: 700 },
    ]);
    expect(metric!.sources).toContainEqual({ field: 'power', unit: 'PS' });
    expect(metric!.scales.hp).toEqual({ min: 20, max: 700, step: 1, unit: 'PS' });
  });

  it('the unit in brackets leaves the label: the switch shows the visitor’s', () => {
    expect(labelWithoutUnit('Power (hp)')).toBe('Power');
    expect(labelWithoutUnit('Leistung (PS)')).toBe('Leistung');
    expect(labelWithoutUnit('Puissance [ch]')).toBe('Puissance');
    expect(labelWithoutUnit('القدرة (حصان)')).toBe('القدرة');
    expect(labelWithoutUnit('Width (cm)')).toBe('Width (cm)');
    expect(labelWithoutUnit('(kW)')).toBe('(kW)');
  });

  it('a card’s power is its kW figure, else its hp figure converted (to the watt)', () => {
    expect(cardPower(card('a', {}, { slider_range: { min: 75, max: 100 } }), POWER_FACET)).toEqual({
      min: 55.927,
      max: 74.57,
    });
    expect(
      cardPower(
        card(
          'b',
          {},
          { slider_range: { min: 75, max: 100 }, slider_range_kw: { min: 56, max: 75 } },
        ),
        POWER_FACET,
      ),
    ).toEqual({ min: 56, max: 75 });
    expect(cardPower(card('c'), POWER_FACET)).toBeUndefined();
  });

  it('the slider’s scale: the definition of the unit, else the other’s converted and widened to its step', () => {
    expect(powerScale(POWER_FACET, 'hp', 'en')).toEqual({ min: 20, max: 700, step: 5 });
    // A German page shows the hp definition's numbers as PS: a scale, not a filter.
    expect(powerScale(POWER_FACET, 'hp', 'de')).toEqual({ min: 20, max: 700, step: 5 });
    expect(powerScale(POWER_FACET, 'kW', 'de')).toEqual({ min: 15, max: 525, step: 5 });
    const [pto] = facets([{ field: 'pto_range_kw', label: 'PTO', min: 10, max: 300, step: 5 }]);
    // 10 kW = 13.4 hp, 300 kW = 402.3 hp (mechanical), 407.9 PS (metric).
    expect(powerScale(pto!, 'hp', 'en')).toEqual({ min: 10, max: 405, step: 5 });
    expect(powerScale(pto!, 'hp', 'de')).toEqual({ min: 10, max: 410, step: 5 });
  });

  it('without definitions (the compare table after a failed filters call): the cards’ power fields', () => {
    const cards = [
      card('a', {}, { slider_range: { min: 1, max: 2 }, width_range: { min: 1, max: 2 } }),
      card('b', {}, { slider_range_kw: { min: 1, max: 2 }, pto_range_kw: { min: 1, max: 1 } }),
    ];
    expect(powerFacetsOfCards(cards, (q) => `<${q}>`).map((f) => [f.field, f.label])).toEqual([
      ['slider_range_kw', '<slider_range>'],
      ['pto_range_kw', '<pto_range>'],
    ]);
  });
});
