import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PREFERRED_DEALER_KEY } from '@mf/core/browser/preferred-dealer';
import {
  cards,
  renderLocator,
  settled,
  status,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { DEFAULT_LABELS } from '../../dealer-locator.api';

setupLocatorTestServer();

const button = (index: number) =>
  cards()[index]!.querySelector<HTMLButtonElement>('button[part=preferred-dealer]')!;
const stored = () => JSON.parse(localStorage.getItem(PREFERRED_DEALER_KEY) ?? 'null') as unknown;

describe('preferred dealer (spec §4, §8)', () => {
  it('selecting stores it, clears the others, announces and emits; clicking it again clears', async () => {
    const user = userEvent.setup();
    const { base, emit } = renderLocator();
    await settled(base);
    expect(button(0)).toHaveAttribute('aria-pressed', 'false');
    expect(button(0)).toHaveTextContent('Make my preferred dealer');

    await user.click(button(1));
    expect(stored()).toEqual({
      dealer_code: 'D002',
      dealer_name: 'Dealer 002',
      phone: { main: '+1 (515) 555-0100' },
    });
    expect(emit).toHaveBeenLastCalledWith('mf-preferred-dealer-change', {
      dealer_code: 'D002',
      dealer_name: 'Dealer 002',
      phone: '+1 (515) 555-0100',
    });
    expect(button(1)).toHaveAttribute('aria-pressed', 'true');
    expect(button(1)).toHaveTextContent('My preferred dealer');
    expect(status()).toHaveTextContent('Dealer 002 is now your preferred dealer.');

    await user.click(button(3));
    expect(button(1)).toHaveAttribute('aria-pressed', 'false');
    expect(button(3)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(stored()).toMatchObject({ dealer_code: 'D004' });

    await user.click(button(3));
    expect(stored()).toBeNull();
    expect(emit).toHaveBeenLastCalledWith('mf-preferred-dealer-change', null);
    expect(status()).toHaveTextContent('Your preferred dealer has been cleared.');
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it('reads the stored preference on start and follows changes made elsewhere', async () => {
    localStorage.setItem(
      PREFERRED_DEALER_KEY,
      JSON.stringify({ dealer_code: 'D003', dealer_name: 'x', phone: { main: '' } }),
    );
    const { base } = renderLocator();
    await settled(base);
    expect(button(2)).toHaveAttribute('aria-pressed', 'true');
    localStorage.setItem(PREFERRED_DEALER_KEY, JSON.stringify({ dealer_code: 'D001' }));
    window.dispatchEvent(new StorageEvent('storage', { key: PREFERRED_DEALER_KEY }));
    await vi.waitFor(() => expect(button(0)).toHaveAttribute('aria-pressed', 'true'));
    expect(button(2)).toHaveAttribute('aria-pressed', 'false');
  });

  it('unreadable stored data is logged and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(PREFERRED_DEALER_KEY, '{not json');
    const { base } = renderLocator();
    await settled(base);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(error).toHaveBeenCalled();
  });

  it('storage that throws leaves a usable locator: the choice holds for the visit and is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const user = userEvent.setup();
    const { base, emit } = renderLocator();
    await settled(base);
    await user.click(button(0));
    expect(button(0)).toHaveAttribute('aria-pressed', 'true');
    expect(emit).toHaveBeenLastCalledWith(
      'mf-preferred-dealer-change',
      expect.objectContaining({ dealer_code: 'D001' }),
    );
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(cards()).toHaveLength(5);
  });
});

describe('labels (spec §2)', () => {
  it('every label has an English default and can be overridden', async () => {
    const german = {
      ...DEFAULT_LABELS,
      submit: 'Suchen',
      resultCountPlural: '{count} Ergebnisse',
      showingResults: '{start}–{end} von {total}',
      nonPreferredDealer: 'Als bevorzugten Händler wählen',
      moreInfo: 'Mehr Infos',
      nextPage: 'Weiter',
    };
    const { base } = renderLocator({ labels: german }, 'de-DE');
    await settled(base);
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(document.querySelector('.dl-results__count')).toHaveTextContent(
      '30 Ergebnisse 1–25 von 30',
    );
    expect(button(0)).toHaveTextContent('Als bevorzugten Händler wählen');
    expect(screen.getByRole('button', { name: /Weiter/ })).toBeInTheDocument();
    // Distances in the element's locale, one decimal (spec §9).
    expect(cards()[0]).toHaveTextContent('1,3 mi away');
  });
});

describe('usePreferredDealer', () => {
  it('choosing a dealer without a code clears the preferred dealer (spec §4)', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { usePreferredDealer } = await import('./use-preferred-dealer');
    const { dealer } = await import('@mf/dealer-locator/testing/dealers');
    const { result } = renderHook(() => usePreferredDealer());
    act(() => void result.current.toggle(dealer()));
    expect(result.current.preferredCode).toBe('D100');
    let change: ReturnType<typeof result.current.toggle> | undefined;
    act(() => void (change = result.current.toggle(dealer({ dealer_code: '  ' }))));
    expect(change).toEqual({ detail: null });
    expect(result.current.preferredCode).toBeNull();
    expect(localStorage.getItem(PREFERRED_DEALER_KEY)).toBeNull();
  });
});
