import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyDealer } from '../data/lazy-dealer';
import { normalizeDealers } from '../data/normalize';
import type { Dealer } from '../data/types';
import { records } from '@mf/dealer-locator/testing/view-harness';
import type { SearchState } from './search-state';
import { useSearchResults } from './use-search-results';

// The real afterNextPaint (tests/setup/vitest-setup.ts runs it at once elsewhere).
vi.unmock('@mf/core/browser/after-paint');

/** 40 dealers as a search answer gives them (lazy), every other one with Combines. */
function answerOf40(): Dealer[] {
  return normalizeDealers(
    records(40, (index) => ({
      brands: [
        {
          code: 'AX',
          product_offerings: { machinery: index % 2 ? ['Tractors', 'Combines'] : ['Tractors'] },
        },
      ],
    })),
  );
}

/** The page's offerings map: one object for the page's lifetime, as the attribute gives it. */
const OFFERINGS = { Combines: 'Combines' };

const state = (overrides: Partial<SearchState>): SearchState => ({
  status: 'results',
  answer: null,
  request: null,
  radius: 50,
  distanceUnit: 'mi',
  productType: '',
  locationTypes: [],
  revealHeldBack: false,
  page: 1,
  selectedId: null,
  submitDisabled: false,
  announceKey: 1,
  ...overrides,
});

describe('useSearchResults: filter options once per answer (what the bench measures)', () => {
  it('an offering change marks the selection without scanning the answer again', () => {
    const answer = answerOf40();
    const { result, rerender } = renderHook(
      (props: SearchState) => useSearchResults(props, 25, OFFERINGS),
      { initialProps: state({ answer, productType: 'Combines' }) },
    );
    expect(result.current.results?.total).toBe(20);
    const reads = vi.spyOn(LazyDealer.prototype, 'product_offerings', 'get');
    rerender(state({ answer, productType: '' }));
    expect(result.current.results?.total).toBe(40);
    expect(result.current.filters?.product_types).toEqual([
      { value: '', selected: true },
      { value: 'Combines', selected: false },
      { value: 'Tractors', selected: false },
    ]);
    // Back to every offering: neither the filter nor the options read an offering list.
    expect(reads).not.toHaveBeenCalled();
  });

  it('an offering the answer lacks is not applied', () => {
    const answer = answerOf40();
    const { result } = renderHook(() =>
      useSearchResults(state({ answer, productType: 'Balers' }), 25, {}),
    );
    expect(result.current.applied.productType).toBe('');
    expect(result.current.results?.total).toBe(40);
    expect(result.current.filters?.product_type).toBe('');
  });

  it('a new answer: the first render reads only the offerings of the first page; the options come after the next paint', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = answerOf40();
    const reads = vi.spyOn(LazyDealer.prototype, 'product_offerings', 'get');
    const { result } = renderHook(() =>
      useSearchResults(state({ answer, productType: '' }), 25, OFFERINGS),
    );
    // The first page and the location types are there; the offerings are not gathered yet. Only
    // dealers of the first page (whose cards read their offerings anyway) were asked whether
    // they have any: they do, so the offerings filter keeps its place.
    expect(result.current.results?.total).toBe(40);
    expect(result.current.filters?.location_types).toHaveLength(1);
    expect(result.current.filters?.product_types).toEqual([{ value: '', selected: true }]);
    expect(result.current.filters?.offeringsPending).toBe(true);
    expect(result.current.filters?.offeringsExpected).toBe(true);
    const firstPage = new Set<unknown>(result.current.results!.pages[0]);
    expect(reads.mock.contexts.length).toBeGreaterThan(0);
    expect(reads.mock.contexts.every((dealer) => firstPage.has(dealer))).toBe(true);
    reads.mockClear();
    // The frame that paints the first page, then the task after it.
    act(() => frames.shift()!(0));
    expect(reads).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(reads).toHaveBeenCalled();
    expect(result.current.filters?.offeringsPending).toBe(false);
    expect(result.current.filters?.offeringsExpected).toBe(false);
    expect(result.current.filters?.product_types).toEqual([
      { value: '', selected: true },
      { value: 'Combines', selected: false },
      { value: 'Tractors', selected: false },
    ]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a new answer whose first page has no offerings: no offerings filter expected', () => {
    const answer = normalizeDealers(records(30, () => ({ brands: [{ code: 'AX' }] })));
    const { result } = renderHook(() =>
      useSearchResults(state({ answer, productType: '' }), 25, OFFERINGS),
    );
    expect(result.current.results?.total).toBe(30);
    expect(result.current.filters?.offeringsPending).toBe(true);
    expect(result.current.filters?.offeringsExpected).toBe(false);
  });
});
