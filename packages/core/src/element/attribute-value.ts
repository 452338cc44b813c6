import type { AttributeSpec } from './define-api';

/**
 * Turns an attribute's text into the prop value. Never throws: an unparsable value is
 * reported as `<tag>: "<name>" ...; using the default.` on the console and the default is used
 * (docs/toolchain.md: r2wc threw uncaught on bad JSON and gave NaN for bad numbers).
 */
export function parseAttributeValue<T>(
  spec: AttributeSpec<T>,
  raw: string | null,
  tag: string,
  name: string,
): T {
  // HTML boolean semantics: presence is true (`<x open>`, `open=""`, `open="open"`), except the
  // text "false": the original data attributes carried "true"/"false", and Vue and Svelte write
  // `open="false"` for a bound false.
  if (spec.kind === 'boolean') return (raw !== null && raw.trim().toLowerCase() !== 'false') as T;
  if (raw === null) return spec.default;
  if (spec.kind === 'number') {
    const value = raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value)
      ? (value as T)
      : invalid(spec, tag, name, `expects a number, got "${raw}"`);
  }
  if (spec.kind === 'json') {
    if (raw.trim() === '') return spec.unusable ?? spec.default;
    try {
      return checked(spec, JSON.parse(raw), tag, name);
    } catch (error) {
      return invalid(spec, tag, name, `is not valid JSON (${(error as Error).message})`);
    }
  }
  return checked(spec, raw, tag, name);
}

/**
 * Coerces a property assignment the same way, so `el.perPage = 'x'` cannot break the view.
 *
 * Text goes through the attribute path: Vue, Svelte, Angular and React set a property whenever
 * the element has one of that name, so `regions='[…]'`, `radius="50"` or `open="false"` written in
 * a template arrive here as strings and must mean what they mean as attributes.
 * `name` is the attribute's name, so both paths log the same `<tag>: "<attribute>"` prefix.
 */
export function coercePropertyValue<T>(
  spec: AttributeSpec<T>,
  value: unknown,
  tag: string,
  name: string,
): T {
  if (value == null) return spec.default;
  if (typeof value === 'string') return parseAttributeValue(spec, value, tag, name);
  if (spec.kind === 'boolean') return Boolean(value) as T;
  if (spec.kind === 'number') {
    return typeof value === 'number' && Number.isFinite(value)
      ? (value as T)
      : invalid(spec, tag, name, 'expects a finite number');
  }
  return checked(spec, spec.kind === 'string' ? String(value) : value, tag, name);
}

function checked<T>(spec: AttributeSpec<T>, value: unknown, tag: string, name: string): T {
  if (!spec.validate) return value as T;
  try {
    // The validator may log partial problems itself (labels): it gets the `<tag>: "<name>"` prefix.
    return spec.validate(value, `${tag}: "${name}"`);
  } catch (error) {
    return invalid(spec, tag, name, `is invalid: ${(error as Error).message}`);
  }
}

function invalid<T>(spec: AttributeSpec<T>, tag: string, name: string, reason: string): T {
  console.error(`${tag}: "${name}" ${reason}; using the default.`);
  return spec.unusable ?? spec.default;
}
