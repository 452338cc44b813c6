import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NEWS_FIXTURES } from '@mf/demo-mocks/news/fixtures';
import { NEWS_URL, parseNewsRequest } from '@mf/demo-mocks/news/handlers';
import { PAGE_SIZE } from './news-archive';
import { newsArchiveApi } from './news-archive.api';
import { parseAttributeValue } from '@mf/core/element/attribute-value';
import { NO_RESULTS_ERROR } from './internal/use-news';

import {
  lastPath,
  loaded,
  renderView,
  requests,
  server,
  setUpNewsTests,
} from '@mf/news/testing/view-harness';

setUpNewsTests();

/** Answers every news request with `total` articles, honouring the page (10 per page). */
function answerWithTotal(total: number) {
  server.use(
    http.get(NEWS_URL, ({ request }) => {
      const page = parseNewsRequest(request.url)!.page;
      const all = NEWS_FIXTURES.slice(0, total).map((a) => ({ ...a, formattedDate: 'x' }));
      return HttpResponse.json({
        total_results: total,
        results: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      });
    }),
  );
}

describe('<mf-news-archive> view', () => {
  it('loads page 1 of everything, grouped by month, with the count and the pager', async () => {
    const { base } = renderView();
    expect(base().dataset.state).toBe('loading');
    expect(screen.getByRole('progressbar', { name: 'Loading news…' })).toBeInTheDocument();
    await loaded(base);
    expect(requests.map((url) => new URL(url).pathname)).toEqual([
      '/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ]);
    expect(base().dataset.state).toBe('has-results');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      '150 news articles · Page 1 of 15',
    );
    expect(screen.getByRole('status')).toHaveTextContent('150 news articles. Page 1 of 15');
    const months = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(months[0]).toBe('November 2026');
    expect(new Set(months).size).toBe(months.length);
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.getAttribute('part')?.split(' ').includes('list-item')),
    ).toHaveLength(10);
    const first = screen.getByRole('link', { name: NEWS_FIXTURES[0]!.title });
    expect(first).toHaveAttribute('href', `http://localhost:3000${NEWS_FIXTURES[0]!.link}`);
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeInTheDocument();
  });

  it('first load neither scrolls nor moves focus', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { base } = renderView();
    await loaded(base);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('a category change asks page 1 of that category, scrolls 50 px above, keeps focus on the category and announces the count', async () => {
    // Reduced motion: the scroll is one instant call (the animation is a Chromium test).
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { base, emit } = renderView();
    await loaded(base);
    vi.spyOn(base(), 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Products' }));
    expect(emit).toHaveBeenCalledWith('mf-change', {
      category: 'products',
      from: null,
      to: null,
      page: 1,
    });
    await loaded(base);
    expect(lastPath()).toBe('/bin/mf/newsarticle.en-gb.products.all.all.1.json');
    const total = NEWS_FIXTURES.filter((a) => a.category === 'products').length;
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent(`${total} news articles`);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 550));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    // The one focus rule (@mf/ui/focus-after-change, WCAG 3.2.2): focus stays on the control
    // used, the new count is announced politely.
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`${total} news articles`);
  });

  it('a page change asks that page and focuses the heading', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { base, emit } = renderView();
    await loaded(base);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await loaded(base);
    expect(lastPath()).toBe('/bin/mf/newsarticle.en-gb.all.all.all.2.json');
    expect(emit).toHaveBeenLastCalledWith('mf-change', {
      category: 'all',
      from: null,
      to: null,
      page: 2,
    });
    // The focus effect may run a moment after the commit that ended loading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  describe('pagination edges (spec §9: pager only above 10 results)', () => {
    it.each([
      [10, false, '10 news articles'],
      [11, true, '11 news articles · Page 1 of 2'],
      [1, false, '1 news article'],
    ])('%i results: pager %s', async (total, pager, heading) => {
      answerWithTotal(total);
      const { base } = renderView();
      await loaded(base);
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading);
      expect(!!screen.queryByRole('navigation', { name: 'News pages' })).toBe(pager);
    });

    it('11 results: page 2 holds the eleventh', async () => {
      answerWithTotal(11);
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const { base } = renderView();
      await loaded(base);
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await loaded(base);
      expect(screen.getAllByRole('link')).toHaveLength(1);
      expect(screen.getByRole('link')).toHaveTextContent(NEWS_FIXTURES[10]!.title);
    });

    it('0 results: no-results state with the configured text as a heading, logged (spec §8)', async () => {
      answerWithTotal(0);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { base } = renderView({ noResultText: 'Nothing here.' });
      await loaded(base);
      expect(base().dataset.state).toBe('no-results');
      expect(screen.getByRole('heading', { level: 2, name: 'Nothing here.' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Nothing here.');
      expect(error).toHaveBeenCalledWith(`mf-news-archive: ${NO_RESULTS_ERROR}`);
    });
  });

  describe('faults (spec §8)', () => {
    it('a 500 logs the error text and shows the no-result heading', async () => {
      server.use(
        http.get(
          NEWS_URL,
          () => new HttpResponse('boom', { status: 500, statusText: 'Server Error' }),
        ),
      );
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { base } = renderView();
      await loaded(base);
      expect(base().dataset.state).toBe('no-results');
      expect(
        screen.getByRole('heading', { name: newsArchiveApi.attributes.labels.default.noArticles }),
      ).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('mf-news-archive: the news request failed: Server Error');
    });

    it('malformed JSON is a failure too', async () => {
      server.use(
        http.get(
          NEWS_URL,
          () =>
            new HttpResponse('{"total_results": 3, "results": [', {
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { base } = renderView();
      await loaded(base);
      expect(base().dataset.state).toBe('no-results');
      expect(error).toHaveBeenCalledWith(
        'mf-news-archive: the news request failed: The answer was not valid JSON.',
      );
    });

    it('JSON that is not a news answer is a failure', async () => {
      server.use(http.get(NEWS_URL, () => HttpResponse.json({ items: [] })));
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { base } = renderView();
      await loaded(base);
      expect(base().dataset.state).toBe('no-results');
      expect(error.mock.calls[0]![0]).toMatch(/no results list/);
    });

    it('malformed results are dropped and unsafe links removed; the rest renders', async () => {
      server.use(
        http.get(NEWS_URL, () =>
          HttpResponse.json({
            total_results: 3,
            results: [
              {
                title: 'Good',
                link: '/news/good.html',
                timestamp: Date.UTC(2026, 9, 1, 12),
                formattedDate: '1 October 2026',
              },
              { title: 'Evil', link: 'javascript:alert(1)', timestamp: Date.UTC(2026, 9, 2, 12) },
              { title: 'No date' },
            ],
          }),
        ),
      );
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { base } = renderView();
      await loaded(base);
      expect(screen.getByRole('link', { name: 'Good' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 4, name: 'Evil' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Evil' })).not.toBeInTheDocument();
      expect(screen.queryByText('No date')).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('mf-news-archive: 1 malformed news result(s) left out');
      // formattedDate from the server, else Intl in the date locale.
      expect(screen.getByText('1 October 2026')).toBeInTheDocument();
      expect(screen.getByText('2 October 2026')).toBeInTheDocument();
    });

    it('a slow answer superseded by a newer filter never overwrites it', async () => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      // The company answer waits until the test releases it, however long the clicks take.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let slowSignal: AbortSignal | null = null;
      let slowDone!: () => void;
      const slowAnswered = new Promise<void>((resolve) => (slowDone = resolve));
      server.use(
        http.get(NEWS_URL, async ({ request }) => {
          const query = parseNewsRequest(request.url)!;
          if (query.category === 'company') {
            slowSignal = request.signal;
            await gate;
            slowDone();
          }
          return HttpResponse.json({
            total_results: 1,
            results: [{ title: `Only ${query.category}`, timestamp: Date.UTC(2026, 9, 1, 12) }],
          });
        }),
      );
      const { base } = renderView();
      await loaded(base);
      const combo = screen.getByRole('combobox', { name: 'Category' });
      await userEvent.click(combo);
      await userEvent.click(screen.getByRole('option', { name: 'Company' }));
      await userEvent.click(combo);
      await userEvent.click(screen.getByRole('option', { name: 'Events' }));
      await waitFor(() => expect(screen.getByText('Only events')).toBeInTheDocument());
      expect(slowSignal!.aborted).toBe(true);
      // Now the old answer comes back late: it is dropped.
      release();
      await slowAnswered;
      await act(async () => {});
      expect(screen.getByText('Only events')).toBeInTheDocument();
      expect(screen.queryByText('Only company')).not.toBeInTheDocument();
    });
  });
});

describe('<mf-news-archive> categories attribute (core/element/problems)', () => {
  it('through the adapter: one warning per entry left out, naming the element, no error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('mf-news-archive');
    host.id = 'news';
    document.body.append(host);
    const categories = parseAttributeValue(
      newsArchiveApi.attributes.categories,
      '[{"value":"farm","label":"Farm"},{"value":"farm"}]',
      'mf-news-archive',
      'categories',
      host,
    );
    expect(categories).toEqual([{ value: 'farm', label: 'Farm' }]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-news-archive>#news: attribute "categories", entry[1] has no label, got "{"value":"farm"}"; left out.',
    ]);
    expect(error).not.toHaveBeenCalled();
    host.remove();
  });
});
