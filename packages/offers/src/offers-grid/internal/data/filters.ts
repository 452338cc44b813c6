/**
 * The two filters of the offers grid (site-components spec §2 "Current-offers grid", §4 "the
 * secondary filter depends on the primary type"): the type comes first, the names are those of
 * the cards matching the chosen type. Pure functions over the cards' type and name.
 */

/** The value of "all types" / "all names" in both filters. */
export const ALL = '';

interface Filterable {
  type: string;
  name: string;
}

function distinct(values: Iterable<string>): string[] {
  return [...new Set([...values].filter(Boolean))];
}

/** The types, in the order of the cards. */
export function typesOf(offers: readonly Filterable[]): string[] {
  return distinct(offers.map((offer) => offer.type));
}

/** The names of the cards of `type` (every card for ALL), in the order of the cards. */
export function namesFor(offers: readonly Filterable[], type: string): string[] {
  return distinct(
    offers.filter((offer) => type === ALL || offer.type === type).map((offer) => offer.name),
  );
}

export function matches(offer: Filterable, type: string, name: string): boolean {
  return (type === ALL || offer.type === type) && (name === ALL || offer.name === name);
}

/**
 * Where the detail panel goes among the shown cards (spec §2): after the last card of the opened
 * card's row (`perRow` cards a row; the short last row ends at the last card), or directly after
 * the card with one card a row (mobile). Returns the index of the card it follows.
 */
export function panelAfter(position: number, shown: number, perRow: number): number {
  if (perRow <= 1) return position;
  const rowEnd = Math.floor(position / perRow) * perRow + perRow - 1;
  return Math.min(rowEnd, shown - 1);
}
