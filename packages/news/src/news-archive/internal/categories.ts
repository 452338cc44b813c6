import { ALL } from './url';

export interface Category {
  value: string;
  label: string;
}

/**
 * The `categories` attribute: an array of { value, label } with non-empty strings. Entries that
 * are malformed, duplicated or use the reserved value 'all' are left out (and logged); anything
 * but an array throws (the adapter logs it and uses []).
 */
export function validateCategories(value: unknown): Category[] {
  if (!Array.isArray(value)) throw new Error('categories must be an array of { value, label }');
  const seen = new Set<string>([ALL]);
  const categories: Category[] = [];
  for (const item of value) {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const itemValue = typeof record.value === 'string' ? record.value.trim() : '';
    const label = typeof record.label === 'string' ? record.label.trim() : '';
    if (!itemValue || !label || seen.has(itemValue)) {
      console.error(`categories: entry ${JSON.stringify(item)} ignored`);
      continue;
    }
    seen.add(itemValue);
    categories.push({ value: itemValue, label });
  }
  return categories;
}
