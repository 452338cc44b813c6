/**
 * The check of the playground's JSON fields (demo/src/playground.ts) before a value reaches the
 * element: text that is not JSON, or JSON of the wrong shape (a list where the type is an object,
 * or the other way round), is refused with a message and the element keeps its last value. The
 * element would log such a value and fall back to its default (docs/style.md, "The element
 * adapter owns the r2wc pitfalls"); the playground says why next to the field instead.
 */
export type JsonCheck = { ok: true; value: unknown } | { ok: false; message: string };

/** Which top-level JSON a manifest type text takes: a list, an object, or either. */
export function jsonShape(typeText: string): 'array' | 'object' | 'any' {
  const text = typeText.trim();
  if (/\[\]$/.test(text) || /^(?:Readonly)?Array</.test(text)) return 'array';
  if (text.startsWith('{') || text.startsWith('Record<')) return 'object';
  return 'any';
}

export function checkJson(text: string, typeText = ''): JsonCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not JSON: ${(error as Error).message}` };
  }
  const shape = jsonShape(typeText);
  if (shape === 'array' && !Array.isArray(value))
    return { ok: false, message: 'Expected a JSON list ([…]).' };
  if (shape === 'object' && (value === null || typeof value !== 'object' || Array.isArray(value)))
    return { ok: false, message: 'Expected a JSON object ({…}).' };
  return { ok: true, value };
}
