/** The Select's option list logic: keyboard steps over disabled options and type-ahead. */

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** How long typed characters accumulate into one type-ahead search (APG example: 500 ms). */
export const TYPEAHEAD_MS = 500;
/** PageUp/PageDown move by this many options. */
export const PAGE_STEP = 10;

/** Index of the next enabled option from `from` in direction `step`, or `from` if there is none. */
export function nextEnabled(options: readonly SelectOption[], from: number, step: 1 | -1): number {
  for (let i = from + step; i >= 0 && i < options.length; i += step)
    if (!options[i]!.disabled) return i;
  return from;
}

export function firstEnabled(options: readonly SelectOption[]): number {
  return nextEnabled(options, -1, 1);
}

export function lastEnabled(options: readonly SelectOption[]): number {
  return nextEnabled(options, options.length, -1);
}

/**
 * Type-ahead match: the first enabled option after `current` whose label starts with `search`
 * (case-insensitive), wrapping around. A search of one repeated letter ('ccc') cycles through the
 * options starting with that letter, as a native select does. -1 when nothing matches.
 */
export function typeaheadIndex(
  options: readonly SelectOption[],
  current: number,
  search: string,
): number {
  const text = search.toLocaleLowerCase();
  const repeated = text.length > 1 && [...text].every((c) => c === text[0]);
  const needle = repeated ? text[0]! : text;
  // A longer search keeps the current option when it still matches; a fresh letter moves on.
  const start = text.length > 1 && !repeated ? Math.max(current, 0) : current + 1;
  for (let n = 0; n < options.length; n++) {
    const index = (start + n + options.length) % options.length;
    const option = options[index]!;
    if (!option.disabled && option.label.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

/** `from` moved by `step` options (clamped), landing on an enabled one. */
export function stepBy(options: readonly SelectOption[], from: number, step: number): number {
  const target = Math.min(options.length - 1, Math.max(0, from + step));
  if (!options[target]?.disabled) return target;
  const direction = step > 0 ? 1 : -1;
  const further = nextEnabled(options, target, direction);
  return further !== target ? further : nextEnabled(options, target, direction === 1 ? -1 : 1);
}
