import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { NEWS_FIXTURES, type NewsFixture } from './fixtures';

/** spec §9: the servlet answers 10 news articles per page. */
export const NEWS_PAGE_SIZE = 10;

/**
 * spec §7: GET {origin}/bin/{site}/newsarticle.{lang}.{category}.{from}.{to}.{page}.json, on any
 * origin and on the static test host's /{site}/resources/bin/{site}/... path.
 */
export const NEWS_URL =
  /\/bin\/[^/]+\/newsarticle\.([^./]+)\.([^./]+)\.([^./]+)\.([^./]+)\.([^./]+)\.json$/;

export interface NewsRequest {
  lang: string;
  category: string;
  from: number | null;
  to: number | null;
  page: number;
}

/** Reads the selectors of a news address; null when one of them is not valid. */
export function parseNewsRequest(url: string): NewsRequest | null {
  const match = NEWS_URL.exec(new URL(url).pathname);
  if (!match) return null;
  const [, lang, category, from, to, page] = match.map((part) => decodeURIComponent(part ?? ''));
  const time = (value: string) =>
    value === 'all' ? null : /^\d+$/.test(value) ? Number(value) : NaN;
  const request = {
    lang: lang!,
    category: category!,
    from: time(from!),
    to: time(to!),
    page: Number(page),
  };
  if (Number.isNaN(request.from) || Number.isNaN(request.to)) return null;
  if (!Number.isInteger(request.page) || request.page < 1) return null;
  return request;
}

/** One page as the servlet answers it: filtered by category and the inclusive time range. */
export function newsPage(request: NewsRequest, articles: readonly NewsFixture[] = NEWS_FIXTURES) {
  const matching = articles.filter(
    (a) =>
      (request.category === 'all' || a.category === request.category) &&
      (request.from === null || a.timestamp >= request.from) &&
      (request.to === null || a.timestamp <= request.to),
  );
  const start = (request.page - 1) * NEWS_PAGE_SIZE;
  const format = new Intl.DateTimeFormat(request.lang.startsWith('de') ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return {
    total_results: matching.length,
    results: matching.slice(start, start + NEWS_PAGE_SIZE).map(({ category: _c, ...article }) => ({
      ...article,
      formattedDate: format.format(article.timestamp),
    })),
  };
}

export function createNewsHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [
    http.get(NEWS_URL, ({ request }) => {
      const query = parseNewsRequest(request.url);
      if (!query)
        return new HttpResponse('Bad request', { status: 400, statusText: 'Bad Request' });
      return answer(
        scenario,
        () => newsPage(query),
        () => ({ total_results: 0, results: [] }),
      );
    }),
    // Pictures of the fixtures, drawn here so the gallery needs no network.
    http.get('*/content/dam/mf-demo/news/:name.svg', ({ params }) => {
      const name = String(params.name);
      const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
      return new HttpResponse(newsPicture(hue), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  ];
}

function newsPicture(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="hsl(${hue} 40% 80%)"/><rect y="80" width="160" height="40" fill="hsl(${(hue + 90) % 360} 35% 45%)"/><circle cx="125" cy="30" r="14" fill="#f4d35e"/><rect x="30" y="52" width="56" height="28" rx="3" fill="#367c2b"/><circle cx="44" cy="84" r="11" fill="#1b1b1b"/><circle cx="78" cy="86" r="8" fill="#1b1b1b"/></svg>`;
}
