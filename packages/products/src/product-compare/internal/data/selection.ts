/**
 * The tray's selection, pure (product-compare README, "Decisions"): at most COMPARE_MAX products
 * in the order chosen, no repeats. A fifth is refused, never swapped in for another.
 */
import { COMPARE_MAX, type CompareItem } from '../../../shared/compare/compare-state';

export type Selection = readonly CompareItem[];

/** `item` added at the end; the same selection when it is there already or the tray is full. */
export function addItem(selection: Selection, item: CompareItem): Selection {
  const at = selection.findIndex((chosen) => chosen.id === item.id);
  if (at >= 0) {
    // Chosen already: a name learnt since (a card's title for a shared link's id) is kept.
    if (!item.title || selection[at]!.title === item.title) return selection;
    return selection.map((chosen, i) => (i === at ? { ...chosen, title: item.title } : chosen));
  }
  if (selection.length >= COMPARE_MAX) return selection;
  return [...selection, item];
}

/** Whether adding `id` would be refused: the tray is full and it is not chosen yet. */
export function isRefused(selection: Selection, id: string): boolean {
  return selection.length >= COMPARE_MAX && !selection.some((item) => item.id === id);
}

export function removeItem(selection: Selection, id: string): Selection {
  return selection.some((item) => item.id === id)
    ? selection.filter((item) => item.id !== id)
    : selection;
}

/** The selection with names from `titles` (catalogue data) and without the ids it lacks. */
export function resolveItems(
  selection: Selection,
  titles: ReadonlyMap<string, string>,
): { selection: Selection; unknown: string[] } {
  const unknown = selection.filter((item) => !titles.has(item.id)).map((item) => item.id);
  return {
    selection: selection.flatMap((item) => {
      const title = titles.get(item.id);
      return title === undefined ? [] : [{ id: item.id, title }];
    }),
    unknown,
  };
}

export const sameIds = (a: Selection, b: Selection) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]!.id);
