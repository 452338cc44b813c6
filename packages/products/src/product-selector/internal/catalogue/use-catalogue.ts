import { useElementContext } from '@mf/core/element/element-context';
import { useFailureEvent } from '@mf/core/element/failure-event';
import { problemList } from '@mf/core/element/problems';
import { apiFetch } from '@mf/core/http/api-fetch';
import { servletBase } from '@mf/core/http/bin-url';
import { useLatestRequest } from '@mf/core/http/latest-request';
import { startTransition, useEffect, useState } from 'react';
import { normalizeCards, type ProductCard } from '../../../shared/data/card';
import { catalogueUrls, type CatalogueQuery } from '../../../shared/data/catalogue-urls';
import {
  normalizeFilterSet,
  type FilterDefinition,
  type SortOption,
} from '../../../shared/data/filters';

interface Catalogue {
  cards: ProductCard[];
  filters: FilterDefinition[];
  sort: SortOption[];
}

const EMPTY: Catalogue = { cards: [], filters: [], sort: [] };

/** spec §8: logged when the cards answer holds no card. */
export const EMPTY_CARDS_ERROR = 'the product cards data is empty';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The skipped entries of an answer (`path: why`, shared/data) to the element's problem reporter
 * (core/element/problems): one warning each, once, naming the element.
 */
function reportSkipped(host: HTMLElement | null, source: string, lines: readonly string[]): void {
  const problems = problemList(host, source);
  for (const line of lines) {
    const split = line.indexOf(': ');
    problems.add({
      place: split < 0 ? source : line.slice(0, split),
      problem: `is not valid: ${split < 0 ? line : line.slice(split + 2)}`,
      instead: 'left out',
    });
  }
  problems.report();
}

/**
 * Loads the cards and the filter definitions in parallel (spec §7), newest request wins
 * (core LatestRequest). spec §8: a failed call logs its error text to the console only; an empty
 * cards answer logs that the data is empty; a card, definition or filter item that fails
 * validation is skipped and reported by path (core/element/problems). A failed cards call ends in the empty grid; a failed filters call
 * leaves the cards unfiltered (no panel). A call with no answer within DATA_DEADLINE_MS
 * (core/http/deadline) fails the same way. Each failed call also fires the element's `mf-error`
 * (source 'request'), so a page hears of it, not only the console. `null` query: nothing to ask (site or path missing).
 */
export function useCatalogue(
  query: CatalogueQuery | null,
  tag: string,
): { loading: boolean; catalogue: Catalogue } {
  const { host } = useElementContext();
  const latest = useLatestRequest();
  const failureEvent = useFailureEvent();
  const key = query ? JSON.stringify(query) : null;
  const [settled, setSettled] = useState<{ key: string | null; catalogue: Catalogue }>({
    key: null,
    catalogue: EMPTY,
  });

  useEffect(() => {
    if (key === null) {
      latest.abort();
      return;
    }
    const urls = catalogueUrls(JSON.parse(key) as CatalogueQuery);
    const base = servletBase((JSON.parse(key) as CatalogueQuery).origin);
    void latest
      .run((signal) =>
        Promise.allSettled([
          apiFetch<unknown>(urls.cards, { signal }),
          apiFetch<unknown>(urls.filters, { signal }),
        ]),
      )
      .then((outcome) => {
        if (!outcome.ok) return;
        const [cardsAnswer, filtersAnswer] = outcome.value;
        const catalogue: Catalogue = { cards: [], filters: [], sort: [] };
        try {
          if (cardsAnswer.status === 'rejected') throw cardsAnswer.reason;
          const cards = normalizeCards(cardsAnswer.value, base);
          reportSkipped(host, 'product cards answer', cards.skipped);
          if (cards.items.length === 0) console.error(`${tag}: ${EMPTY_CARDS_ERROR}`);
          catalogue.cards = cards.items;
        } catch (error) {
          console.error(`${tag}: the product cards request failed: ${message(error)}`);
          failureEvent(error);
        }
        try {
          if (filtersAnswer.status === 'rejected') throw filtersAnswer.reason;
          const set = normalizeFilterSet(filtersAnswer.value);
          reportSkipped(host, 'product filters answer', set.skipped);
          catalogue.filters = set.filters;
          catalogue.sort = set.sort;
        } catch (error) {
          console.error(`${tag}: the product filters request failed: ${message(error)}`);
          failureEvent(error);
        }
        // The answer renders as a transition (CONTRIBUTING, element runtime).
        startTransition(() => setSettled({ key, catalogue }));
      });
  }, [key, latest, tag, failureEvent, host]);

  if (key === null) return { loading: false, catalogue: EMPTY };
  return {
    loading: settled.key !== key,
    catalogue: settled.key === key ? settled.catalogue : EMPTY,
  };
}
