/**
 * usePopupLoad when the popup chunk arrives but starting the session throws:
 * the visitor gets the error alert, not a spinner forever, and nothing is left unhandled.
 */
import { renderView } from '@mf/core/testing/render-view';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dealerLocatorApi, DEFAULT_LABELS } from '../../dealer-locator.api';
import { DealerLocatorRoot } from '../../dealer-locator.root';
import type * as Runtime from './runtime';

vi.mock('./runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Runtime>()),
  createPopupSession: () => {
    throw new Error('session failed');
  },
}));

describe('popup mode: the session cannot start', () => {
  it('shows the error alert (no endless spinner) and logs the cause', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { base } = renderView(dealerLocatorApi, DealerLocatorRoot, { mode: 'popup' });
    expect(base()).toHaveAttribute('data-state', 'loading');
    expect(await screen.findByRole('alert')).toHaveTextContent(DEFAULT_LABELS.resultsError);
    expect(base()).toHaveAttribute('data-state', 'error');
    expect(error).toHaveBeenCalledWith(
      'mf-dealer-locator: the popup mode could not load.',
      expect.objectContaining({ message: 'session failed' }),
    );
  });
});
