import { setupServer } from 'msw/node';
import { NEWS_CATEGORIES, NEWS_COUNT, NEWS_FIXTURES } from './fixtures';
import { createNewsHandlers, NEWS_PAGE_SIZE, newsPage, parseNewsRequest } from './handlers';

describe('news fixtures', () => {
  it('hold at least 120 articles over three years in several categories, newest first', () => {
    expect(NEWS_FIXTURES.length).toBe(NEWS_COUNT);
    expect(NEWS_COUNT).toBeGreaterThanOrEqual(120);
    const years = new Set(NEWS_FIXTURES.map((a) => new Date(a.timestamp).getUTCFullYear()));
    expect([...years].sort()).toEqual([2024, 2025, 2026]);
    for (const { value } of NEWS_CATEGORIES)
      expect(NEWS_FIXTURES.filter((a) => a.category === value).length).toBeGreaterThan(20);
    const stamps = NEWS_FIXTURES.map((a) => a.timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a));
  });
});

describe('news mock servlet', () => {
  it('parses the selectors of a news address', () => {
    expect(parseNewsRequest('http://x/bin/mf/newsarticle.de-de.products.1000.2000.3.json')).toEqual(
      { lang: 'de-de', category: 'products', from: 1000, to: 2000, page: 3 },
    );
    expect(
      parseNewsRequest('http://x/mf/resources/bin/mf/newsarticle.en-gb.all.all.all.1.json'),
    ).toMatchObject({ from: null, to: null, page: 1 });
    expect(parseNewsRequest('http://x/bin/mf/newsarticle.en-gb.all.soon.all.1.json')).toBeNull();
    expect(parseNewsRequest('http://x/bin/mf/newsarticle.en-gb.all.all.all.0.json')).toBeNull();
    // A dot inside a selector arrives as %2E (the element's newsUrl).
    expect(
      parseNewsRequest('http://x/bin/mf/newsarticle.en-gb.farm%2Enews.all.all.1.json'),
    ).toMatchObject({ category: 'farm.news' });
  });

  it('filters by category and an inclusive time range and pages by 10', () => {
    const all = newsPage({ lang: 'en-gb', category: 'all', from: null, to: null, page: 1 });
    expect(all.total_results).toBe(NEWS_COUNT);
    expect(all.results).toHaveLength(NEWS_PAGE_SIZE);
    const last = newsPage({ lang: 'en-gb', category: 'all', from: null, to: null, page: 15 });
    expect(last.results).toHaveLength(NEWS_COUNT - 14 * NEWS_PAGE_SIZE);
    const beyond = newsPage({ lang: 'en-gb', category: 'all', from: null, to: null, page: 99 });
    expect(beyond).toEqual({ total_results: NEWS_COUNT, results: [] });
    const pick = NEWS_FIXTURES[20]!;
    const exact = newsPage({
      lang: 'en-gb',
      category: pick.category,
      from: pick.timestamp,
      to: pick.timestamp,
      page: 1,
    });
    expect(exact.total_results).toBe(1);
    expect(exact.results[0]!.title).toBe(pick.title);
    expect(exact.results[0]).not.toHaveProperty('category');
  });

  it('formats dates in the requested language', () => {
    const de = newsPage({ lang: 'de-de', category: 'all', from: null, to: null, page: 1 });
    expect(de.results[0]!.formattedDate).toBe('12. November 2026');
    const en = newsPage({ lang: 'en-gb', category: 'all', from: null, to: null, page: 1 });
    expect(en.results[0]!.formattedDate).toBe('12 November 2026');
  });

  describe('scenarios through answer()', () => {
    const server = setupServer();
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
    const url = 'http://localhost/bin/mf/newsarticle.en-gb.all.all.all.1.json';

    it('default, empty and error', async () => {
      server.use(...createNewsHandlers('default'));
      expect((await (await fetch(url)).json()).total_results).toBe(NEWS_COUNT);
      server.resetHandlers(...createNewsHandlers('empty'));
      expect(await (await fetch(url)).json()).toEqual({ total_results: 0, results: [] });
      server.resetHandlers(...createNewsHandlers('error'));
      expect((await fetch(url)).status).toBe(500);
    });

    it('a malformed address is a 400', async () => {
      server.use(...createNewsHandlers('default'));
      const response = await fetch('http://localhost/bin/mf/newsarticle.en-gb.all.x.all.1.json');
      expect(response.status).toBe(400);
    });
  });
});
