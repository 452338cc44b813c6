// @vitest-environment node
import { groupByMonth } from './group';
import type { NewsArticle } from './normalize';

const article = (id: string, iso: string): NewsArticle => ({
  id,
  title: id,
  url: null,
  description: '',
  image: null,
  imageAlt: '',
  timestamp: Date.parse(iso),
  formattedDate: '',
});

describe('groupByMonth (spec §2: grouped by month and year)', () => {
  const articles = [
    article('a', '2026-03-20T12:00:00Z'),
    article('b', '2026-03-02T12:00:00Z'),
    article('c', '2026-02-14T12:00:00Z'),
    article('d', '2025-03-10T12:00:00Z'),
  ];

  it('groups consecutive articles under month-and-year headings, in server order', () => {
    const groups = groupByMonth(articles, 'en-GB', 'UTC');
    expect(groups.map((g) => [g.key, g.heading, g.articles.map((a) => a.id)])).toEqual([
      ['2026-03', 'March 2026', ['a', 'b']],
      ['2026-02', 'February 2026', ['c']],
      ['2025-03', 'March 2025', ['d']], // same month, other year: its own group
    ]);
  });

  it('names months in the locale', () => {
    expect(groupByMonth(articles, 'de-DE', 'UTC').map((g) => g.heading)).toEqual([
      'März 2026',
      'Februar 2026',
      'März 2025',
    ]);
  });

  it('an out-of-order article joins its month instead of repeating the heading', () => {
    const groups = groupByMonth(
      [...articles, article('e', '2026-03-25T12:00:00Z')],
      'en-GB',
      'UTC',
    );
    expect(groups).toHaveLength(3);
    expect(groups[0]!.articles.map((a) => a.id)).toEqual(['a', 'b', 'e']);
  });

  it('uses calendar months of the time zone', () => {
    const edge = [article('x', '2026-02-28T23:30:00Z')];
    expect(groupByMonth(edge, 'en-GB', 'UTC')[0]!.heading).toBe('February 2026');
    expect(groupByMonth(edge, 'en-GB', 'Europe/Berlin')[0]!.heading).toBe('March 2026');
  });

  it('no articles, no groups', () => {
    expect(groupByMonth([], 'en-GB')).toEqual([]);
  });
});
