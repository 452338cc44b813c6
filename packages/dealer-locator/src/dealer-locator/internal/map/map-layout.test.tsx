import { RESIZE_DEBOUNCE_MS } from '@mf/core/browser/breakpoints';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answerSearch,
  records,
  renderLocator,
  settled,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { SYNCED_HEIGHT_PROPERTY, syncedMapHeight, useMapHeightSync } from './use-map-height-sync';

setupLocatorTestServer();

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => {
  setWidth(1024);
  vi.useRealTimers();
});

describe('map containers (desktop from 992 px, mobile below)', () => {
  it('moves the one map between the containers after the 200 ms resize debounce, never re-creating it', async () => {
    answerSearch(records(5));
    const { base } = renderLocator();
    await settled(base, /results/);
    const host = document.querySelector('.dl-map__host')!;
    const canvas = document.querySelector('.dl-map__canvas')!;
    expect(host.closest('.dl-map')).toHaveClass('dl-map--desktop');
    expect(document.querySelector('.dl-results')).toHaveClass('dl-results--desktop');

    vi.useFakeTimers();
    act(() => setWidth(991));
    act(() => vi.advanceTimersByTime(199));
    expect(host.closest('.dl-map')).toHaveClass('dl-map--desktop');
    act(() => vi.advanceTimersByTime(1));
    const mobile = host.closest('.dl-map')!;
    expect(mobile).toHaveClass('dl-map--mobile');
    // Reading and Tab order: on mobile the map comes before the list.
    const list = document.querySelector('.dl-results__list')!;
    expect(mobile.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('.dl-map__host')).toBe(host);
    expect(document.querySelector('.dl-map__canvas')).toBe(canvas);
    expect(document.querySelectorAll('.dl-map')).toHaveLength(1);

    act(() => setWidth(992));
    act(() => vi.advanceTimersByTime(200));
    expect(host.closest('.dl-map')).toHaveClass('dl-map--desktop');
    expect(document.querySelector('.dl-map__canvas')).toBe(canvas);
  });
});

describe('desktop map height sync', () => {
  it('follows the list, capped at the viewport less 32 px; nothing to measure gives null', () => {
    expect(syncedMapHeight(500.4, 900)).toBe(500);
    expect(syncedMapHeight(2000, 900)).toBe(868);
    expect(syncedMapHeight(0, 900)).toBeNull();
    expect(syncedMapHeight(Number.NaN, 900)).toBeNull();
  });

  function mountSync(enabled: boolean, listHeight: { value: number }) {
    const target = document.createElement('section');
    const list = document.createElement('div');
    list.getBoundingClientRect = () => ({ height: listHeight.value }) as DOMRect;
    return renderHook(
      ({ on }) => {
        const targetRef = useRef<HTMLElement>(target);
        const listRef = useRef<HTMLElement>(list);
        useMapHeightSync(targetRef, listRef, on);
        return target;
      },
      { initialProps: { on: enabled } },
    );
  }

  it('measures at once, then on resizes debounced 200 ms; off removes the height', async () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    const height = { value: 400 };
    vi.useFakeTimers();
    const { result, rerender, unmount } = mountSync(true, height);
    const target = result.current;
    expect(target.style.getPropertyValue(SYNCED_HEIGHT_PROPERTY)).toBe('400px');
    height.value = 600;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(target.style.getPropertyValue(SYNCED_HEIGHT_PROPERTY)).toBe('400px');
    vi.advanceTimersByTime(1);
    expect(target.style.getPropertyValue(SYNCED_HEIGHT_PROPERTY)).toBe('600px');
    rerender({ on: false });
    expect(target.style.getPropertyValue(SYNCED_HEIGHT_PROPERTY)).toBe('');
    unmount();
  });

  it('edit mode: the element keeps the CSS map height (no synced height is ever set)', async () => {
    answerSearch(records(30));
    const { base } = renderLocator({ editMode: true });
    await settled(base, /results/);
    const list = document.querySelector<HTMLElement>('.dl-results__list')!;
    list.getBoundingClientRect = () => ({ height: 700 }) as DOMRect;
    const section = document.querySelector<HTMLElement>('.dl-results')!;
    // Fake timers: the 200 ms debounce has run when the check comes, however loaded the machine.
    vi.useFakeTimers();
    window.dispatchEvent(new Event('resize'));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(section.style.getPropertyValue(SYNCED_HEIGHT_PROPERTY)).toBe('');
  });

  it('without edit mode the desktop results carry the synced height', async () => {
    answerSearch(records(30));
    const { base } = renderLocator();
    await settled(base, /results/);
    const list = document.querySelector<HTMLElement>('.dl-results__list')!;
    list.getBoundingClientRect = () => ({ height: 700 }) as DOMRect;
    window.dispatchEvent(new Event('resize'));
    const section = document.querySelector<HTMLElement>('.dl-results')!;
    await waitFor(() =>
      expect(section.style.getPropertyValue(SYNCED_HEIGHT_PROPERTY)).toBe('700px'),
    );
  });
});
