/** The units of the radius and the distances shown (spec §3 search form options). */
export type DistanceUnit = 'mi' | 'km';

/**
 * The `distance-unit` attribute's validator: `mi` or `km` (case and surrounding spaces
 * forgiven, as `mode`). Anything else throws, so the element adapter reports it once
 * (`attribute "distance-unit" is invalid: …; using the default.`, core/element/problems) and
 * the market's unit applies: a unit the author misspelled (`miles`, `kilometres`) is said, not
 * silently read as another. Empty: the market's unit (docs/markets.md).
 */
export function validateDistanceUnit(value: unknown): DistanceUnit | '' {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === 'mi' || text === 'km' || text === '') return text;
  throw new Error('expected mi or km');
}
