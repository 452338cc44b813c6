import type { ProductCard } from '../../../shared/data/card';
import type { FilterDefinition, SortOption } from '../../../shared/data/filters';
import { cardPower, type PowerFacet } from '../../../shared/data/power';
import { rankFirst, searchModels, type ModelIndex } from './model-search';
import { overlaps, parseStoredRange, type Selection } from './selection';

/** Count per option value, per list field: cards the option would show with the other filters. */
export type FacetCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

interface Applied {
  /** The matching cards in the chosen order. */
  cards: ProductCard[];
  counts: FacetCounts;
}

type Test = { field: string; matches: (card: ProductCard) => boolean };

function tests(filters: readonly FilterDefinition[], selection: Selection): Test[] {
  const list: Test[] = [];
  for (const filter of filters) {
    const { field } = filter;
    if (filter.kind === 'options') {
      const chosen = selection.options[field];
      if (!chosen?.length) continue;
      const set = new Set(chosen);
      // Options of one field widen (any of them), fields narrow (all of them).
      list.push({ field, matches: (card) => (card.lists[field] ?? []).some((v) => set.has(v)) });
    } else {
      // spec §5: applied only when the stored value has two parts.
      const range = parseStoredRange(selection.ranges[field]);
      if (!range) continue;
      // A power facet compares in kW, whatever unit it is shown in (README, "Power units").
      if (filter.kind === 'power')
        list.push({ field, matches: (card) => overlaps(cardPower(card, filter), range) });
      else list.push({ field, matches: (card) => overlaps(card.ranges[field], range) });
    }
  }
  return list;
}

/**
 * Filters, counts and sorts in one pass over the cards: O(cards x fields). A card failing no
 * test is a result and counts for every option it has; a card failing exactly one field's test
 * counts for that field's options only (what choosing one of them would add); two or more
 * failures count nowhere.
 */
export function applySelection(
  cards: readonly ProductCard[],
  filters: readonly FilterDefinition[],
  sortOptions: readonly SortOption[],
  selection: Selection,
): Applied {
  const active = tests(filters, selection);
  const optionFields = filters.filter((f) => f.kind === 'options').map((f) => f.field);
  const counts = new Map<string, Map<string, number>>(optionFields.map((f) => [f, new Map()]));
  const add = (field: string, card: ProductCard) => {
    const bucket = counts.get(field);
    if (!bucket) return;
    for (const value of card.lists[field] ?? []) bucket.set(value, (bucket.get(value) ?? 0) + 1);
  };
  const results: ProductCard[] = [];
  for (const card of cards) {
    let failed: string | null = null;
    let failures = 0;
    for (const test of active) {
      if (test.matches(card)) continue;
      failures += 1;
      failed = test.field;
      if (failures > 1) break;
    }
    if (failures === 0) {
      results.push(card);
      for (const field of optionFields) add(field, card);
    } else if (failures === 1 && failed) add(failed, card);
  }
  const option = sortOptions.find((o) => o.key === selection.sort) ?? sortOptions[0];
  return { cards: option ? sortCards(results, option, filters) : results, counts };
}

type Key = number | string | null;

function sortValue(
  card: ProductCard,
  field: string,
  direction: 'asc' | 'desc',
  facet: PowerFacet | undefined,
): Key {
  if (field === 'title') return card.title;
  if (field === 'price') return card.price;
  const range = facet ? cardPower(card, facet) : card.ranges[field];
  // A range sorts by its low end ascending and by its high end descending.
  if (range) return direction === 'asc' ? range.min : range.max;
  return card.lists[field]?.[0] ?? null;
}

// Made at the first text sort, not when the module is evaluated: the all-in-one bundle evaluates
// every element's modules, and a page's first Intl object costs 12-20 ms.
let collator: Intl.Collator | undefined;
function textCollator(): Intl.Collator {
  return (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));
}

/**
 * Stable sort by a sort option (spec §3): title, price, a range field or a list field's first
 * value; numbers numerically, text by a numeric-aware collator; cards without the value last in
 * both directions; ties keep the answer's order. A field of a power facet among `filters` (its
 * own, or one of its sources: `slider_range`) sorts by the cards' power in kW, so a card with a
 * kW figure only sorts among the others.
 */
export function sortCards(
  cards: readonly ProductCard[],
  option: SortOption,
  filters: readonly FilterDefinition[] = [],
): ProductCard[] {
  const sign = option.direction === 'asc' ? 1 : -1;
  const facet = filters.find(
    (f): f is PowerFacet =>
      f.kind === 'power' &&
      (f.field === option.field || f.sources.some((s) => s.field === option.field)),
  );
  const keyed = cards.map((card, index) => ({
    card,
    index,
    key: sortValue(card, option.field, option.direction, facet),
  }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null)
      return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : textCollator().compare(String(a.key), String(b.key));
    return order !== 0 ? sign * order : a.index - b.index;
  });
  return keyed.map((entry) => entry.card);
}

/**
 * applySelection over the cards the model search finds (README, "Model search"): the search
 * narrows with the filters, so the option counts follow it, and its exact then prefix matches
 * come first in the chosen order. `found`: how many cards the search alone finds (null: no
 * search).
 */
export function applySearch(
  models: ModelIndex<ProductCard>,
  filters: readonly FilterDefinition[],
  sortOptions: readonly SortOption[],
  selection: Selection,
): Applied & { found: number | null } {
  const ranks = searchModels(models, selection.query ?? '');
  if (!ranks)
    return { ...applySelection(models.items, filters, sortOptions, selection), found: null };
  const cards = models.items.filter((card) => ranks.has(card));
  const applied = applySelection(cards, filters, sortOptions, selection);
  return { counts: applied.counts, cards: rankFirst(applied.cards, ranks), found: cards.length };
}
