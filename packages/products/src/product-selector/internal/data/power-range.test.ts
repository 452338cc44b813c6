// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketOf, type PowerUnit } from '@mf/core/i18n/market';
import { powerIn } from '@mf/core/i18n/units';
import { card, POWER_FACET } from '@mf/products/testing/cards';
import type { NumberRange, ProductCard } from '../../../shared/data/card';
import { normalizeFilterSet } from '../../../shared/data/filters';
import { cardPower, powerScale, type PowerFacet } from '../../../shared/data/power';
import { applySelection } from './apply';
import {
  cardPowerLines,
  committedRange,
  powerChipEnds,
  shownPowerUnit,
  shownRange,
  validatePowerUnit,
} from './power-range';
import { cleanSelection, EMPTY_SELECTION, parseStoredRange, storeRange } from './selection';
import { readSelection, writeSelection } from './url-state';

const FILTERS = [POWER_FACET];
const FIELD = POWER_FACET.field;

/** The ids a kW range (as the selection stores it) selects; null = no power filter. */
const select = (cards: readonly ProductCard[], range: NumberRange | null) =>
  applySelection(cards, FILTERS, [], {
    ...EMPTY_SELECTION,
    ranges: range ? { [FIELD]: storeRange(range.min, range.max) } : {},
  }).cards.map((c) => c.id);

/** What the visitor sets on the slider in `unit`, starting from no filter. */
const setOnSlider = (low: number, high: number, unit: PowerUnit, language: string) => {
  const scale = powerScale(POWER_FACET, unit, language);
  return committedRange(null, [scale.min, scale.max], [low, high], scale, unit, language);
};

/** A value on a scale's grid: what a thumb, a key or the number field (snapped) gives. */
const onGrid = (unit: PowerUnit) => {
  const scale = powerScale(POWER_FACET, unit, 'en');
  const steps = Math.round((scale.max - scale.min) / scale.step);
  return fc
    .tuple(fc.integer({ min: 0, max: steps }), fc.integer({ min: 0, max: steps }))
    .map(
      ([a, b]) =>
        [scale.min + Math.min(a, b) * scale.step, scale.min + Math.max(a, b) * scale.step] as const,
    );
};

const language = fc.constantFrom('en', 'de', 'fr');
/** A catalogue's figures: whole or one-decimal numbers, as a CMS writes them. */
const figure = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);
const arbCards = (field: 'slider_range' | 'slider_range_kw', max: number) =>
  fc
    .array(
      fc
        .tuple(figure(max), figure(max))
        .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      { maxLength: 25 },
    )
    .map((ranges) => ranges.map((range, i) => card(`c${i}`, {}, { [field]: range })));
/** Cards with a kW figure, an hp figure, both (kW wins) or none. */
const mixedCards = fc
  .array(
    fc.record({
      hp: fc.option(fc.tuple(figure(800), figure(800))),
      kw: fc.option(fc.tuple(figure(600), figure(600))),
    }),
    { maxLength: 25 },
  )
  .map((list) =>
    list.map(({ hp, kw }, i) => {
      const ranges: Record<string, NumberRange> = {};
      if (hp) ranges.slider_range = { min: Math.min(...hp), max: Math.max(...hp) };
      if (kw) ranges.slider_range_kw = { min: Math.min(...kw), max: Math.max(...kw) };
      return card(`c${i}`, {}, ranges);
    }),
  );

describe('the power unit shown (README "Power units")', () => {
  it('the link’s, else the remembered choice, else the attribute, else the market’s', () => {
    const base = { remembered: null, attribute: '' as const, market: 'kW' as const };
    expect(shownPowerUnit(base)).toBe('kW');
    expect(shownPowerUnit({ ...base, attribute: 'hp' })).toBe('hp');
    expect(shownPowerUnit({ ...base, attribute: 'hp', remembered: 'kW' })).toBe('kW');
    expect(shownPowerUnit({ ...base, remembered: 'kW', address: 'hp' })).toBe('hp');
  });

  it('the power-unit attribute: hp, kW or empty, any case; anything else throws (the adapter reports it)', () => {
    expect(validatePowerUnit(' KW ')).toBe('kW');
    expect(validatePowerUnit('HP')).toBe('hp');
    expect(validatePowerUnit('')).toBe('');
    expect(() => validatePowerUnit('PS')).toThrow("expected '', hp or kW");
    expect(() => validatePowerUnit(3)).toThrow();
  });
});

