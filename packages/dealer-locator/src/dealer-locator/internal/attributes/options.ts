/**
 * Validators of the JSON option attributes (brands, regions, distances, offerings) as a CMS
 * renders them. Each turns unknown JSON into the typed list or throws an Error naming the field
 * (the adapter logs it and uses the default, CONTRIBUTING "The api file").
 */

export interface BrandOption {
  value: string;
  label: string;
}

export interface RegionOption {
  value: string;
  label: string;
  /** Region centre from the option's data attributes (spec §4 region change). */
  lat?: number;
  lng?: number;
}

export interface DistanceOption {
  /** 'radius unit', e.g. '50 mi' (spec §5). */
  value: string;
  label: string;
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${what} must be an object`);
  return value as Record<string, unknown>;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function optionList(value: unknown, field: string): BrandOption[] {
  if (!Array.isArray(value)) throw new Error(`${field} must be an array of { value, label }`);
  const options: BrandOption[] = [];
  value.forEach((item, index) => {
    const entry = record(item, `${field}[${index}]`);
    const optionValue = text(entry.value);
    if (!optionValue) throw new Error(`${field}[${index}].value must be a non-empty string`);
    options.push({ value: optionValue, label: text(entry.label) || optionValue });
  });
  return options;
}

export function validateBrandOptions(value: unknown): BrandOption[] {
  return optionList(value, 'brands');
}

function coordinate(value: unknown, limit: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined;
}

export function validateRegionOptions(value: unknown): RegionOption[] {
  const base = optionList(value, 'regions');
  return base.map((option, index) => {
    const entry = (value as Record<string, unknown>[])[index]!;
    const lat = coordinate(entry.lat, 90);
    const lng = coordinate(entry.lng, 180);
    return lat !== undefined && lng !== undefined ? { ...option, lat, lng } : option;
  });
}

export function validateDistanceOptions(value: unknown): DistanceOption[] {
  return optionList(value, 'distances');
}

export function validateOfferingsMap(value: unknown): Record<string, string> {
  const entries = record(value, 'offerings');
  const map: Record<string, string> = {};
  for (const [key, label] of Object.entries(entries)) {
    const labelText = text(label);
    if (key.trim() && labelText) map[key] = labelText;
  }
  return map;
}

/** Spec §3: the default distances when the page configures none, in the element's unit. */
export const DEFAULT_RADII = [10, 25, 50, 100, 250, 500] as const;

export function defaultDistanceOptions(unit: string, radius: number): DistanceOption[] {
  const radii = new Set<number>(DEFAULT_RADII);
  if (Number.isInteger(radius) && radius > 0) radii.add(radius);
  return [...radii]
    .sort((a, b) => a - b)
    .map((r) => ({ value: `${r} ${unit}`, label: `${r} ${unit}` }));
}
