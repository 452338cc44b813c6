// @vitest-environment node
import { DEFAULT_LANG, languageFromPath, newsUrl, rangeTimestamps, type NewsQuery } from './url';

const base: NewsQuery = {
  origin: 'https://www.example.com',
  site: 'mf',
  lang: 'en-gb',
  category: 'all',
  from: null,
  to: null,
  page: 1,
};

describe('newsUrl (spec §7)', () => {
  it.each<[string, Partial<NewsQuery>, string]>([
    [
      'defaults: from and to are all',
      {},
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
    [
      'category, timestamps and page',
      { lang: 'de-de', category: 'products', from: 1767225600000, to: 1769903999999, page: 3 },
      'https://www.example.com/bin/mf/newsarticle.de-de.products.1767225600000.1769903999999.3.json',
    ],
    [
      'only from set',
      { from: 1000 },
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.1000.all.1.json',
    ],
    [
      'only to set',
      { to: 2000 },
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.all.2000.1.json',
    ],
    [
      'empty lang and category fall back',
      { lang: '', category: '' },
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
    [
      'page below 1 becomes 1',
      { page: 0 },
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
    [
      'fractional timestamps are rounded',
      { from: 10.6 },
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.11.all.1.json',
    ],
    [
      'a category cannot add segments or selectors',
      { category: 'a/b.c d' },
      'https://www.example.com/bin/mf/newsarticle.en-gb.a%2Fb%2Ec%20d.all.all.1.json',
    ],
    [
      'a dot in a category stays inside its selector',
      { category: 'farm.news' },
      'https://www.example.com/bin/mf/newsarticle.en-gb.farm%2Enews.all.all.1.json',
    ],
    ["origin '' is the page's own", { origin: '' }, '/bin/mf/newsarticle.en-gb.all.all.all.1.json'],
    [
      'trailing slash on the origin',
      { origin: 'https://cms.example.com/' },
      'https://cms.example.com/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
    [
      'static test host: /{site}/resources/bin/',
      { origin: 'https://qa-static.example.net', staticHostPattern: '^qa-static\\.' },
      'https://qa-static.example.net/mf/resources/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
    [
      'pattern that does not match: the normal path',
      { staticHostPattern: '^qa-static\\.' },
      'https://www.example.com/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
    [
      'static host given as the page host name',
      { origin: '', staticHostPattern: 'static', hostname: 'static.test' },
      '/mf/resources/bin/mf/newsarticle.en-gb.all.all.all.1.json',
    ],
  ])('%s', (_name, change, expected) => {
    expect(newsUrl({ ...base, ...change })).toBe(expected);
  });
});

describe('languageFromPath (spec §7: the fourth segment of data-lang)', () => {
  it.each([
    ['/content/mf/language-masters/en-gb', 'en-gb'],
    ['/content/mf/language-masters/de-de', 'de-de'],
    ['/content/mf/language-masters/fr-fr/news/archive', 'fr-fr'],
    ['content/mf/language-masters/nl-nl/', 'nl-nl'],
    ['/content/mf/en', DEFAULT_LANG],
    ['/content/mf/language-masters/not a language', DEFAULT_LANG],
    ['de-de', 'de-de'],
    ['', DEFAULT_LANG],
    [null, DEFAULT_LANG],
    ['   ', DEFAULT_LANG],
  ])('%s -> %s', (value, expected) => {
    expect(languageFromPath(value)).toBe(expected);
  });
});

describe('rangeTimestamps', () => {
  it('covers whole days: from the start of from to the end of to', () => {
    const { from, to } = rangeTimestamps(new Date(2026, 0, 5, 13), new Date(2026, 0, 7, 2));
    expect(from).toBe(new Date(2026, 0, 5).getTime());
    expect(to).toBe(new Date(2026, 0, 7, 23, 59, 59, 999).getTime());
  });

  it('unset ends stay null (sent as all)', () => {
    expect(rangeTimestamps(null, null)).toEqual({ from: null, to: null });
  });
});
