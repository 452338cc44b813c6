import type { PowerUnit } from '@mf/core/i18n/market';
import type { NumberRange } from '../../../shared/data/card';
import type { FilterDefinition, SortOption } from '../../../shared/data/filters';
import { toKilowatts, toWatt, type PowerFacet } from '../../../shared/data/power';

/** What the visitor chose: options per list field, a 'min-max' text per range field, the sort. */
export interface Selection {
  options: Readonly<Record<string, readonly string[]>>;
  /**
   * spec §5: the chosen range is stored as 'min-max'; a power facet's in kW, to the watt
   * (README, "Power units"), whatever unit it is shown in.
   */
  ranges: Readonly<Record<string, string>>;
  /** A sort option's key (`field:direction`); '' = the first option of the definitions. */
  sort: string;
  /** The model search as typed (README, "Model search"); absent or '' = none. */
  query?: string;
  /**
   * The unit the power facets are shown in, as the address says (`power=`); absent = the
   * visitor's remembered choice, else the element's `power-unit`, else the market's.
   */
  power?: PowerUnit;
}

export const EMPTY_SELECTION: Selection = { options: {}, ranges: {}, sort: '' };

/**
 * spec §5: a stored range is applied only when it has two parts. 'min-max' with two finite
 * numbers gives [low, high] (swapped when written the wrong way round); anything else null.
 */
export function parseStoredRange(stored: string | undefined): NumberRange | null {
  if (!stored) return null;
  const parts = stored.split('-');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [a, b] = parts.map(Number) as [number, number];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

export const storeRange = (min: number, max: number): string => `${min}-${max}`;

/** A card matches a range filter when its own range overlaps the chosen one. */
export const overlaps = (card: NumberRange | undefined, chosen: NumberRange): boolean =>
  card !== undefined && card.min <= chosen.max && card.max >= chosen.min;

/**
 * A power facet's range from the selection, in kW: its own field's, else (a link from before the
 * facets were one) the first of its other sources the selection has, read in that source's unit
 * (`r.slider_range=75-150` is hp). With the unit that older link was in, so it opens in it.
 */
function powerRange(
  selection: Selection,
  facet: PowerFacet,
): { range: NumberRange; unit?: PowerUnit } | null {
  const own = parseStoredRange(selection.ranges[facet.field]);
  if (own) return { range: own };
  for (const source of facet.sources) {
    if (source.field === facet.field) continue;
    const range = parseStoredRange(selection.ranges[source.field]);
    if (range)
      return {
        range: {
          min: toKilowatts(range.min, source.unit),
          max: toKilowatts(range.max, source.unit),
        },
        unit: source.unit === 'kW' ? 'kW' : 'hp',
      };
  }
  return null;
}

/**
 * The selection reduced to what the definitions know: unknown fields and values are dropped, a
 * range that does not parse (or covers the whole definition) is dropped, an unknown sort is ''.
 * A power facet's range is in kW to the watt, inside the ends of its scales. What comes from the
 * address goes through here, so a hand-edited link cannot select nothing silently.
 */
export function cleanSelection(
  selection: Selection,
  filters: readonly FilterDefinition[],
  sort: readonly SortOption[],
): Selection {
  const options: Record<string, string[]> = {};
  const ranges: Record<string, string> = {};
  let power = selection.power;
  for (const filter of filters) {
    if (filter.kind === 'options') {
      const chosen = selection.options[filter.field] ?? [];
      const known = filter.options.filter((o) => chosen.includes(o.value)).map((o) => o.value);
      if (known.length) options[filter.field] = known;
    } else {
      let range: NumberRange | null;
      if (filter.kind === 'power') {
        const read = powerRange(selection, filter);
        range = read && { min: toWatt(read.range.min), max: toWatt(read.range.max) };
        power ??= read?.unit;
      } else range = parseStoredRange(selection.ranges[filter.field]);
      if (!range) continue;
      const min = Math.max(filter.min, Math.min(range.min, filter.max));
      const max = Math.min(filter.max, Math.max(range.max, filter.min));
      if (min > filter.min || max < filter.max) ranges[filter.field] = storeRange(min, max);
    }
  }
  const sortKey = sort.some((o) => o.key === selection.sort) ? selection.sort : '';
  const cleaned: Selection = { options, ranges, sort: sortKey };
  if (selection.query) cleaned.query = selection.query;
  if (power) cleaned.power = power;
  return cleaned;
}

/** Number of active filters (one chip each). */
export function activeFilterCount(selection: Selection): number {
  return (
    Object.values(selection.options).reduce((sum, values) => sum + values.length, 0) +
    Object.keys(selection.ranges).length
  );
}
