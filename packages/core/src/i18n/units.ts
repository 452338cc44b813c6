/**
 * Figures with a unit, shown in the market's unit (docs/markets.md "Units"). Each quantity is kept
 * in one unit in our data (power in kW, distance in km, weight in kg, capacity in liters, speed in
 * km/h) and converted for the page's market here.
 *
 * Intl formats the units ECMA-402 sanctions (kilometer, mile, kilogram, pound, liter, gallon, the
 * speeds); kilowatt and horsepower are not among them (`Intl.NumberFormat` throws a RangeError
 * for them), so power is the market's number format with a symbol from POWER_SYMBOLS.
 *
 * Horsepower is not one unit: English "hp" is the mechanical horsepower (745.7 W), the German
 * "PS", French "ch" (and Italian, Spanish "CV", Dutch "pk") the metric one (735.5 W). A power shown
 * in hp on a German page is therefore 1.4 % higher than the same power in hp on an English page,
 * as a German brochure prints it.
 */
import type { Market, PowerUnit } from './market';
import { numberFormat } from './plural';

/** Watts of one mechanical (English) and one metric (continental) horsepower. */
const MECHANICAL_HP = 745.699872;
const METRIC_HP = 735.49875;

/** The languages whose horsepower is the metric one, and their symbols (`hp` otherwise). */
const METRIC_HORSEPOWER: Record<string, string> = {
  de: 'PS',
  fr: 'ch',
  it: 'CV',
  es: 'CV',
  pt: 'cv',
  nl: 'pk',
  pl: 'KM',
  sv: 'hk',
  da: 'hk',
  nb: 'hk',
  fi: 'hv',
  cs: 'k',
};

/** Symbols of kW and hp in a script other than Latin. */
const SCRIPT_SYMBOLS: Record<string, Partial<Record<PowerUnit, string>>> = {
  ar: { kW: 'كيلوواط', hp: 'حصان' },
};

/** The symbol of a power unit in a language: `kW`; `hp`, `PS`, `ch`, `حصان`. */
export function powerSymbol(unit: PowerUnit, language: string): string {
  return (
    SCRIPT_SYMBOLS[language]?.[unit] ??
    (unit === 'kW' ? 'kW' : (METRIC_HORSEPOWER[language] ?? 'hp'))
  );
}

/** Kilowatts in one `unit` of power, as a market of `language` means it. */
function kilowattsPer(unit: PowerUnit, language: string): number {
  if (unit === 'kW') return 1;
  return (METRIC_HORSEPOWER[language] ? METRIC_HP : MECHANICAL_HP) / 1000;
}

/** A power in kW in `unit` (unrounded). */
export function powerIn(kilowatts: number, unit: PowerUnit, language: string): number {
  return kilowatts / kilowattsPer(unit, language);
}

/** A power given in `unit` in kW (unrounded). */
export function powerFrom(value: number, unit: PowerUnit, language: string): number {
  return value * kilowattsPer(unit, language);
}

/** A power in kW as the market shows it, in its unit or the one given: `100 kW`, `136 PS`. */
export function formatPower(
  kilowatts: number,
  market: Pick<Market, 'locale' | 'language' | 'power'>,
  unit: PowerUnit = market.power,
): string {
  const value = Math.round(powerIn(kilowatts, unit, market.language));
  return `${numberFormat(market.locale, { maximumFractionDigits: 0 }).format(value)}\u00a0${powerSymbol(unit, market.language)}`;
}

/**
 * A power already in `unit` (a slider's value, a field's number) as formatPower shows it, rounded
 * to a whole number: `56 kW`, `75 hp`, `102 PS`.
 */
export function formatPowerValue(
  value: number,
  unit: PowerUnit,
  market: Pick<Market, 'locale' | 'language'>,
): string {
  return `${numberFormat(market.locale, { maximumFractionDigits: 0 }).format(Math.round(value))}\u00a0${powerSymbol(unit, market.language)}`;
}

/**
 * A range of power in kW in `unit` (the market's by default), each end rounded as formatPower
 * rounds it, the symbol once: `56–112 kW`, `75–150 hp`; one figure when both ends round alike.
 */
export function formatPowerRange(
  minKilowatts: number,
  maxKilowatts: number,
  market: Pick<Market, 'locale' | 'language' | 'power'>,
  unit: PowerUnit = market.power,
): string {
  const number = numberFormat(market.locale, { maximumFractionDigits: 0 });
  const [low, high] = [minKilowatts, maxKilowatts].map((kw) =>
    number.format(Math.round(powerIn(kw, unit, market.language))),
  );
  return `${low === high ? low : `${low}\u2013${high}`}\u00a0${powerSymbol(unit, market.language)}`;
}

/** The ECMA-402 units we show, and what our data keeps them in. */
const MEASURES = {
  distance: { km: ['kilometer', 1], mi: ['mile', 1.609344] },
  speed: { km: ['kilometer-per-hour', 1], mi: ['mile-per-hour', 1.609344] },
  weight: { kg: ['kilogram', 1], lb: ['pound', 0.45359237] },
  volume: { l: ['liter', 1], gal: ['gallon', 3.785411784] },
} as const;

type Measure = keyof typeof MEASURES;

/**
 * A distance (km), speed (km/h), weight (kg) or capacity (liters) in the market's unit, formatted
 * by Intl: `12 km`, `7.5 mi`, `4,200 lb`.
 */
export function formatMeasure(
  value: number,
  measure: Measure,
  market: Pick<Market, 'locale' | 'distance' | 'weight' | 'volume'>,
  fractionDigits = 0,
): string {
  const key = measure === 'speed' ? market.distance : market[measure];
  const [unit, size] = (MEASURES[measure] as Record<string, readonly [string, number]>)[key]!;
  return numberFormat(market.locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: fractionDigits,
  }).format(value / size);
}
