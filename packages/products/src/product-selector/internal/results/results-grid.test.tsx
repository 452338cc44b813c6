/** The grid drawn progressively: the first screen at once, the rest after each paint. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { card } from '@mf/products/testing/cards';
import { cardLabels as LABELS } from '../../../shared/card/labels';
import { CARDS_PER_FRAME, firstCards, ResultsGrid } from './results-grid';

// The real afterNextPaint (tests/setup/vitest-setup.ts runs it at once elsewhere), on fake
// timers: each `paint()` is one animation frame and the task queued after it.
vi.unmock('@mf/core/browser/after-paint');

beforeEach(() => {
  vi.useFakeTimers();
  // A phone's window: 412 x 823 px, a first screen of 4 cards.
  Object.assign(window, { innerWidth: 412, innerHeight: 823 });
});
afterEach(() => {
  vi.useRealTimers();
  Object.assign(window, { innerWidth: 1024, innerHeight: 768 });
});

const paint = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

const cards = (n: number) => Array.from({ length: n }, (_, i) => card(`c${i}`));

function Grid({ list }: { list: ReturnType<typeof cards> }) {
  return (
    <ResultsGrid
      idPrefix="g"
      cards={list}
      serial={new Map(list.map((c) => [c.id, Number(c.id.slice(1))]))}
      flipped={new Set()}
      dialogCard={null}
      headingLevel={3}
      formatPrice={String}
      reducedMotion={false}
      labels={LABELS}
      onFlip={() => {}}
      onDialogClose={() => {}}
    />
  );
}

const drawn = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
const list = () => screen.getByRole('list');

describe('ResultsGrid: drawn progressively', () => {
  it('the first commit holds the first screen; a batch follows each paint until all are drawn', () => {
    expect(firstCards()).toBe(4);
    const all = cards(20);
    render(<Grid list={all} />);
    expect(drawn()).toHaveLength(4);
    expect(list()).toHaveAttribute('aria-busy', 'true');
    paint();
    expect(drawn()).toHaveLength(4 + CARDS_PER_FRAME);
    paint();
    paint();
    expect(drawn()).toHaveLength(20);
    expect(list()).not.toHaveAttribute('aria-busy');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a narrower list shows only its own cards at once (none stale); a wider one fills in again', () => {
    const all = cards(30);
    const { rerender } = render(<Grid list={all} />);
    for (let i = 0; i < 5; i++) paint();
    expect(drawn()).toHaveLength(30);
    const few = all.filter((_, i) => i % 5 === 0);
    rerender(<Grid list={few} />);
    expect(drawn()).toEqual(few.map((c) => `g-${c.id}-title`));
    expect(list()).not.toHaveAttribute('aria-busy');
    // Back to all 30: as many as were drawn (6) at once, then the batches.
    rerender(<Grid list={all} />);
    expect(drawn()).toEqual(all.slice(0, 6).map((c) => `g-${c.id}-title`));
    paint();
    expect(drawn()).toHaveLength(6 + CARDS_PER_FRAME);
    for (let i = 0; i < 3; i++) paint();
    expect(drawn()).toHaveLength(30);
  });

  it('a sort keeps every drawn card drawn, in the new order', () => {
    const all = cards(12);
    const { rerender } = render(<Grid list={all} />);
    for (let i = 0; i < 3; i++) paint();
    rerender(<Grid list={[...all].reverse()} />);
    expect(drawn()).toEqual([...all].reverse().map((c) => `g-${c.id}-title`));
  });
});

describe('ResultsGrid: the first screen reads no layout', () => {
  it("no card measures its text as it mounts, and each keeps its Read more row until the observer's first answer", () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const read = vi.spyOn(Element.prototype, 'scrollHeight', 'get');
    try {
      const { container } = render(
        <Grid list={cards(6).map((c) => ({ ...c, description: 'A text.' }))} />,
      );
      expect(drawn()).toHaveLength(4);
      // A read in the commit makes the browser lay the whole new grid out inside React's task.
      expect(read).not.toHaveBeenCalled();
      // The row the label may take is there from the first frame: the label comes without a shift.
      expect(container.querySelectorAll('.card__expand-space')).toHaveLength(4);
    } finally {
      read.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
