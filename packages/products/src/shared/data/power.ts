/**
 * Power in the catalogue (product-selector README, "Power units"), pure: which range fields hold
 * a power and in which unit, how the hp and kW definitions of one quantity (engine power, PTO
 * power) become one facet, and a card's power in kW, the unit it is kept in.
 *
 * - A power is kept in kW to the watt (three decimals): every figure read in another unit goes
 *   through `toKilowatts`, the same function for the cards and for what the visitor chooses, so a
 *   card of 75 hp and a slider at 75 hp land on the same number and compare as equal.
 * - Horsepower comes in two sizes (core/i18n/units): the catalogue's `hp` is the mechanical one
 *   (745.7 W, what `slider_range` holds); a definition whose `unit` is `PS`, `ch`, `CV`, `cv`,
 *   `pk`, `hk` or `hv` is in metric horsepower (735.5 W).
 * - A quantity is named by its field without a trailing `_kw` or `_hp`: `slider_range` and
 *   `slider_range_kw` are the engine power, `pto_range_kw` (and `pto_range_hp`) the PTO power.
 *   A field ending in `_kw` is in kW, one ending in `_hp` (and `slider_range`, spec §3) in hp,
 *   unless its definition says otherwise.
 */
import type { PowerUnit } from '@mf/core/i18n/market';
import { powerFrom, powerIn } from '@mf/core/i18n/units';
import type { NumberRange, ProductCard } from './card';

/** A unit power figures come in: kW, mechanical hp (English), metric hp (PS, ch, CV). */
export type DataPowerUnit = 'kW' | 'hp' | 'PS';

export const POWER_UNITS: readonly PowerUnit[] = ['hp', 'kW'];

/** A definition's `unit` text as a power unit, or null when it is none. */
export function dataPowerUnit(unit: string): DataPowerUnit | null {
  const text = unit.trim();
  if (/^kw$/i.test(text)) return 'kW';
  if (/^b?hp$/i.test(text)) return 'hp';
  if (/^(ps|ch|cv|pk|hk|hv)$/i.test(text)) return 'PS';
  return null;
}

/** The unit a range field holds by its name alone (spec §3: `slider_range` is hp). */
function fieldPowerUnit(field: string): DataPowerUnit | null {
  if (/_kw$/i.test(field)) return 'kW';
  if (/_hp$/i.test(field) || field === 'slider_range') return 'hp';
  return null;
}

/** The quantity a power field measures: its name without a trailing `_kw` or `_hp`. */
const powerQuantity = (field: string): string => field.replace(/_(kw|hp)$/i, '');

/** A power in kW to the watt: what we keep, compare and write in the address. */
export const toWatt = (kilowatts: number): number => Math.round(kilowatts * 1000) / 1000;

/** The language whose horsepower a data unit is (core/i18n/units: `de` speaks metric hp). */
const conversion = (unit: DataPowerUnit): [PowerUnit, string] =>
  unit === 'kW' ? ['kW', 'en'] : unit === 'hp' ? ['hp', 'en'] : ['hp', 'de'];

/** A figure of the data in kW (to the watt). */
export function toKilowatts(value: number, unit: DataPowerUnit): number {
  const [family, language] = conversion(unit);
  return toWatt(powerFrom(value, family, language));
}

/** A figure the visitor gave in the page's `unit` (a slider's value) in kW, to the watt. */
export function kilowattsOf(value: number, unit: PowerUnit, language: string): number {
  return toWatt(powerFrom(value, unit, language));
}

/** A slider's scale in its unit. */
export interface PowerScale {
  min: number;
  max: number;
  step: number;
}

/** A definition's scale, with the unit its numbers are in. */
interface DefinedScale extends PowerScale {
  unit: DataPowerUnit;
}

/**
 * One power quantity of the catalogue: its hp and kW definitions as one facet, shown in the
 * visitor's unit (spec §3's two sliders, `slider_range` and `slider_range_kw`, are one).
 */
export interface PowerFacet {
  kind: 'power';
  /**
   * The facet's name in the selection, the address and `mf-change`: its kW definition's field,
   * else `<quantity>_kw`. Its range is in kW.
   */
  field: string;
  quantity: string;
  /** The definitions' label without a unit in brackets ("Power (hp)" -> "Power"). */
  label: string;
  /** The cards' fields of this quantity, kW first: a card's power is the first it has. */
  sources: readonly { field: string; unit: DataPowerUnit }[];
  /** The definitions' scales: the hp one (hp or PS numbers) and the kW one. */
  scales: Partial<Record<PowerUnit, DefinedScale>>;
  /**
   * The widest the sliders reach, in kW: the ends of every scale (`powerScale`) in either size of
   * horsepower. A chosen range is kept inside them, so a range set on any slider is never cut.
   */
  min: number;
  max: number;
}

/** The definition of a range as filters.ts reads it (before power ranges are grouped). */
export interface RangeDefinition {
  kind: 'range';
  field: string;
  label: string;
  min: number;
  max: number;
  step: number;
  unit: string;
}

const UNIT_IN_LABEL = /\s*[([]\s*(?:b?hp|kw|ps|ch|cv|pk|hk|hv|حصان|كيلوواط)\s*[)\]]\s*$/i;