describe('a power slider in the visitor’s unit', () => {
  it('a range set in hp is kept in kW and reads back in hp as it was set; in kW to two decimals', () => {
    const range = setOnSlider(75, 150, 'hp', 'en')!;
    expect(range).toEqual({ min: 55.927, max: 111.855 });
    expect(shownRange(range, powerScale(POWER_FACET, 'hp', 'en'), 'hp', 'en')).toEqual([75, 150]);
    expect(shownRange(range, powerScale(POWER_FACET, 'kW', 'en'), 'kW', 'en')).toEqual([
      55.93, 111.86,
    ]);
    // A German page's hp is the PS: the same numbers are 1.4 % less power.
    expect(setOnSlider(75, 150, 'hp', 'de')).toEqual({ min: 55.162, max: 110.325 });
  });

  it('both thumbs at the scale’s ends is no filter; a thumb not moved keeps its exact kW', () => {
    const hp = powerScale(POWER_FACET, 'hp', 'en');
    expect(setOnSlider(hp.min, hp.max, 'hp', 'en')).toBeNull();
    const kw = powerScale(POWER_FACET, 'kW', 'en');
    const range = { min: 55.927, max: 111.855 };
    const before = shownRange(range, kw, 'kW', 'en');
    // In kW the visitor moves the upper thumb to 100 kW: the lower stays 75 hp exactly.
    expect(committedRange(range, before, [before[0], 100], kw, 'kW', 'en')).toEqual({
      min: 55.927,
      max: 100,
    });
  });

  it('a range reaching past this unit’s scale is shown at its end, and kept', () => {
    const kw = powerScale(POWER_FACET, 'kW', 'en');
    const range = setOnSlider(20, 40, 'hp', 'en')!;
    expect(range.min).toBe(14.914);
    const before = shownRange(range, kw, 'kW', 'en');
    expect(before).toEqual([15, 29.83]);
    expect(committedRange(range, before, before, kw, 'kW', 'en')).toEqual(range);
  });

  it('hp and kW ranges select the same products: conversion and the slider’s rounding move no boundary (fast-check)', () => {
    // hp on the hp slider: exactly the cards whose hp figures overlap it, in plain hp arithmetic,
    // and the kW it is kept in reads back as the hp it was set in.
    fc.assert(
      fc.property(arbCards('slider_range', 800), onGrid('hp'), (cards, [low, high]) => {
        const range = setOnSlider(low, high, 'hp', 'en');
        const expected = range
          ? cards.filter(
              (c) => c.ranges.slider_range!.min <= high && c.ranges.slider_range!.max >= low,
            )
          : cards;
        expect(select(cards, range)).toEqual(expected.map((c) => c.id));
        if (range)
          expect(shownRange(range, powerScale(POWER_FACET, 'hp', 'en'), 'hp', 'en')).toEqual([
            low,
            high,
          ]);
      }),
    );
    // kW on the kW slider: exactly the cards whose kW figures overlap it.
    fc.assert(
      fc.property(
        arbCards('slider_range_kw', 600),
        onGrid('kW'),
        language,
        (cards, [low, high], lang) => {
          const range = setOnSlider(low, high, 'kW', lang);
          const expected = range
            ? cards.filter(
                (c) =>
                  c.ranges.slider_range_kw!.min <= high && c.ranges.slider_range_kw!.max >= low,
              )
            : cards;
          expect(select(cards, range)).toEqual(expected.map((c) => c.id));
        },
      ),
    );
  });

  it('an hp range and the same range converted to kW select the same products, and the kW one reads back as the hp one (fast-check)', () => {
    fc.assert(
      fc.property(mixedCards, onGrid('hp'), language, (cards, [low, high], lang) => {
        const inHp = setOnSlider(low, high, 'hp', lang);
        fc.pre(inHp !== null);
        // The same range converted to kW, as the kW slider holds it (its thumbs not moved) ...
        const kwScale = powerScale(POWER_FACET, 'kW', lang);
        const kwShown = shownRange(inHp, kwScale, 'kW', lang);
        const inKw = committedRange(inHp, kwShown, kwShown, kwScale, 'kW', lang);
        const selected = select(cards, inHp);
        expect(select(cards, inKw)).toEqual(selected);
        // ... and back in hp, with the slider's rounding: the numbers the visitor set.
        expect(shownRange(inKw, powerScale(POWER_FACET, 'hp', lang), 'hp', lang)).toEqual([
          low,
          high,
        ]);
        // Whatever unit a card's figure is in, it is selected as its power in hp overlaps the
        // range in hp: the watt we keep is below a thousandth of a horsepower.
        const e = 0.001;
        const inHpNumbers = (slack: number) =>
          cards
            .filter((c) => {
              const kw = cardPower(c, POWER_FACET);
              if (!kw) return false;
              const [min, max] = [kw.min, kw.max].map((v) => powerIn(v, 'hp', lang));
              return min! <= high + slack && max! >= low - slack;
            })
            .map((c) => c.id);
        expect(inHpNumbers(-e).every((id) => selected.includes(id))).toBe(true);
        expect(selected.every((id) => inHpNumbers(e).includes(id))).toBe(true);
      }),
    );
  });

  it('switching the unit never changes the selection (fast-check)', () => {
    fc.assert(
      fc.property(
        mixedCards,
        fc.constantFrom<PowerUnit>('hp', 'kW'),
        fc.tuple(figure(600), figure(600)),
        fc.array(fc.constantFrom<PowerUnit>('hp', 'kW'), { minLength: 1, maxLength: 6 }),
        language,
        (cards, firstUnit, [a, b], switches, lang) => {
          // A range set on the first unit's scale ...
          const scale = powerScale(POWER_FACET, firstUnit, lang);
          const [low, high] = [a, b].map((v) => Math.min(scale.max, Math.max(scale.min, v)));
          let range = setOnSlider(Math.min(low!, high!), Math.max(low!, high!), firstUnit, lang);
          fc.pre(range !== null);
          const before = select(cards, range);
          const kept = range;
          // ... then the switch, back and forth; each time the slider shows it and the visitor
          // commits it as it is (a key that does nothing, a field left unchanged).
          for (const unit of switches) {
            const unitScale = powerScale(POWER_FACET, unit, lang);
            const shown = shownRange(range, unitScale, unit, lang);
            range = committedRange(range, shown, shown, unitScale, unit, lang) ?? range;
          }
          expect(range).toEqual(kept);
          expect(select(cards, range)).toEqual(before);
        },
      ),
    );
  });
});

