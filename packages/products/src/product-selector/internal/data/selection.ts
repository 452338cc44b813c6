import type { NumberRange } from '../../../shared/data/card';
import type { FilterDefinition, SortOption } from '../../../shared/data/filters';

/** What the visitor chose: options per list field, a 'min-max' text per range field, the sort. */
export interface Selection {
  options: Readonly<Record<string, readonly string[]>>;
  /** spec §5: the chosen range is stored as 'min-max'. */
  ranges: Readonly<Record<string, string>>;
  /** A sort option's key (`field:direction`); '' = the first option of the definitions. */
  sort: string;
  /** The model search as typed (README, "Model search"); absent or '' = none. */
  query?: string;
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
 * The selection reduced to what the definitions know: unknown fields and values are dropped, a
 * range that does not parse (or covers the whole definition) is dropped, an unknown sort is ''.
 * What comes from the address goes through here, so a hand-edited link cannot select nothing
 * silently.
 */
export function cleanSelection(
  selection: Selection,
  filters: readonly FilterDefinition[],
  sort: readonly SortOption[],
): Selection {
  const options: Record<string, string[]> = {};
  const ranges: Record<string, string> = {};
  for (const filter of filters) {
    if (filter.kind === 'options') {
      const chosen = selection.options[filter.field] ?? [];
      const known = filter.options.filter((o) => chosen.includes(o.value)).map((o) => o.value);
      if (known.length) options[filter.field] = known;
    } else {
      const range = parseStoredRange(selection.ranges[filter.field]);
      if (!range) continue;
      const min = Math.max(filter.min, Math.min(range.min, filter.max));
      const max = Math.min(filter.max, Math.max(range.max, filter.min));
      if (min > filter.min || max < filter.max) ranges[filter.field] = storeRange(min, max);
    }
  }
  const sortKey = sort.some((o) => o.key === selection.sort) ? selection.sort : '';
  const cleaned: Selection = { options, ranges, sort: sortKey };
  return selection.query ? { ...cleaned, query: selection.query } : cleaned;
}

/** Number of active filters (one chip each). */
export function activeFilterCount(selection: Selection): number {
  return (
    Object.values(selection.options).reduce((sum, values) => sum + values.length, 0) +
    Object.keys(selection.ranges).length
  );
}
