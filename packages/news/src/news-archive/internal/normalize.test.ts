// @vitest-environment node
import { normalizeNewsPage } from './normalize';

const good = {
  title: ' Harvest report ',
  link: 'https://www.example.com/news/harvest.html',
  description: 'A record year.',
  image: '/img/harvest.jpg',
  imageAlt: 'Combine at work',
  timestamp: 1772712000000,
  formattedDate: '05 Mar 2026',
};

describe('normalizeNewsPage (spec §3 news search result)', () => {
  it('keeps valid articles and reads total_results', () => {
    const page = normalizeNewsPage(
      { total_results: 42, results: [good] },
      'https://www.example.com/',
    );
    expect(page.total).toBe(42);
    expect(page.dropped).toBe(0);
    expect(page.articles[0]).toEqual({
      id: 'https://www.example.com/news/harvest.html',
      title: 'Harvest report',
      url: 'https://www.example.com/news/harvest.html',
      description: 'A record year.',
      image: 'https://www.example.com/img/harvest.jpg',
      imageAlt: 'Combine at work',
      timestamp: 1772712000000,
      formattedDate: '05 Mar 2026',
    });
  });

  it('drops results without a title or a usable timestamp, and non-objects', () => {
    const page = normalizeNewsPage({
      total_results: 5,
      results: [
        good,
        { ...good, title: '' },
        { ...good, timestamp: 'soon' },
        { ...good, timestamp: null },
        null,
        'x',
      ],
    });
    expect(page.articles).toHaveLength(1);
    expect(page.dropped).toBe(5);
  });

  it('accepts timestamps in seconds and as numeric strings', () => {
    const page = normalizeNewsPage({
      results: [
        { ...good, timestamp: 1772712000 },
        { ...good, link: 'https://e.com/2', timestamp: '1772712000000' },
      ],
    });
    expect(page.articles.map((a) => a.timestamp)).toEqual([1772712000000, 1772712000000]);
  });

  it('sanitizes links and images (javascript:, data: removed; title kept without link)', () => {
    const page = normalizeNewsPage({
      total_results: 2,
      results: [
        { ...good, link: 'javascript:alert(1)', image: 'data:image/png;base64,xx' },
        { ...good, link: '  ', image: 42 },
      ],
    });
    expect(page.articles.map((a) => [a.url, a.image])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(page.articles[0]!.id).toBe('Harvest report|1772712000000');
  });

  it('gives every article its own key, even when two share a link', () => {
    const page = normalizeNewsPage({
      results: [good, { ...good, title: 'Again' }, { ...good, title: 'Once more' }],
    });
    expect(page.articles.map((a) => a.id)).toEqual([
      'https://www.example.com/news/harvest.html',
      'https://www.example.com/news/harvest.html#1',
      'https://www.example.com/news/harvest.html#2',
    ]);
    expect(page.articles.map((a) => a.url)).toEqual(Array(3).fill(good.link));
    const tricky = normalizeNewsPage({
      results: [{ ...good, link: `${good.link}#2` }, good, good],
    });
    expect(new Set(tricky.articles.map((a) => a.id)).size).toBe(3);
  });

  it('non-string optional fields become empty text', () => {
    const [article] = normalizeNewsPage({
      results: [{ ...good, description: 7, formattedDate: {}, imageAlt: [] }],
    }).articles;
    expect(article).toMatchObject({ description: '', formattedDate: '', imageAlt: '' });
  });

  it.each([
    ['missing', undefined, 1],
    ['negative', -3, 1],
    ['fractional', 2.5, 1],
    ['not a number', 'many', 1],
    ['numeric string', '17', 17],
    ['zero', 0, 0],
  ])('total_results %s -> %s', (_name, total, expected) => {
    expect(normalizeNewsPage({ total_results: total, results: [good] }).total).toBe(expected);
  });

  it.each([null, [], 'text', 42, {}, { results: 'x' }, { total_results: 3 }])(
    'throws for a body that is not a news answer: %j',
    (body) => {
      expect(() => normalizeNewsPage(body)).toThrow(/news answer/);
    },
  );
});

describe('HTML entities from the CMS', () => {
  it('decodes title, description, alt text and the display date', () => {
    const page = normalizeNewsPage({
      total_results: 1,
      results: [
        {
          ...good,
          title: 'Fish &amp; Chips',
          description: '&lt;script&gt;alert(1)&lt;/script&gt; &#39;quoted&#39;',
          imageAlt: 'Tractor &quot;8R&quot;',
          formattedDate: '5&nbsp;M&auml;rz 2026',
        },
      ],
    });
    expect(page.articles[0]).toMatchObject({
      title: 'Fish & Chips',
      description: "<script>alert(1)</script> 'quoted'",
      imageAlt: 'Tractor "8R"',
      formattedDate: '5\u00a0März 2026',
    });
  });
});