describe('power in the chips and on the cards', () => {
  const en = marketOf('en-GB');
  const de = marketOf('de-DE');

  it('a chip’s ends in the unit shown: the low end a number, the high one with the symbol', () => {
    const range = { min: 55.927, max: 111.855 };
    expect(powerChipEnds(range, 'hp', en)).toEqual({ min: '75', max: '150\u00a0hp' });
    expect(powerChipEnds(range, 'kW', en)).toEqual({ min: '56', max: '112\u00a0kW' });
    expect(powerChipEnds(range, 'hp', de)).toEqual({ min: '76', max: '152\u00a0PS' });
  });

  it('a card lists each power it has, in the unit shown, named by its facet', () => {
    const { filters } = normalizeFilterSet({
      filters: [
        { field: 'slider_range', label: 'Leistung (PS)', min: 20, max: 700 },
        { field: 'pto_range_kw', label: 'Zapfwellenleistung (kW)', min: 10, max: 300 },
      ],
    });
    const facets = filters.filter((f): f is PowerFacet => f.kind === 'power');
    const tractor = card(
      't',
      {},
      { slider_range_kw: { min: 112, max: 134 }, pto_range_kw: { min: 95, max: 114 } },
    );
    expect(cardPowerLines(tractor, facets, 'hp', de)).toEqual([
      { key: 'slider_range_kw', label: 'Leistung', value: '152–182\u00a0PS' },
      { key: 'pto_range_kw', label: 'Zapfwellenleistung', value: '129–155\u00a0PS' },
    ]);
    expect(cardPowerLines(card('u'), facets, 'kW', de)).toEqual([]);
  });
});

