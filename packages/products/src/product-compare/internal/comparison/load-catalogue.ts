/**
 * The catalogue the comparison reads: the product selector's two servlets (spec §7, the same
 * attributes and addresses: shared/data/catalogue-urls.ts), through core/http's apiFetch and so
 * under its data deadline (docs/laws/deadlines.md: no answer within 15 s fails like an error).
 * Asked once per page and query; a failed answer is asked again next time.
 */
import { apiFetch } from '@mf/core/http/api-fetch';
import { servletBase } from '@mf/core/http/bin-url';
import { normalizeCards, type ProductCard } from '../../../shared/data/card';
import { catalogueUrls, type CatalogueQuery } from '../../../shared/data/catalogue-urls';
import { normalizeFilterSet, type FilterDefinition } from '../../../shared/data/filters';

export interface CompareCatalogue {
  /** Every valid card by its id (the card's path). */
  cards: ReadonlyMap<string, ProductCard>;
  /** The filter definitions: the labels of the list fields' values. */
  filters: readonly FilterDefinition[];
}

const loads = new Map<string, Promise<CompareCatalogue>>();

async function fetchCatalogue(query: CatalogueQuery): Promise<CompareCatalogue> {
  const urls = catalogueUrls(query);
  const [cards, filters] = await Promise.all([
    apiFetch<unknown>(urls.cards),
    apiFetch<unknown>(urls.filters),
  ]);
  // Cards that fail validation are the selector's to report (it logs each by path); here they
  // are simply not comparable, and an id that names one is dropped as unknown.
  const { items } = normalizeCards(cards, servletBase(query.origin));
  return {
    cards: new Map(items.map((card) => [card.id, card])),
    filters: normalizeFilterSet(filters).filters,
  };
}

/** The catalogue of `query`, fetched once; rejects with the request's error (or the deadline). */
export function loadCatalogue(query: CatalogueQuery): Promise<CompareCatalogue> {
  const key = JSON.stringify(query);
  let load = loads.get(key);
  if (!load) {
    load = fetchCatalogue(query);
    loads.set(key, load);
    load.catch(() => loads.delete(key));
  }
  return load;
}
