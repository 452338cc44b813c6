import type { ProductCard } from '../src/shared/data/card';
import type { FilterDefinition, SortOption } from '../src/shared/data/filters';

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

export const HP_FILTER: FilterDefinition = {
  kind: 'range',
  field: 'slider_range',
  label: 'Power',
  min: 0,
  max: 500,
  step: 10,
  unit: 'hp',
};

export const SORTS: SortOption[] = [
  { key: 'title:asc', field: 'title', direction: 'asc', label: 'Name A-Z' },
  { key: 'price:desc', field: 'price', direction: 'desc', label: 'Price high to low' },
  { key: 'slider_range:asc', field: 'slider_range', direction: 'asc', label: 'Power' },
];
