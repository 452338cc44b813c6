/**
 * "Did you mean" for a misspelt tag, attribute or value: the closest known name, when it is close
 * enough to be the one meant.
 */

/** Edits between two texts: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/**
 * Compared without case, hyphens and underscores: `perPage` (which HTML reads as `perpage`),
 * `per_page` and `Per-Page` all mean `per-page`.
 */
const loose = (text: string) => text.toLowerCase().replace(/[-_]/g, '');

/**
 * The known name closest to `word`, or null when none is within a third of its length (at least
 * one edit): `lable` finds `label`, `src` does not find `site`.
 */
export function closest(word: string, known: Iterable<string>): string | null {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    if (candidate === word) continue;
    const distance =
      loose(candidate) === loose(word) ? 0 : editDistance(word.toLowerCase(), candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : null;
}

/** The message's tail for a suggestion: ` (did you mean "label"?)`, or nothing. */
export function didYouMean(word: string, known: Iterable<string>): string {
  const match = closest(word, known);
  return match === null ? '' : ` (did you mean "${match}"?)`;
}