/** "Power (hp)" -> "Power": the unit is the switch's, shown beside the label in the visitor's. */
export const labelWithoutUnit = (label: string): string =>
  label.replace(UNIT_IN_LABEL, '').trim() || label;

/** The data unit of a range definition, or null when it is no power. */
function definitionPowerUnit(definition: RangeDefinition): DataPowerUnit | null {
  return definition.unit ? dataPowerUnit(definition.unit) : fieldPowerUnit(definition.field);
}

/**
 * The power ranges among `definitions` grouped by quantity, each facet where its first
 * definition stood; other definitions as they are. A second definition of a quantity in the same
 * unit family adds its field as a source only.
 */
export function groupPowerDefinitions<T extends { kind: string; field: string }>(
  definitions: readonly (T | RangeDefinition)[],
): (T | RangeDefinition | PowerFacet)[] {
  const facets = new Map<string, PowerFacet>();
  const out: (T | RangeDefinition | PowerFacet)[] = [];
  for (const definition of definitions) {
    const unit =
      definition.kind === 'range' ? definitionPowerUnit(definition as RangeDefinition) : null;
    if (!unit) {
      out.push(definition);
      continue;
    }
    const range = definition as RangeDefinition;
    const quantity = powerQuantity(range.field);
    let facet = facets.get(quantity);
    if (!facet) {
      facet = {
        kind: 'power',
        field: `${quantity}_kw`,
        quantity,
        label: labelWithoutUnit(range.label),
        sources: [],
        scales: {},
        min: Infinity,
        max: -Infinity,
      };
      facets.set(quantity, facet);
      out.push(facet);
    }
    const family: PowerUnit = unit === 'kW' ? 'kW' : 'hp';
    if (unit === 'kW' && !facet.scales.kW) facet.field = range.field;
    facet.scales[family] ??= { min: range.min, max: range.max, step: range.step, unit };
    (facet.sources as { field: string; unit: DataPowerUnit }[]).push({ field: range.field, unit });
  }
  for (const facet of facets.values()) {
    // The cards' fields named after the quantity count too (`pto_range_hp` beside a kW definition).
    const sources = facet.sources as { field: string; unit: DataPowerUnit }[];
    for (const field of [`${facet.quantity}_kw`, `${facet.quantity}_hp`, facet.quantity]) {
      const unit = fieldPowerUnit(field);
      if (unit && !sources.some((s) => s.field === field)) sources.push({ field, unit });
    }
    sources.sort((a, b) => Number(b.unit === 'kW') - Number(a.unit === 'kW'));
    // English pages speak mechanical horsepower, German (and most of Europe) metric.
    for (const [unit, language] of [
      ['kW', 'en'],
      ['hp', 'en'],
      ['hp', 'de'],
    ] as const) {
      const scale = powerScale(facet, unit, language);
      facet.min = Math.min(facet.min, kilowattsOf(scale.min, unit, language));
      facet.max = Math.max(facet.max, kilowattsOf(scale.max, unit, language));
    }
  }
  return out;
}

/**
 * The power facets a catalogue without definitions has (the compare table when the filters call
 * failed): one per quantity among the cards' range fields that hold a power.
 */
export function powerFacetsOfCards(
  cards: readonly ProductCard[],
  label: (quantity: string) => string,
): PowerFacet[] {
  const fields = new Set<string>();
  for (const card of cards) for (const field of Object.keys(card.ranges)) fields.add(field);
  const ranges: RangeDefinition[] = [];
  for (const field of fields)
    if (fieldPowerUnit(field))
      ranges.push({
        kind: 'range',
        field,
        label: label(powerQuantity(field)),
        min: 0,
        max: 0,
        step: 1,
        unit: '',
      });
  return groupPowerDefinitions(ranges).filter((f): f is PowerFacet => f.kind === 'power');
}

/** A card's power of a facet in kW (to the watt): its first source it has; none without. */
export function cardPower(card: ProductCard, facet: PowerFacet): NumberRange | undefined {
  for (const source of facet.sources) {
    const range = card.ranges[source.field];
    if (range)
      return source.unit === 'kW'
        ? { min: toWatt(range.min), max: toWatt(range.max) }
        : { min: toKilowatts(range.min, source.unit), max: toKilowatts(range.max, source.unit) };
  }
  return undefined;
}

/**
 * The slider's scale in `unit`: the definition's of that unit (its numbers as they are: a scale
 * of hp is one of PS on a German page), else the other one's ends converted and widened to its
 * step (a facet with a kW definition only, shown in hp).
 */
export function powerScale(facet: PowerFacet, unit: PowerUnit, language: string): PowerScale {
  const own = facet.scales[unit];
  if (own) return { min: own.min, max: own.max, step: own.step };
  const other = (facet.scales.hp ?? facet.scales.kW)!;
  const step = other.step;
  const low = powerIn(toKilowatts(other.min, other.unit), unit, language);
  const high = powerIn(toKilowatts(other.max, other.unit), unit, language);
  const min = Math.floor(low / step + 1e-9) * step;
  const max = Math.max(min + step, Math.ceil(high / step - 1e-9) * step);
  const places = (String(step).split('.')[1] ?? '').length;
  return { min: Number(min.toFixed(places)), max: Number(max.toFixed(places)), step };
}
