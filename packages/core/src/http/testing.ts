/**
 * Test-only arbitraries for addresses (fast-check). Not imported by any element: no bundle
 * carries it.
 */
import fc from 'fast-check';

/** One UTF-16 code unit that is half of a surrogate pair, alone. */
const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/**
 * Any text a page, storage or a server may hand us: every code point (fast-check's 'binary'
 * unit, which leaves lone surrogates out) plus lone surrogates, which JSON.parse('"\\ud800"')
 * and localStorage happily produce.
 */
export const anyText = (constraints: { maxLength?: number } = {}) =>
  fc.string({
    ...constraints,
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      { weight: 1, arbitrary: loneSurrogate },
    ),
  });
