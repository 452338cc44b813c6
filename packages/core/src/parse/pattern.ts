/**
 * Validator for an attribute holding a regular expression (a host pattern): the text when it
 * compiles, else throws the engine's message. Used as `attr.string({ validate })`, so a bad
 * pattern is reported once (`<tag> ...: attribute "<attribute>" is invalid: ...`) when it is set and the
 * default is used, instead of on every use. Its own module, so only the elements that
 * use it carry it (parse.ts is one chunk shared by many).
 */
export function validatePattern(value: unknown): string {
  const text = String(value);
  // Compiling throws for a bad pattern. Calling test() on the result keeps the minifier from
  // dropping the construction as unused (terser did: the production check never threw).
  new RegExp(text, 'i').test('');
  return text;
}
