/**
 * The product selector's grid draws its first screen, then a batch of cards after each
 * paint (results-grid.tsx). A batch is a transition: React draws it in slices and the page gets
 * turns in between. An update from a timer is otherwise a default one, which React renders and
 * commits in one task (as a trace of the selector's page in Chromium showed).
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { card } from '../../packages/products/testing/cards';
import {
  CARDS_PER_FRAME,
  firstCards,
  ResultsGrid,
} from '../../packages/products/src/product-selector/internal/results/results-grid';
import { cardLabels as LABELS } from '../../packages/products/src/shared/card/labels';
import { expect } from './helpers';

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the product grid', () => {
  it('draws each batch as a transition: the page gets turns while a batch renders', async () => {
    let priced = 0;
    // 8 ms of render work per card, longer than one of React's slices.
    const slowPrice = (price: number) => {
      priced++;
      const end = performance.now() + 8;
      while (performance.now() < end);
      return String(price);
    };
    const first = firstCards();
    const list = Array.from({ length: first + CARDS_PER_FRAME }, (_, i) => ({
      ...card(`c${i}`),
      price: 100,
    }));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const articles = () => container.querySelectorAll('article').length;
    try {
      root.render(
        h(ResultsGrid, {
          idPrefix: 'g',
          cards: list,
          serial: new Map(list.map((c, i) => [c.id, i])),
          flipped: new Set<string>(),
          dialogCard: null,
          headingLevel: 3,
          formatPrice: slowPrice,
          reducedMotion: false,
          labels: LABELS,
          onFlip: () => {},
          onDialogClose: () => {},
        }),
      );
      while (articles() < first) await turn();
      let turns = 0;
      while (articles() < list.length) {
        await turn();
        // A turn between the batch's first card and its commit.
        if (priced > first && articles() < list.length) turns++;
      }
      // In one task (a default update) the page gets none; as a transition, one between slices
      // (3 on a quiet machine).
      expect(turns).to.be.at.least(1);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});
