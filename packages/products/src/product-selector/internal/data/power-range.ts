/**
 * A power facet's slider in the visitor's unit (README, "Power units"), pure: the unit shown, the
 * kW range as the slider shows it, and a slider's change back to kW. The range stays in kW: a
 * change of unit converts only what is shown, so it never changes the selected products; a thumb
 * the visitor did not move keeps its exact kW figure.
 */
import type { Market, PowerUnit } from '@mf/core/i18n/market';
import { formatInteger } from '@mf/core/i18n/plural';
import { formatPowerRange, formatPowerValue, powerIn } from '@mf/core/i18n/units';
import type { NumberRange, ProductCard } from '../../../shared/data/card';
import {
  cardPower,
  kilowattsOf,
  POWER_UNITS,
  type PowerFacet,
  type PowerScale,
} from '../../../shared/data/power';

/** `'' | 'hp' | 'kW'` (any case, trimmed) for the `power-unit` attribute; throws on anything else. */
export function validatePowerUnit(value: unknown): '' | PowerUnit {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '') return '';
  const unit = POWER_UNITS.find(
    (u) => typeof text === 'string' && u.toLowerCase() === text.toLowerCase(),
  );
  if (unit) return unit;
  throw new Error("expected '', hp or kW");
}

/**
 * The unit the power facets are shown in: the address's (a shared link opens as it was shared),
 * else the visitor's remembered choice, else the element's `power-unit`, else the market's.
 */
export function shownPowerUnit(choices: {
  address?: PowerUnit;
  remembered: PowerUnit | null;
  attribute: '' | PowerUnit;
  market: PowerUnit;
}): PowerUnit {
  return choices.address ?? choices.remembered ?? (choices.attribute || choices.market);
}

/** The slider's precision: two decimals, so a figure set in one unit reads back as it was set. */
const shown = (value: number) => Math.round(value * 100) / 100;

/**
 * The slider's value for a kW range in `unit`: each end converted, to two decimals, inside the
 * scale (a range set in the other unit may reach past this scale's end); none: the whole scale.
 */
export function shownRange(
  range: NumberRange | null,
  scale: PowerScale,
  unit: PowerUnit,
  language: string,
): [number, number] {
  if (!range) return [scale.min, scale.max];
  const inside = (kw: number) =>
    Math.min(scale.max, Math.max(scale.min, shown(powerIn(kw, unit, language))));
  return [inside(range.min), inside(range.max)];
}

/**
 * The kW range after the slider committed `next` (in `unit`) while it showed `before`: both ends
 * at the scale's ends is no filter (null); a thumb still where it was keeps the current range's
 * exact end; a moved one is converted to kW, to the watt.
 */
export function committedRange(
  current: NumberRange | null,
  before: readonly [number, number],
  next: readonly [number, number],
  scale: PowerScale,
  unit: PowerUnit,
  language: string,
): NumberRange | null {
  const [low, high] = next;
  if (low <= scale.min && high >= scale.max) return null;
  const min = current && low === before[0] ? current.min : kilowattsOf(low, unit, language);
  const max = current && high === before[1] ? current.max : kilowattsOf(high, unit, language);
  return { min: Math.min(min, max), max: Math.max(min, max) };
}

/** A power chip's ends in `unit`: the low one a number, the high one with the unit's symbol. */
export function powerChipEnds(
  range: NumberRange,
  unit: PowerUnit,
  market: Pick<Market, 'locale' | 'language'>,
): { min: string; max: string } {
  return {
    min: formatInteger(Math.round(powerIn(range.min, unit, market.language)), market.locale),
    max: formatPowerValue(powerIn(range.max, unit, market.language), unit, market),
  };
}

/** A card's powers as its grid cell lists them: one line per facet it has, in `unit`. */
export function cardPowerLines(
  card: ProductCard,
  facets: readonly PowerFacet[],
  unit: PowerUnit,
  market: Pick<Market, 'locale' | 'language' | 'power'>,
): { key: string; label: string; value: string }[] {
  return facets.flatMap((facet) => {
    const range = cardPower(card, facet);
    return range
      ? [
          {
            key: facet.field,
            label: facet.label,
            value: formatPowerRange(range.min, range.max, market, unit),
          },
        ]
      : [];
  });
}
