import type { PropsOf } from '@mf/core/element/define-api';
import { renderView as renderElementView } from '@mf/core/testing/render-view';
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createProductsHandlers } from '@mf/demo-mocks/products/handlers';
import { productSelectorApi } from '../src/product-selector/product-selector.api';
import { ProductSelector } from '../src/product-selector/product-selector';

/**
 * Test harness of the product selector view tests (not shipped): the view in an element context,
 * the product mock servlets on msw/node, the request log, the address reset after each test.
 */
export type Props = PropsOf<typeof productSelectorApi>;

export const server = setupServer(...createProductsHandlers('default'));
export const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/bin/')) requests.push(request.url);
});

export function setUpProductTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    history.replaceState(null, '', '/');
    localStorage.clear();
    vi.restoreAllMocks();
    window.innerWidth = 1024;
  });
  afterAll(() => server.close());
}

/** The selector's view; `locale` is its market's (en-GB by default: hp, as the gallery's English). */
export function renderSelector(overrides: Partial<Props> = {}, options: { locale?: string } = {}) {
  return renderElementView(
    productSelectorApi,
    ProductSelector,
    { site: 'mf', path: '/content/mf/en-us/products/tractors', ...overrides },
    options,
  );
}

/** Loaded, and the grid drawn to its last card (it fills in after the first screen). */
export const loaded = async (base: () => HTMLElement) =>
  waitFor(() => {
    expect(base().dataset.state).not.toBe('loading');
    expect(base().querySelector('[part~=list][aria-busy]')).toBeNull();
  });
