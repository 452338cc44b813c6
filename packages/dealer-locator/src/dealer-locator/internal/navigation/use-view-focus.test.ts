import { afterEach, describe, expect, it, vi } from 'vitest';
import { readScroll, restoreScroll, scrollingAncestor } from './use-view-focus';

/** jsdom lays nothing out: a box that overflows is given its sizes by hand. */
function overflowing(element: HTMLElement, overflowY = 'auto') {
  element.style.overflowY = overflowY;
  Object.defineProperty(element, 'scrollHeight', { value: 2000, configurable: true });
  Object.defineProperty(element, 'clientHeight', { value: 500, configurable: true });
  return element;
}

/** A host page box > custom element host > shadow root > panel > list. */
function build() {
  const page = document.createElement('div');
  const host = document.createElement('div');
  page.append(host);
  document.body.append(page);
  const root = host.attachShadow({ mode: 'open' });
  const panel = document.createElement('div');
  const list = document.createElement('div');
  panel.append(list);
  root.append(panel);
  return { page, panel, list };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the scrolling ancestor of the results (spec §2 scroll restore, every mode)', () => {
  it('is the window when nothing in between scrolls', () => {
    const { list } = build();
    expect(scrollingAncestor(list)).toBeNull();
  });

  it('is a scrolling panel inside the shadow root (the modal)', () => {
    const { panel, list, page } = build();
    overflowing(page);
    overflowing(panel);
    expect(scrollingAncestor(list)).toBe(panel);
  });

  it('crosses the shadow root to a scrolling box of the host page', () => {
    const { page, list } = build();
    overflowing(page, 'scroll');
    expect(scrollingAncestor(list)).toBe(page);
  });

  it('skips a box that may scroll but does not overflow, and one that clips', () => {
    const { page, panel, list } = build();
    panel.style.overflowY = 'auto';
    overflowing(page, 'hidden');
    expect(scrollingAncestor(list)).toBeNull();
  });

  it('reads and restores the box it found, or the window', () => {
    const { panel, list } = build();
    overflowing(panel);
    Object.defineProperty(panel, 'scrollTop', { value: 720, writable: true, configurable: true });
    const saved = readScroll(list);
    expect(saved).toEqual({ box: panel, top: 720 });
    panel.scrollTop = 0;
    restoreScroll(saved);
    expect(panel.scrollTop).toBe(720);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    restoreScroll({ box: null, top: 300 });
    expect(scrollTo).toHaveBeenCalledWith(0, 300);
  });
});
