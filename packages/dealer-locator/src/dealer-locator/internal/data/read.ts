import { parseDecimal } from '@mf/core/parse/parse';

/**
 * Readers for untrusted JSON: each takes `unknown` and returns a usable value or a fallback,
 * never throws. normalize.ts builds the Dealer from these only.
 */

/** Text fields longer than this are cut: a hostile record must not blow up the layout. */
export const MAX_TEXT_LENGTH = 300;

// Control characters (except ordinary whitespace) have no place in display text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
// Anything text() would change inside the string: control characters (tabs and newlines
// included) and runs of whitespace. The ends are checked apart: anchored alternatives
// (`^\s|\s$`) made this test a tenth of normalize's time (bench profile).
// eslint-disable-next-line no-control-regex
const NEEDS_CLEANING = /[\u0000-\u001f\u007f]|\s\s/;
const SPACE = /\s/;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A field of a record, or undefined when the value is not a plain object. Only called with the
 * fixed field names of spec §3, none of which exists on Object.prototype, so a plain read is
 * safe (and it is the hot path of normalize).
 */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) ? value[key] : undefined;
}

/** Strings and finite numbers as trimmed text without control characters; '' otherwise. */
export function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  // Fast path (bench: most fields of a 10,000-record answer are already clean).
  if (
    value.length <= MAX_TEXT_LENGTH &&
    !SPACE.test(value.charAt(0)) &&
    !SPACE.test(value.charAt(value.length - 1)) &&
    !NEEDS_CLEANING.test(value)
  )
    return value;
  return value.replace(CONTROL, '').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH).trimEnd();
}

/** text() or null when empty. */
export function optionalText(value: unknown): string | null {
  return text(value) || null;
}

/** Finite numbers, and numeric strings ('41.5'); null otherwise. */
export function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseDecimal(value);
  return null;
}

/** true/false, also from 'true'/'false' strings; null for anything else (spec §9: SA null). */
export function booleanOrNull(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function array(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function latitude(value: unknown): number | null {
  const n = number(value);
  return n !== null && n >= -90 && n <= 90 ? n : null;
}

export function longitude(value: unknown): number | null {
  const n = number(value);
  return n !== null && n >= -180 && n <= 180 ? n : null;
}
