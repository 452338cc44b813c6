import { renderView } from '@mf/product-page/testing/view-harness';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvailableProducts } from './available-products';
import { availableProductsApi } from './available-products.api';
import { hasMoreAtEnd } from './internal/headers';
import { problemsOf } from '@mf/core/element/problems';

const TABLE = `<table>
  <caption>MF 5S models</caption>
  <thead><tr><th>Model</th><th>Power</th><th>Lift</th></tr></thead>
  <tbody><tr><th>MF 5S.105</th><td>105 hp</td><td>5,200 kg</td></tr></tbody>
</table>`;

// jsdom has no layout and no ResizeObserver: the scroller's sizes are set by hand, and a fake
// observer lets the test say "the size changed".
let resized: (() => void) | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function layout(scroller: HTMLElement, sizes: { client: number; scroll: number; left?: number }) {
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: sizes.client });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: sizes.scroll });
  scroller.scrollLeft = sizes.left ?? 0;
}

const open = (html = TABLE, overrides = {}) =>
  renderView(availableProductsApi, AvailableProducts, html, overrides);

describe('<mf-available-products> view', () => {
  it('header cells get their scope: col in the head, row for a body row’s first th', () => {
    const { host } = open();
    expect([...host.querySelectorAll('thead th')].map((th) => th.getAttribute('scope'))).toEqual([
      'col',
      'col',
      'col',
    ]);
    expect(host.querySelector('tbody th')).toHaveAttribute('scope', 'row');
  });

  it('keeps a scope the CMS gave', () => {
    const { host } = open(TABLE.replace('<th>Model</th>', '<th scope="colgroup">Model</th>'));
    expect(host.querySelector('thead th')).toHaveAttribute('scope', 'colgroup');
  });

  it('a table without header cells: one warning naming the element, no error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host } = open('<table><tr><td>a</td></tr></table>');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-available-products> (1st on the page): table has no header cells (<th>); screen readers get no column names.',
    ]);
    expect(problemsOf(host)).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('no table: the empty state, one warning saying what to add', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { part } = open('<p>Nothing</p>');
    expect(part('base')).toHaveAttribute('data-state', 'empty');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-available-products> (1st on the page): content has no <table>; nothing is shown; add a <table> of the models.',
    ]);
    expect(error).not.toHaveBeenCalled();
  });

  it('a table with its header cells says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host } = open();
    expect(warn).not.toHaveBeenCalled();
    expect(problemsOf(host)).toEqual([]);
  });

  it('the scroll region is named by the label, else the caption, else the region label', () => {
    expect(open().ui.getByRole('region', { name: 'MF 5S models' })).toBeInTheDocument();
    expect(
      open(TABLE, { label: 'Models' }).ui.getByRole('region', { name: 'Models' }),
    ).toBeTruthy();
    const bare = open(TABLE.replace(/<caption>.*<\/caption>/, ''));
    expect(bare.ui.getByRole('region', { name: 'Available models' })).toBeInTheDocument();
  });

  it('the end gradient shows while there is more, goes at the end, follows a resize', () => {
    const { part } = open();
    const scroller = part('scroller')!;
    const gradient = part('gradient')!;
    expect(gradient).toHaveAttribute('hidden');
    expect(scroller).not.toHaveAttribute('tabindex');
    layout(scroller, { client: 300, scroll: 700 });
    act(() => resized!());
    expect(gradient).not.toHaveAttribute('hidden');
    expect(part('base')).toHaveAttribute('data-more', 'true');
    // Overflowing: the region is in the tab order (the keyboard can scroll it).
    expect(scroller).toHaveAttribute('tabindex', '0');
    layout(scroller, { client: 300, scroll: 700, left: 400 });
    act(() => scroller.dispatchEvent(new Event('scroll')));
    expect(gradient).toHaveAttribute('hidden');
    layout(scroller, { client: 300, scroll: 700, left: 200 });
    act(() => scroller.dispatchEvent(new Event('scroll')));
    expect(gradient).not.toHaveAttribute('hidden');
    layout(scroller, { client: 800, scroll: 800 });
    act(() => resized!());
    expect(gradient).toHaveAttribute('hidden');
    expect(scroller).not.toHaveAttribute('tabindex');
  });

  it('hasMoreAtEnd reads right-to-left scrolling too (negative scrollLeft)', () => {
    expect(hasMoreAtEnd(0, 300, 700)).toBe(true);
    expect(hasMoreAtEnd(-400, 300, 700)).toBe(false);
    expect(hasMoreAtEnd(-399.5, 300, 700)).toBe(false);
    expect(hasMoreAtEnd(-200, 300, 700)).toBe(true);
  });
});
