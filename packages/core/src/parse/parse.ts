/**
 * Strict parsers for attribute and query-parameter values (dealer-locator spec §5). Each returns
 * null for anything it does not fully accept, so a bad value is ignored rather than half-used.
 */

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const BYTE = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|\\d?\\d)';
const ALPHA = '(?:0|1|0?\\.\\d+|1\\.0+|(?:\\d{1,2}|100)%)';
const RGB = new RegExp(`^rgb\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*\\)$`, 'i');
const RGBA = new RegExp(
  `^rgba\\(\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${BYTE}\\s*,\\s*${ALPHA}\\s*\\)$`,
  'i',
);

/**
 * A 3- or 6-digit hex colour or an rgb()/rgba() form; otherwise null and a console error,
 * prefixed with `where` when the caller knows it (`mf-dealer-locator: "brand_color"`).
 */
export function parseColor(value: string | null | undefined, where?: string): string | null {
  if (value == null || value === '') return null;
  const text = value.trim();
  if (HEX_COLOR.test(text) || RGB.test(text) || RGBA.test(text)) return text;
  console.error(`${where ? `${where}: ` : ''}Invalid color value: "${value}"`);
  return null;
}

/** An optionally signed base-10 integer and nothing else ('12px', '1e3', '1.0' are null). */
export function parseInteger(value: string | null | undefined): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (!/^[+-]?\d+$/.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : null;
}

/** A plain decimal number ('-12.5', '.5', '3'); no exponents, hex, units or Infinity. */
export function parseDecimal(value: string | null | undefined): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Identifier-like text: letters, digits, underscore and hyphen only. */
export function parseIdentifier(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = value.trim();
  return /^[A-Za-z0-9_-]+$/.test(text) ? text : null;
}

/** JSON that never throws: null (and a console error naming `what`) when it does not parse. */
export function parseJson(value: string | null | undefined, what: string): unknown {
  if (value == null || value.trim() === '') return null;
  try {
    return JSON.parse(value);
  } catch (error) {
    console.error(`${what} could not be parsed as JSON`, error);
    return null;
  }
}

/** An http(s) URL, resolved against the page; anything else (javascript:, data:, ...) is null. */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(
      value.trim(),
      base ?? (typeof location === 'undefined' ? undefined : location.href),
    );
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
