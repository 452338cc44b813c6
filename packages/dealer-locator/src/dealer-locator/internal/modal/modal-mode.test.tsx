import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SEARCH_DELAY_MS } from '../../dealer-locator';
import { cards, renderLocator, searchBodies, setupLocatorTestServer } from '../ui/test-harness';
import { MODAL_ENTER_MS, MODAL_FAIL_SAFE_MS, MODAL_LEAVE_MS } from './constants';
import { isModalHash, useModalRoute } from './modal-route';

setupLocatorTestServer();

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
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

// Real timers and a mock backend: generous on a loaded 2-core machine.
describe('<mf-dealer-locator mode="modal"> (spec §2, §4)', { timeout: 20_000 }, () => {
  it('stays closed and searches nothing until the hash opens it; then the first search runs', async () => {
    renderLocator({ mode: 'modal' });
    await sleep(FIRST_SEARCH_DELAY_MS + 100);
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
    await sleep(MODAL_LEAVE_MS + MODAL_FAIL_SAFE_MS + 50);
    expect(dialog()).toBeNull();
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
    expect(screen.getByRole('heading', { name: 'Find a dealer' })).toHaveFocus();
    await sleep(MODAL_ENTER_MS + MODAL_FAIL_SAFE_MS);
    const entries = history.length;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location.hash).toBe('');
    expect(location.href).not.toContain('#');
    expect(history.length).toBe(entries);
    await sleep(MODAL_LEAVE_MS + MODAL_FAIL_SAFE_MS + 50);
    expect(dialog()).toBeNull();
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('Escape closes and clears the hash, from the detail view too', async () => {
    const user = userEvent.setup();
    // Back from the detail restores the scroll position (spec §2); jsdom has no scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLocator({ mode: 'modal' });
    await navigate('dealer-locator-D001');
    await screen.findByRole('dialog', { name: 'Find a dealer' });
    await sleep(MODAL_ENTER_MS + MODAL_FAIL_SAFE_MS);
    await user.keyboard('{Escape}');
    expect(location.hash).toBe('');
    await sleep(MODAL_LEAVE_MS + MODAL_FAIL_SAFE_MS + 50);
    expect(dialog()).toBeNull();
  });

  it('keeps the answer across closing and reopening (no second first search)', async () => {
    renderLocator({ mode: 'modal' });
    await navigate('dealer-locator');
    await waitFor(() => expect(cards()).toHaveLength(25));
    await navigate('');
    await sleep(MODAL_LEAVE_MS + MODAL_FAIL_SAFE_MS + 50);
    await navigate('dealer-locator');
    await screen.findByRole('dialog', { name: 'Find a dealer' });
    expect(cards()).toHaveLength(25);
    await sleep(FIRST_SEARCH_DELAY_MS + 50);
    expect(searchBodies).toHaveLength(1);
  });

  it('embedded mode (the default) has no dialog and ignores other hashes', async () => {
    renderLocator();
    await navigate('somewhere-else');
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
