import type { PropsOf } from '@mf/core/element/define-api';
import { renderView as renderElementView } from '@mf/core/testing/render-view';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createSearchHandlers } from '@mf/demo-mocks/search/handlers';
import { siteSearchApi } from '../src/site-search/site-search.api';
import { SiteSearch } from '../src/site-search/site-search';
import { clearTypeaheadCache } from '../src/site-search/internal/use-suggestions';

/**
 * Test harness of the site search view tests (not shipped): the view in an element context, the
 * mock typeahead on msw/node and the request log (full addresses). Call `setUpSearchTests()` at
 * the top of a test file.
 */
export type Props = PropsOf<typeof siteSearchApi>;

export const server = setupServer(...createSearchHandlers('default'));
export const requests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(new URL(request.url));
});
/** The suggest.q of every typeahead request so far. */
export const askedFor = () =>
  requests
    .filter((url) => url.pathname.endsWith('/typeahead'))
    .map((url) => url.searchParams.get('suggest.q'));

export function setUpSearchTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => clearTypeaheadCache());
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    // An inline bar leaves #search links to the browser: the address may end on #search.
    history.replaceState(null, '', location.pathname);
  });
  afterAll(() => server.close());
}

export function renderSearch(overrides: Partial<Props> = {}) {
  return renderElementView(siteSearchApi, SiteSearch, {
    site: 'mf',
    collection: 'mf-en',
    action: '/search.html',
    ...overrides,
  });
}
