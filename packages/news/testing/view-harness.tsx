import type { PropsOf } from '@mf/core/element/define-api';
import { renderView as renderElementView } from '@mf/core/testing/render-view';
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { NEWS_CATEGORIES } from '@mf/demo-mocks/news/fixtures';
import { createNewsHandlers } from '@mf/demo-mocks/news/handlers';
import { newsArchiveApi } from '../src/news-archive/news-archive.api';
import { NewsArchive } from '../src/news-archive/news-archive';

/**
 * Test harness of the news view tests (not shipped): the view in an element context, the news
 * mock servlet on msw/node, the request log (full addresses) and a fixed "today" (Sat 21 Nov
 * 2026: date rules are relative to it). Call `setUpNewsTests()` at the top of a test file.
 */
export type Props = PropsOf<typeof newsArchiveApi>;

export const server = setupServer(...createNewsHandlers('default'));
export const requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(request.url);
});
/** Path of the newest request. */
export const lastPath = () => new URL(requests.at(-1)!).pathname;

export function setUpNewsTests(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
}

export function renderView(overrides: Partial<Props> = {}) {
  return renderElementView(newsArchiveApi, NewsArchive, {
    site: 'mf',
    langPath: '/content/mf/language-masters/en-gb',
    categories: NEWS_CATEGORIES.map((c) => ({ ...c })),
    ...overrides,
  });
}

export const loaded = async (base: () => HTMLElement) =>
  waitFor(() => expect(base().dataset.state).not.toBe('loading'));
