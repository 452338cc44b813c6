import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SEARCH_DELAY_MS } from '../../dealer-locator';
import {
  cards,
  renderLocator,
  searchBodies,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { isModalHash, useModalRoute } from './modal-route';

setupLocatorTestServer();

const navigate = (hash: string) =>
  act(() => {
    location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
const dialog = () => screen.queryByRole('dialog', { name: 'Find a dealer' });

describe('isModalHash (spec §2)', () => {
  it.each([
    ['dealer-locator', true],
    ['#dealer-locator', true],
    ['dealer-locator-D001', true],
    ['dealer-locator-', false],
    ['dealer-locator-   ', false],
    ['', false],
    ['top', false],
    ['modal-quote', false],
    ['dealer-locatorX', false],
  ])('%j opens the modal: %s', (hash, open) => {
    expect(isModalHash(hash)).toBe(open);
  });
});

describe('useModalRoute', () => {
  it('embedded: always started and settled, never open', () => {
    const { result } = renderHook(() => useModalRoute(false));
    expect(result.current).toMatchObject({
      enabled: false,
      open: false,
      started: true,
      settled: true,
    });
  });

  it('modal: started while the hash asks for it, settled only once the dialog reports open', async () => {
    const { result } = renderHook(() => useModalRoute(true));
    expect(result.current).toMatchObject({ open: false, started: false, settled: false });
    await navigate('dealer-locator');
    expect(result.current).toMatchObject({ open: true, started: true, settled: false });
    act(() => result.current.onStateChange('entering'));
    expect(result.current.settled).toBe(false);
    act(() => result.current.onStateChange('open'));
    expect(result.current.settled).toBe(true);
    act(() => result.current.close());
    expect(location.href).not.toContain('#');
    expect(result.current).toMatchObject({ open: false, started: false });
  });
});

/** The dialog's transition phase (`data-state` on the backdrop), or 'removed'. */
const phase = () =>
  document.querySelector<HTMLElement>('[part=dialog-backdrop]')?.dataset.state ?? 'removed';
/** The enter transition has ended (animationend or the fail-safe, spec §9). */
const opened = () => waitFor(() => expect(phase()).toBe('open'));
/** The leave transition has ended and the dialog is gone. */
const gone = () => waitFor(() => expect(dialog()).toBeNull());

/**
 * A fake setTimeout from now on (still moving with real time, so waits keep working), and a way
 * to run it well past the first-search delay (spec §9): every timer due by then, among them any
 * first search scheduled since, has fired whatever the machine's load. So "no search" is checked
 * after a search could have started, not after a guessed sleep. Real timers again afterwards.
 */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  return {
    async pastFirstSearchDelay() {
      try {
        await act(() => vi.advanceTimersByTimeAsync(FIRST_SEARCH_DELAY_MS * 10));
      } finally {
        vi.useRealTimers();
      }
    },
  };
}

// Each step waits for what a person would see (the dialog, its phase, focus, the cards), never
// for a guessed duration (fixed sleeps flaked on loaded machines).
describe('<mf-dealer-locator mode="modal"> (spec §2, §4)', () => {
  it('stays closed and searches nothing until the hash opens it; then the first search runs', async () => {
    const clock = fakeClock();
    renderLocator({ mode: 'modal' });
    await clock.pastFirstSearchDelay();
    expect(dialog()).toBeNull();
    expect(document.querySelector('[part=base]')).toBeNull();
    expect(searchBodies).toHaveLength(0);
    await navigate('dealer-locator');
    expect(await screen.findByRole('dialog', { name: 'Find a dealer' })).toHaveAttribute(
      'aria-modal',
      'true',
    );
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(searchBodies).toHaveLength(1);
  });

  it('a detail hash opens it on the detail view; any other hash closes it', async () => {
    renderLocator({ mode: 'modal' });
    await navigate('dealer-locator-D002');
    await screen.findByRole('dialog', { name: 'Find a dealer' });
    expect(document.querySelector('[part=base]')).toHaveAttribute('data-view', 'detail');
    await navigate('somewhere-else');
    await gone();
    expect(location.hash).toBe('#somewhere-else');
  });

  it('the close button clears the hash without a new history entry and hands focus back', async () => {
    const user = userEvent.setup();
    const opener = document.createElement('button');
    opener.textContent = 'Find a dealer near you';
    document.body.append(opener);
    renderLocator({ mode: 'modal' });
    opener.focus();
    await navigate('dealer-locator');
    await screen.findByRole('dialog', { name: 'Find a dealer' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Find a dealer' })).toHaveFocus(),
    );
    await opened();
    const entries = history.length;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location.hash).toBe('');
    expect(location.href).not.toContain('#');
    expect(history.length).toBe(entries);
    await gone();
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });

  it('Escape closes and clears the hash, from the detail view too', async () => {
    const user = userEvent.setup();
    // Back from the detail restores the scroll position (spec §2); jsdom has no scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLocator({ mode: 'modal' });
    await navigate('dealer-locator-D001');
    await screen.findByRole('dialog', { name: 'Find a dealer' });
    await opened();
    await user.keyboard('{Escape}');
    expect(location.hash).toBe('');
    await gone();
  });

  it('keeps the answer across closing and reopening (no second first search)', async () => {
    renderLocator({ mode: 'modal' });
    await navigate('dealer-locator');
    await waitFor(() => expect(cards()).toHaveLength(25));
    await navigate('');
    await gone();
    const clock = fakeClock();
    await navigate('dealer-locator');
    await screen.findByRole('dialog', { name: 'Find a dealer' });
    expect(cards()).toHaveLength(25);
    await clock.pastFirstSearchDelay();
    // A search would have set the loading state at once (use-dealer-search `run`).
    expect(document.querySelector('[part=base]')).toHaveAttribute('data-state', 'results');
    expect(searchBodies).toHaveLength(1);
  });

  it('embedded mode (the default) has no dialog and ignores other hashes', async () => {
    renderLocator();
    await navigate('somewhere-else');
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
