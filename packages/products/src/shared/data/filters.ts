import { finite, isRecord, text, type Normalized } from './card';
import { groupPowerDefinitions, type PowerFacet, type RangeDefinition } from './power';

interface FilterOption {
  /** Matched against the card's list of the same field. */
  value: string;
  label: string;
}

/**
 * spec §3 "Filter definition": field, items (each with a label), optional min and max. A range of
 * power (hp or kW) joins the other definitions of its quantity in one `power` facet (power.ts).
 */
export type FilterDefinition =
  | { kind: 'options'; field: string; label: string; options: readonly FilterOption[] }
  /** A range of anything but power; `unit` ('kg', 'l' ...) is shown in the value text. */
  | RangeDefinition
  | PowerFacet;

type ReadDefinition = Exclude<FilterDefinition, PowerFacet>;

type SortDirection = 'asc' | 'desc';

/** spec §3 "Sort option": field, direction, label. */
export interface SortOption {
  /** `field:direction`: the value in the address and the select. */
  key: string;
  field: string;
  direction: SortDirection;
  label: string;
}

export interface FilterSet {
  filters: FilterDefinition[];
  sort: SortOption[];
  skipped: string[];
}

/** A field name as it appears on cards and in the address (no separators of ours). */
const FIELD = /^[A-Za-z][\w-]{0,63}$/;

/**
 * One definition; an item without a label is left out of it and named in `dropped` (the
 * definition keeps the rest).
 */
function normalizeFilter(
  raw: unknown,
  where: string,
  dropped: string[],
): ReadDefinition | string | null {
  if (!isRecord(raw)) return `${where}: not an object`;
  const field = text(raw.field);
  if (!FIELD.test(field)) return `${where}: field is missing or not a name`;
  const label = text(raw.label) || text(raw.title) || field;
  const min = finite(raw.min);
  const max = finite(raw.max);
  if (min !== null || max !== null) {
    if (min === null || max === null || min > max) return `${where} (${field}): min/max invalid`;
    // spec §5: if min equals max, no slider is created.
    if (min === max) return null;
    const step = finite(raw.step);
    return {
      kind: 'range',
      field,
      label,
      min,
      max,
      step: step !== null && step > 0 && step <= max - min ? step : 1,
      // A power's unit, when the definition names none, comes from its field (power.ts).
      unit: text(raw.unit),
    };
  }
  if (!Array.isArray(raw.items)) return `${where} (${field}): items is not a list`;
  const seen = new Set<string>();
  const options: FilterOption[] = [];
  const unlabelled: string[] = [];
  raw.items.forEach((item: unknown, index) => {
    const optionLabel = isRecord(item) ? text(item.label) : text(item);
    const value = (isRecord(item) ? text(item.value) : '') || optionLabel;
    if (!optionLabel) {
      unlabelled.push(`${where} (${field}).items[${index}]: label is missing`);
      return;
    }
    if (seen.has(value)) return;
    seen.add(value);
    options.push({ value, label: optionLabel });
  });
  if (!options.length) return `${where} (${field}): no item with a label`;
  dropped.push(...unlabelled);
  return { kind: 'options', field, label, options };
}

function normalizeSort(raw: unknown, where: string): SortOption | string {
  if (!isRecord(raw)) return `${where}: not an object`;
  const field = text(raw.field);
  const direction = text(raw.direction).toLowerCase();
  const label = text(raw.label);
  if (!FIELD.test(field)) return `${where}: field is missing or not a name`;
  const dir = direction.startsWith('asc') ? 'asc' : direction.startsWith('desc') ? 'desc' : null;
  if (!dir) return `${where} (${field}): direction is not asc or desc`;
  if (!label) return `${where} (${field}): label is missing`;
  return { key: `${field}:${dir}`, field, direction: dir, label };
}

/**
 * spec §7 productfilters: `{ filters: [...], sort: [...] }` (also `sort_options`, `sortOptions`).
 * Definitions and sort options that fail validation are skipped and named by path in `skipped`,
 * and so is an item without a label (its definition keeps the other items);
 * a range whose min equals its max makes no slider (spec §5) and is left out silently; a repeated
 * field or sort key keeps its first definition. A body that is not an object with a filters list
 * throws (a failed request, spec §8). The power ranges of one quantity (`slider_range` in hp,
 * `slider_range_kw` in kW) come out as one `power` facet where the first of them stood.
 */
export function normalizeFilterSet(raw: unknown): FilterSet {
  if (!isRecord(raw) || !Array.isArray(raw.filters))
    throw new Error('The product filters answer has no filters list.');
  const rawSort = raw.sort ?? raw.sort_options ?? raw.sortOptions;
  const collect = <T extends { key?: string; field: string }>(
    list: unknown,
    name: string,
    one: (item: unknown, where: string) => T | string | null,
  ): Normalized<T> => {
    const items: T[] = [];
    const skipped: string[] = [];
    const keys = new Set<string>();
    (Array.isArray(list) ? list : []).forEach((item, index) => {
      const result = one(item, `${name}[${index}]`);
      if (typeof result === 'string') skipped.push(result);
      else if (result && !keys.has(result.key ?? result.field)) {
        keys.add(result.key ?? result.field);
        items.push(result);
      }
    });
    return { items, skipped };
  };
  const droppedItems: string[] = [];
  const filters = collect(raw.filters, 'filters', (item, where) =>
    normalizeFilter(item, where, droppedItems),
  );
  const sort = collect(rawSort, 'sort', normalizeSort);
  return {
    filters: groupPowerDefinitions(filters.items),
    sort: sort.items,
    skipped: [...filters.skipped, ...droppedItems, ...sort.skipped],
  };
}
