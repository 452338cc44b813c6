import type { AttributeSpec } from './define-api';

/**
 * Turns an attribute's text into the prop value. Never throws: an unparsable value is
 * reported as `<tag>: ...` on the console and the default is used (TOOLCHAIN.md: r2wc threw
 * uncaught on bad JSON and gave NaN for bad numbers).
 */
export function parseAttributeValue<T>(
  spec: AttributeSpec<T>,
  raw: string | null,
  tag: string,
  name: string,
): T {
  // HTML boolean semantics: presence is true, whatever the value (`<x open>`, `open=""`).
  if (spec.kind === 'boolean') return (raw !== null) as T;
  if (raw === null) return spec.default;
  switch (spec.kind) {
    case 'string':
      return checked(spec, raw, tag, name);
    case 'number': {
      const text = raw.trim();
      const value = text === '' ? NaN : Number(text);
      if (!Number.isFinite(value)) {
        console.error(
          `${tag}: attribute "${name}" expects a number, got "${raw}"; using ${String(spec.default)}.`,
        );
        return spec.default;
      }
      return value as T;
    }
    case 'json': {
      if (raw.trim() === '') return spec.default;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        console.error(
          `${tag}: attribute "${name}" is not valid JSON (${(error as Error).message}); using the default.`,
        );
        return spec.default;
      }
      return checked(spec, value, tag, name);
    }
  }
}

/** Coerces a property assignment the same way, so `el.perPage = 'x'` cannot break the view. */
export function coercePropertyValue<T>(
  spec: AttributeSpec<T>,
  value: unknown,
  tag: string,
  name: string,
): T {
  if (value === undefined || value === null) return spec.default;
  switch (spec.kind) {
    case 'boolean':
      return Boolean(value) as T;
    case 'string':
      return checked(spec, String(value), tag, name);
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value as T;
      console.error(
        `${tag}: property "${name}" expects a finite number; using ${String(spec.default)}.`,
      );
      return spec.default;
    case 'json':
      return checked(spec, value, tag, name);
  }
}

function checked<T>(spec: AttributeSpec<T>, value: unknown, tag: string, name: string): T {
  if (!spec.validate) return value as T;
  try {
    return spec.validate(value);
  } catch (error) {
    console.error(`${tag}: "${name}" is invalid: ${(error as Error).message}; using the default.`);
    return spec.default;
  }
}
