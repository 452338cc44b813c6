import type { ProductCard } from '../src/shared/data/card';
import {
  normalizeFilterSet,
  type FilterDefinition,
  type SortOption,
} from '../src/shared/data/filters';
import type { PowerFacet } from '../src/shared/data/power';

/** A normalized card for tests: only what a test names differs from a plain tractor. */
export function card(
  id: string,
  lists: Record<string, string[]> = {},
  ranges: Record<string, { min: number; max: number }> = {},
  extra: Partial<ProductCard> = {},
): ProductCard {
  return {
    id,
    title: id,
    url: null,
    image: null,
    imageAlt: '',
    description: '',
    price: null,
    lists: { product_type: ['tractor'], ...lists },
    ranges,
    back: { title: id, specs: [], description: '' },
    ...extra,
  };
}

export const TYPE_FILTER: FilterDefinition = {
  kind: 'options',
  field: 'product_type',
  label: 'Type',
  options: [
    { value: 'tractor', label: 'Tractor' },
    { value: 'utility', label: 'Utility' },
    { value: 'compact', label: 'Compact' },
  ],
};

export const FEATURE_FILTER: FilterDefinition = {
  kind: 'options',
  field: 'features',
  label: 'Features',
  options: [
    { value: 'gps', label: 'GPS' },
    { value: 'cab', label: 'Cab' },
  ],
};

/** A range that is no power: matched on the cards' own field, in its own unit. */
export const WIDTH_FILTER: FilterDefinition = {
  kind: 'range',
  field: 'width_range',
  label: 'Width',
  min: 0,
  max: 500,
  step: 10,
  unit: 'cm',
};

/**
 * The engine power facet as the boundary makes it of spec §3's two sliders (`slider_range` in hp,
 * `slider_range_kw` in kW): one facet named `slider_range_kw`, kept in kW.
 */
export const POWER_FACET = normalizeFilterSet({
  filters: [
    { field: 'slider_range', label: 'Power (hp)', min: 20, max: 700, step: 5 },
    { field: 'slider_range_kw', label: 'Power (kW)', min: 15, max: 525, step: 5 },
  ],
}).filters[0] as PowerFacet;

export const SORTS: SortOption[] = [
  { key: 'title:asc', field: 'title', direction: 'asc', label: 'Name A-Z' },
  { key: 'price:desc', field: 'price', direction: 'desc', label: 'Price high to low' },
  { key: 'width_range:asc', field: 'width_range', direction: 'asc', label: 'Width' },
];
