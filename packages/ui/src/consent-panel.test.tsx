import { CONSENT_NO_PREFERENCES_ERROR } from '@mf/core/browser/consent';
import type { MapsConsentState } from '@mf/core/browser/maps-consent';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentPanel } from './consent-panel';

const labels = {
  consentPending: 'Checking',
  consentTitle: 'Needs consent',
  consentText: 'Why',
  consentButton: 'Preferences',
  consentUnavailableTitle: 'Cannot show',
  consentUnavailableText: 'No manager',
  consentRetry: 'Try again',
  consentRetrying: 'Trying again…',
};
const state = (status: MapsConsentState['status'], retry = vi.fn(), retrying = false) => ({
  status,
  retry,
  retrying,
});

afterEach(() => {
  delete (globalThis as { truste?: unknown }).truste;
  vi.restoreAllMocks();
});

describe('@mf/ui/consent-panel', () => {
  it('pending: one polite status line', () => {
    render(<ConsentPanel consent={state('pending')} labels={labels} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking');
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'pending');
  });

  it('denied with a preferences dialog: the title as a heading and a button that opens it', async () => {
    const open = vi.fn();
    (globalThis as { truste?: unknown }).truste = { eu: { clickListener: open } };
    render(<ConsentPanel consent={state('denied')} labels={labels} headingLevel={2} />);
    expect(screen.getByRole('region', { name: 'Needs consent' })).toHaveAttribute(
      'data-state',
      'no-consent',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Needs consent' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('denied without a preferences dialog: logged, and Try again instead of a dead button', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const retry = vi.fn();
    render(<ConsentPanel consent={state('denied', retry)} labels={labels} />);
    expect(error).toHaveBeenCalledWith(CONSENT_NO_PREFERENCES_ERROR);
    expect(screen.queryByRole('button', { name: 'Preferences' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('unavailable: says so; while retrying the button stays, busy', () => {
    render(<ConsentPanel consent={state('unavailable', vi.fn(), true)} labels={labels} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Cannot show' })).toBeVisible();
    expect(screen.getByText('No manager')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('children follow the button; with a ref the panel takes focus, without one it is not focusable', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(
      <ConsentPanel consent={state('unavailable')} labels={labels} ref={ref}>
        <a href="/elsewhere">Watch elsewhere</a>
      </ConsentPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Cannot show' });
    expect(ref.current).toBe(panel);
    ref.current!.focus();
    expect(panel).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Watch elsewhere' });
    expect(
      screen.getByRole('button', { name: 'Try again' }).compareDocumentPosition(link) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    rerender(<ConsentPanel consent={state('unavailable')} labels={labels} />);
    expect(screen.getByRole('region', { name: 'Cannot show' })).not.toHaveAttribute('tabindex');
  });
});
