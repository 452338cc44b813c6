/** The cards' Compare toggle: the selector's grid and the standalone card, against the tray's events. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElementContext } from '@mf/core/element/element-context';
import { renderView } from '@mf/core/testing/render-view';
import { card } from '@mf/products/testing/cards';
import { ProductCard } from '../../product-card/product-card';
import { productCardApi } from '../../product-card/product-card.api';
import { ResultsGrid } from '../../product-selector/internal/results/results-grid';
import { COMPARE_CHANGE, COMPARE_STORAGE_KEY } from '../compare/compare-state';
import { cardLabels } from './labels';

afterEach(() => {
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

/** What the last press asked the tray. */
const lastAsk = (emit: { mock: { calls: unknown[][] } }) => emit.mock.calls.at(-1);
/** The pressed state of the toggle named `name`. */
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

/** The tray's answer, as it sends it: an event on the document. */
const trayAnswers = (ids: string[]) =>
  act(() => {
    document.dispatchEvent(new CustomEvent(COMPARE_CHANGE, { detail: { ids } }));
  });

function renderGrid(emit = vi.fn((_name: string, _detail?: unknown) => true)) {
  const cards = [
    card('/p/a', {}, {}, { title: 'MF 5S' }),
    card('/p/b', {}, {}, { title: 'MF 8S' }),
  ];
  render(
    <ElementContext.Provider value={{ host: null, portalRoot: null, locale: 'en', emit }}>
      <ResultsGrid
        idPrefix="g"
        cards={cards}
        serial={new Map(cards.map((c, i) => [c.id, i]))}
        flipped={new Set()}
        dialogCard={null}
        headingLevel={3}
        formatPrice={String}
        reducedMotion={false}
        labels={cardLabels}
        onFlip={() => {}}
        onDialogClose={() => {}}
      />
    </ElementContext.Provider>,
  );
  return emit;
}

describe('<mf-product-selector> cards: the Compare toggle', () => {
  it('is a button named with the product; it asks the tray and is pressed by its answer only', async () => {
    const emit = renderGrid();
    const toggle = screen.getByRole('button', { name: 'Compare MF 5S' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(lastAsk(emit)).toEqual([
      'mf-compare-toggle',
      { id: '/p/a', title: 'MF 5S', chosen: true },
    ]);
    // No answer (a fifth product refused): it stays unpressed.
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    trayAnswers(['/p/a']);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Compare MF 8S')).toBe('false');
    await userEvent.click(toggle);
    expect(lastAsk(emit)).toEqual([
      'mf-compare-toggle',
      { id: '/p/a', title: 'MF 5S', chosen: false },
    ]);
  });

  it('at the upgrade, asks the tray once and shows its answer before it paints', () => {
    // A tray already on the page answers at once (its listener on the document).
    const answer = () =>
      document.dispatchEvent(new CustomEvent(COMPARE_CHANGE, { detail: { ids: ['/p/b'] } }));
    const asked = vi.fn(answer);
    const emit = vi.fn((name: string, _detail?: unknown) => {
      if (name === 'mf-compare-request') asked();
      return true;
    });
    renderGrid(emit);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls).toEqual([['mf-compare-request', null]]);
    expect([pressed('Compare MF 5S'), pressed('Compare MF 8S')]).toEqual(['false', 'true']);
  });

  it('without a tray nothing is pressed: the cards do not read the address or storage themselves', () => {
    sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ id: '/p/b', title: 'MF 8S' }]));
    history.replaceState(null, '', '/?compare=%2Fp%2Fa');
    renderGrid();
    expect([pressed('Compare MF 5S'), pressed('Compare MF 8S')]).toEqual(['false', 'false']);
    // A tray that upgrades later says what it holds; the cards follow.
    trayAnswers(['/p/a']);
    expect([pressed('Compare MF 5S'), pressed('Compare MF 8S')]).toEqual(['true', 'false']);
  });
});

describe('<mf-product-card>: the Compare toggle', () => {
  it('only with a product-id, which asks the tray once; pressed as the tray answers', async () => {
    const { rerenderWith, emit } = renderView(productCardApi, ProductCard, {});
    expect(screen.queryByRole('button', { name: /^Compare/ })).toBeNull();
    expect(emit).not.toHaveBeenCalled();
    rerenderWith({ productId: '/p/a' });
    expect(emit.mock.calls).toEqual([['mf-compare-request', null]]);
    const toggle = screen.getByRole('button', { name: /^Compare/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    trayAnswers(['/p/a']);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    // A standalone card's title is its slotted heading's text (none in this view test).
    expect(lastAsk(emit)).toEqual(['mf-compare-toggle', { id: '/p/a', title: '', chosen: false }]);
    trayAnswers([]);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});
