import { act, render, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusAfterChange } from './focus-after-change';

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
