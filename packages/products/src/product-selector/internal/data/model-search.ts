/**
 * The model search (README, "Model search"): one normaliser for every model name and every typed
 * query, so "6R 250", "6250R" and "6r-250" are one key, and "mf5s", "MF-5S" and "5s" find "MF 5S".
 *
 * A key is the name's digits in their order, then its letters in their order: case, marks,
 * spaces, hyphens and any other sign fall away, the brand prefix at the front of the letters too,
 * and with them the order of the letter and number groups (a letter group moved past a number
 * group leaves both runs as they were). Names are keyed once per catalogue (`modelIndex`); a
 * keystroke keys only the query and compares strings.
 */

const DEFAULT_BRAND = 'MF';

interface ModelKey {
  readonly digits: string;
  readonly letters: string;
  /** Where each group of digits (of letters) starts in `digits` (`letters`): 0 first. */
  readonly digitGroups: readonly number[];
  readonly letterGroups: readonly number[];
}

/** The ranks of a match, best first. */
export const EXACT = 0;
export const PREFIX = 1;
export const GROUP = 2;
export type MatchRank = typeof EXACT | typeof PREFIX | typeof GROUP;

const SIGN = /[^0-9\p{L}]/u;

/**
 * Lower case without marks ("É" is "e"). Decomposed before and after lower-casing: a letter
 * whose lower case decomposes (or a compatibility form that decomposes to a capital) comes out
 * the same however often it is folded.
 */
const fold = (text: string) =>
  text.normalize('NFKD').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The brand prefix as it is matched: folded, its letters only (a key's digits and letters are
 * two runs, and the prefix is taken off the front of the letters).
 */
const brandLetters = (brand: string) => fold(brand).replace(/\P{L}/gu, '');

/**
 * The key of a name: its digits and its letters, each run in its order with the starts of its
 * groups (a group ends at a sign or at the other kind: "6R 250" has the digit groups 6 and 250),
 * the brand prefix taken off the front of the letters as often as it stands there ("MF 5S",
 * "mf5s", "5 MF S" and "MF MF 5S" are all "5" and "s"; a key never starts with the prefix, so
 * keying is idempotent).
 */
function keyOf(name: string, prefix: string): ModelKey {
  let digits = '';
  let letters = '';
  const digitGroups: number[] = [];
  let letterGroups: number[] = [];
  let last = '';
  for (const char of fold(name)) {
    const kind = char >= '0' && char <= '9' ? 'd' : SIGN.test(char) ? '' : 'l';
    if (kind === 'd') {
      if (last !== kind) digitGroups.push(digits.length);
      digits += char;
    } else if (kind) {
      if (last !== kind) letterGroups.push(letters.length);
      letters += char;
    }
    last = kind;
  }
  while (prefix && letters.startsWith(prefix)) {
    letters = letters.slice(prefix.length);
    letterGroups = [0, ...letterGroups.map((at) => at - prefix.length).filter((at) => at > 0)];
  }
  return { digits, letters, digitGroups, letterGroups };
}

/**
 * The one normaliser: the model key of a name or a query, its digits then its letters
 * ("6R 250" and "6250R" are "6250r"; "MF 5S" is "5s"). Idempotent.
 */
export function normaliseModel(name: string, brand = DEFAULT_BRAND): string {
  const { digits, letters } = keyOf(name, brandLetters(brand));
  return digits + letters;
}

/** A query's run is empty or stands at the start of one of the name's groups. */
const atGroup = (run: string, groups: readonly number[], part: string) =>
  !part || groups.some((at) => run.startsWith(part, at));

/**
 * How a query's key matches a name's: EXACT when both runs are equal; PREFIX when each of the
 * query's runs starts the name's ("62" and "6250R"; "6R 2" and "6R 250"); GROUP when each starts
 * at one of the name's groups ("150" and "premium" find "8R 150 Premium"; "R" does not find
 * "6M 175 Premium", nor "250" "6250R": neither starts a group); else null.
 */
function matchRank(query: ModelKey, name: ModelKey): MatchRank | null {
  if (query.digits === name.digits && query.letters === name.letters) return EXACT;
  if (name.digits.startsWith(query.digits) && name.letters.startsWith(query.letters)) return PREFIX;
  if (
    atGroup(name.digits, name.digitGroups, query.digits) &&
    atGroup(name.letters, name.letterGroups, query.letters)
  )
    return GROUP;
  return null;
}

export interface ModelIndex<T> {
  readonly items: readonly T[];
  readonly keys: readonly ModelKey[];
  /** The brand prefix's letters, folded. */
  readonly prefix: string;
}

/** Keys every item's name once (per catalogue, not per keystroke). */
export function modelIndex<T>(
  items: readonly T[],
  name: (item: T) => string,
  brand = DEFAULT_BRAND,
): ModelIndex<T> {
  const prefix = brandLetters(brand);
  return { items, keys: items.map((item) => keyOf(name(item), prefix)), prefix };
}

/**
 * The items the query finds, with their ranks; null when the query has no key (empty, spaces,
 * the brand alone): no search, every item stays.
 */
export function searchModels<T>(
  index: ModelIndex<T>,
  query: string,
): ReadonlyMap<T, MatchRank> | null {
  const key = keyOf(query, index.prefix);
  if (!key.digits && !key.letters) return null;
  const found = new Map<T, MatchRank>();
  index.keys.forEach((itemKey, at) => {
    const rank = matchRank(key, itemKey);
    if (rank !== null) found.set(index.items[at]!, rank);
  });
  return found;
}

/**
 * `items` (in the selector's order) with the exact matches first, then the prefix matches, then
 * the group matches; each keeps that order. Items the ranks do not hold are left out.
 */
export function rankFirst<T>(items: readonly T[], ranks: ReadonlyMap<T, MatchRank>): T[] {
  const groups: T[][] = [[], [], []];
  for (const item of items) {
    const rank = ranks.get(item);
    if (rank !== undefined) groups[rank]!.push(item);
  }
  return groups.flat();
}