describe('a power range in the address', () => {
  it('is written in kW with the unit it was set in, and read back to the same products (fast-check)', () => {
    fc.assert(
      fc.property(
        mixedCards,
        fc
          .constantFrom<PowerUnit>('hp', 'kW')
          .chain((unit) => onGrid(unit).map((values) => [unit, values] as const)),
        language,
        (cards, [unit, [low, high]], lang) => {
          const range = setOnSlider(low, high, unit, lang);
          fc.pre(range !== null);
          const selection = {
            ...EMPTY_SELECTION,
            ranges: { [FIELD]: storeRange(range.min, range.max) },
            power: unit,
          };
          const search = writeSelection('?utm=1', selection);
          const read = cleanSelection(
            readSelection(search, () => {}),
            FILTERS,
            [],
          );
          expect(read.power).toBe(unit);
          expect(parseStoredRange(read.ranges[FIELD])).toEqual(range);
          expect(select(cards, parseStoredRange(read.ranges[FIELD]))).toEqual(select(cards, range));
        },
      ),
    );
  });

  it('a filter set in kW, shared as a link, opens in kW with the same results', () => {
    const range = setOnSlider(100, 200, 'kW', 'de')!;
    const search = writeSelection('', {
      ...EMPTY_SELECTION,
      ranges: { [FIELD]: storeRange(range.min, range.max) },
      power: 'kW',
    });
    expect(search).toBe('?r.slider_range_kw=100-200&power=kW');
    const opened = cleanSelection(
      readSelection(search, () => {}),
      FILTERS,
      [],
    );
    // The unit of the link wins over an English visitor's remembered hp and the market's.
    expect(
      shownPowerUnit({ address: opened.power, remembered: 'hp', attribute: '', market: 'hp' }),
    ).toBe('kW');
    expect(opened.ranges).toEqual({ [FIELD]: '100-200' });
  });

  it('a link from before the facets were one: `r.slider_range` is hp, converted, and opens in hp', () => {
    const opened = cleanSelection(
      readSelection('?r.slider_range=75-150', () => {}),
      FILTERS,
      [],
    );
    expect(opened).toEqual({
      options: {},
      ranges: { [FIELD]: '55.927-111.855' },
      sort: '',
      power: 'hp',
    });
    // Its own field wins; a power= that is no unit of ours is dropped.
    expect(
      cleanSelection(
        readSelection('?r.slider_range=75-150&r.slider_range_kw=50-60&power=PS', () => {}),
        FILTERS,
        [],
      ),
    ).toEqual({ options: {}, ranges: { [FIELD]: '50-60' }, sort: '' });
  });

  it('a power range is kept inside the scales’ ends (in kW) and dropped when it covers them', () => {
    const clean = (search: string) =>
      cleanSelection(
        readSelection(search, () => {}),
        FILTERS,
        [],
      ).ranges;
    // 20 PS (a German page's scale starts there) is 14.71 kW, the lowest any slider reaches.
    expect(clean('?r.slider_range_kw=0-100')).toEqual({ [FIELD]: '14.71-100' });
    expect(clean('?r.slider_range_kw=0-9000')).toEqual({});
    expect(clean('?r.slider_range_kw=55.92749-100')).toEqual({ [FIELD]: '55.927-100' });
  });
});
