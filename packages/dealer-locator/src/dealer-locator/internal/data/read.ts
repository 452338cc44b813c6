import { decodeEntities } from '@mf/core/parse/entities';
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

/** The characters of the regular expression class `\s` (whitespace and line terminators). */
function isSpace(code: number): boolean {
  return code <= 0x20
    ? code === 0x20 || (code >= 0x09 && code <= 0x0d)
    : code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff;
}

const CLEAN = 0;
/** Clean apart from an `&`: maybe an entity to decode. */
const AMPERSAND = 1;
const DIRTY = 2;

/**
 * Whether text() would change the string: DIRTY when too long, with whitespace at an end, a
 * control character (tabs and newlines included) or a run of whitespace; else AMPERSAND when it
 * holds an `&`. One pass over the char codes: three regular expressions per field were a tenth
 * of normalize's time (bench profile).
 */
function scan(value: string): number {
  const length = value.length;
  if (length === 0) return CLEAN;
  if (length > MAX_TEXT_LENGTH) return DIRTY;
  let previousSpace = true; // a space at the start counts as a run
  let ampersand = false;
  for (let index = 0; index < length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return DIRTY;
    if (code === 0x26) ampersand = true;
    if (code === 0x20 || code >= 0xa0) {
      const space = isSpace(code);
      if (space && previousSpace) return DIRTY;
      previousSpace = space;
    } else previousSpace = false;
  }
  if (previousSpace) return DIRTY; // a space at the end
  return ampersand ? AMPERSAND : CLEAN;
}

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

/**
 * Strings and finite numbers as trimmed text without control characters; '' otherwise. HTML
 * entities are decoded first (CMS text arrives encoded, `Fish &amp; Chips`), so an
 * entity of a control character or a space is cleaned like the character itself.
 */
export function text(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value !== 'string') return '';
  // Fast path (bench: most fields of a 10,000-record answer are already clean).
  if (scan(value) === CLEAN) return value;
  const source = decodeEntities(value);
  if (scan(source) !== DIRTY) return source;
  return source
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT_LENGTH)
    .trimEnd();
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
