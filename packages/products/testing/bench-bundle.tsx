/**
 * What `npm run bench` (scripts/bench-products.ts) bundles: the product data layer and the grid
 * view, with the synthetic 1,000-card catalogue. Tests and benches only; never built.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { normalizeCards, type ProductCard } from '../src/shared/data/card';
import { normalizeFilterSet } from '../src/shared/data/filters';
import { applySelection } from '../src/product-selector/internal/data/apply';
import {
  modelIndex,
  rankFirst,
  searchModels,
} from '../src/product-selector/internal/data/model-search';
import type { Selection } from '../src/product-selector/internal/data/selection';
import { ResultsGrid } from '../src/product-selector/internal/results/results-grid';
import { benchAnswers, benchModelNames } from './catalogue';

export const apply = applySelection;

/** The model search over `count` generated names: keyed once, then a keystroke's work. */
export function modelSearch(count: number) {
  const names = benchModelNames(count);
  const index = () => modelIndex(names, (name) => name);
  const models = index();
  return {
    index,
    /** What the view does at a key: key the query, match every name, rank the found first. */
    keystroke(query: string) {
      const ranks = searchModels(models, query);
      return ranks ? rankFirst(names, ranks).length : names.length;
    },
  };
}

export function normalize(count: number) {
  const answers = benchAnswers(count);
  return [normalizeCards(answers.cards), normalizeFilterSet(answers.filters)];
}

/** The normalised catalogue and a round of selections: options, ranges, sorts. */
export function prepare(count: number) {
  const answers = benchAnswers(count);
  const cards = normalizeCards(answers.cards).items;
  const { filters, sort } = normalizeFilterSet(answers.filters);
  const selections: Selection[] = [
    { options: { product_type: ['v1'] }, ranges: {}, sort: '' },
    { options: { product_type: ['v1', 'v2'], feature_3: ['v4'] }, ranges: {}, sort: 'price:desc' },
    { options: { feature_5: ['v0'] }, ranges: { slider_range: '100-300' }, sort: '' },
    {
      options: {},
      ranges: { slider_range: '150-400', slider_range_kw: '50-300' },
      sort: 'price:desc',
    },
  ];
  return { cards, filters, sort, selections };
}

const labels = {
  flip: 'Specifications',
  flipBack: 'Overview',
  readMore: 'More',
  readLess: 'Less',
  close: 'Close',
  compare: 'Compare',
};
const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatPrice = (value: number) => price.format(value);
const noop = () => {};
const serial = new Map<string, number>();

/** A grid rendered synchronously (flushSync), so a measurement holds the whole commit. */
export function mountGrid(container: Element) {
  const root = createRoot(container);
  return {
    render(cards: readonly ProductCard[], flipped: ReadonlySet<string>) {
      for (const card of cards) if (!serial.has(card.id)) serial.set(card.id, serial.size);
      flushSync(() =>
        root.render(
          <ResultsGrid
            idPrefix="b"
            cards={cards}
            serial={serial}
            flipped={flipped}
            dialogCard={null}
            headingLevel={3}
            formatPrice={formatPrice}
            reducedMotion={false}
            labels={labels}
            onFlip={noop}
            onDialogClose={noop}
          />,
        ),
      );
    },
  };
}
