/**
 * The one encoder for values put into an address (query values, path segments, cookie values,
 * hash fragments). encodeURIComponent throws `URIError: URI malformed` on a lone UTF-16
 * surrogate, and such text reaches us unchecked: a dealer code from local storage (site spec §3
 * "read ... and not checked"), a search answer, a page attribute. One throw there used to leave
 * `<mf-lead-form>` and `<mf-form-modal>` without a frame. Here every lone
 * surrogate becomes U+FFFD (the replacement character, as the WHATWG URL and TextEncoder do), so
 * building an address never throws and the result always parses with `new URL`.
 *
 * Use it wherever the library encodes a value into an address; a lint rule forbids the bare
 * encodeURIComponent everywhere else (eslint.config.js).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

type WithToWellFormed = string & { toWellFormed?: () => string };

/**
 * `value` with every lone surrogate replaced by U+FFFD: String.prototype.toWellFormed where the
 * browser has it (Chromium 111, Firefox 119, Safari 16.4), else a regular expression. `native`
 * false forces the fallback (for its test).
 */
export function wellFormed(value: string, native = true): string {
  const toWellFormed = (value as WithToWellFormed).toWellFormed;
  if (native && typeof toWellFormed === 'function') return toWellFormed.call(value);
  return value.replace(LONE_SURROGATE, '\uFFFD');
}

/** encodeURIComponent that never throws: lone surrogates are encoded as U+FFFD (%EF%BF%BD). */
export function encodeUrlComponent(value: string | number): string {
  // eslint-disable-next-line no-restricted-globals -- the one place the bare encoder is allowed
  return encodeURIComponent(wellFormed(String(value)));
}
