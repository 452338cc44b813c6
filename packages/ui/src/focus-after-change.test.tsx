import { act, render, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusAfterChange } from './focus-after-change';
import { keepFocusOnRemoval } from './keep-focus';

/** A wrapper with a pager button, and the hook on it, committed once after `arm()`. */
function setUp() {
  const { container } = render(
    <div data-testid="base">
      <button type="button">Next</button>
      <button type="button">Other</button>
    </div>,
  );
  const base = container.firstElementChild as HTMLElement;
  const [next, other] = [...base.querySelectorAll('button')];
  const hook = renderHook(() => {
    const ref = useRef<HTMLElement | null>(base);
    return useFocusAfterChange(ref);
  });
  return { base, next: next!, other: other!, hook };
}

describe('useFocusAfterChange: may focus move to the results heading?', () => {
  it('first load (nothing armed): null, no decision to make', () => {
    const { hook } = setUp();
    expect(hook.result.current.settle()).toBeNull();
  });

  it('the visitor is still on the control they used: yes', () => {
    const { next, hook } = setUp();
    next.focus();
    act(() => hook.result.current.arm('page'));
    hook.rerender();
    expect(hook.result.current.settle()).toBe(true);
  });

  it('the control was disabled (Next on the last page) and focus fell to the body: yes', () => {
    const { next, hook } = setUp();
    next.focus();
    act(() => hook.result.current.arm('page'));
    hook.rerender();
    // What a browser with the focus fix-up rule does to a focused control that gets disabled.
    next.blur();
    next.disabled = true;
    expect(document.activeElement).toBe(document.body);
    expect(hook.result.current.settle()).toBe(true);
  });

  it('focus fell to the body while the control is still usable (a click on nothing): no', () => {
    const { next, hook } = setUp();
    next.focus();
    act(() => hook.result.current.arm('page'));
    hook.rerender();
    next.blur();
    expect(hook.result.current.settle()).toBe(false);
  });

  it('a filter change: no, focus stays on the control used (WCAG 3.2.2)', () => {
    const { next, hook } = setUp();
    next.focus();
    act(() => hook.result.current.arm('filter'));
    hook.rerender();
    expect(hook.result.current.settle()).toBe(false);
    expect(next).toHaveFocus();
  });

  it('a filter change after a page change, before the answer: the filter rule wins', () => {
    const { next, hook } = setUp();
    next.focus();
    act(() => hook.result.current.arm('page'));
    act(() => hook.result.current.arm('filter'));
    hook.rerender();
    expect(hook.result.current.settle()).toBe(false);
  });

  it('every change gives a new announce key (the count is announced even when unchanged)', () => {
    const { hook } = setUp();
    const first = hook.result.current.announceKey;
    act(() => hook.result.current.arm('filter'));
    const second = hook.result.current.announceKey;
    act(() => hook.result.current.arm('page'));
    expect(new Set([first, second, hook.result.current.announceKey]).size).toBe(3);
  });
});

/** Chips as the product selector shows them: one button per active filter, then Clear all. */
function Chips({ chips, onRemove }: { chips: string[]; onRemove: (chip: string) => void }) {
  const base = useRef<HTMLDivElement>(null);
  const rule = useFocusAfterChange(base);
  return (
    <div part="base" ref={base} {...rule.handlers}>
      {chips.map((chip) => (
        <button
          key={chip}
          type="button"
          onClick={() => {
            rule.arm('filter');
            onRemove(chip);
          }}
        >
          {chip}
        </button>
      ))}
      {chips.length ? <button type="button">Clear all</button> : null}
      <a href="#results">Results</a>
    </div>
  );
}

describe('focus is never lost: the control used goes with the change (docs/laws/focus.md)', () => {
  function setUpChips(initial: string[]) {
    let chips = initial;
    const view = render(<Chips chips={chips} onRemove={remove} />);
    function remove(chip: string) {
      chips = chips.filter((c) => c !== chip);
      view.rerender(<Chips chips={chips} onRemove={remove} />);
    }
    return view;
  }

  /** Removes the chip `name` as the visitor does (focus on it, then the press). */
  function press(view: ReturnType<typeof setUpChips>, name: string) {
    const chip = view.getByRole('button', { name });
    chip.focus();
    act(() => chip.click());
  }

  it('a chip removed: focus on the one that now stands at its place (the next chip)', () => {
    const view = setUpChips(['Tractors', 'Combines', 'Balers']);
    press(view, 'Tractors');
    expect(view.getByRole('button', { name: 'Combines' })).toHaveFocus();
  });

  it('the last chip removed: Clear all, which now stands there; the only one: the next control', () => {
    const view = setUpChips(['Tractors', 'Balers']);
    press(view, 'Balers');
    expect(view.getByRole('button', { name: 'Clear all' })).toHaveFocus();
    press(view, 'Tractors');
    expect(view.getByRole('link', { name: 'Results' })).toHaveFocus();
  });

  it('focus elsewhere on the page when the change commits: left there', () => {
    const view = setUpChips(['Tractors', 'Balers']);
    const outside = document.createElement('button');
    document.body.append(outside);
    const chip = view.getByRole('button', { name: 'Tractors' });
    chip.focus();
    outside.focus();
    act(() => chip.click());
    expect(outside).toHaveFocus();
    outside.remove();
  });

  it('keepFocusOnRemoval: a control going with focus on it hands focus to its neighbour', async () => {
    const view = render(
      <div part="base">
        <button type="button" ref={keepFocusOnRemoval}>
          Change cookie settings
        </button>
        <a href="#map">Map</a>
      </div>,
    );
    view.getByRole('button').focus();
    view.rerender(
      <div part="base">
        <a href="#map">Map</a>
      </div>,
    );
    await Promise.resolve();
    expect(view.getByRole('link', { name: 'Map' })).toHaveFocus();
  });
});
