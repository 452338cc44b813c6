import { http, HttpResponse, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { filterDefinitions, MALFORMED_CARDS, PRODUCT_FIXTURES } from './fixtures';

/** spec §7: GET {origin}/bin/{site}/productcards.json?path={path}, any origin, cloud prefix too. */
export const PRODUCT_CARDS_URL = /\/bin\/[^/]+\/productcards\.json$/;
/** spec §7: GET {origin}/bin/{site}/productfilters.json?path={path}. */
export const PRODUCT_FILTERS_URL = /\/bin\/[^/]+\/productfilters\.json$/;

/** The catalogue's language: a path under a German language master answers German labels. */
const langOf = (url: string) =>
  /\/de(-[a-z]{2})?(\/|$)/i.test(new URL(url).searchParams.get('path') ?? '') ? 'de' : 'en';

export function createProductsHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [
    http.get(PRODUCT_CARDS_URL, () =>
      answer(
        scenario,
        () => ({ cards: [...PRODUCT_FIXTURES, ...MALFORMED_CARDS] }),
        () => ({ cards: [] }),
      ),
    ),
    http.get(PRODUCT_FILTERS_URL, ({ request }) =>
      // The filters answer keeps its definitions in the empty scenario: the cards are empty.
      answer(
        scenario,
        () => filterDefinitions(langOf(request.url)),
        () => filterDefinitions(langOf(request.url)),
      ),
    ),
    // Pictures of the catalogue, drawn here so the gallery needs no network.
    http.get('*/content/dam/mf-demo/products/:name.svg', ({ params }) => {
      const name = String(params.name);
      const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
      return new HttpResponse(tractorPicture(hue, name), {
        headers: { 'Content-Type': 'image/svg+xml' },
      });
    }),
  ];
}

function tractorPicture(hue: number, name: string): string {
  const big = /4wd|row-crop/.test(name);
  const rear = big ? 26 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 130"><rect width="200" height="130" fill="hsl(${hue} 35% 88%)"/><rect y="100" width="200" height="30" fill="hsl(95 30% 45%)"/><rect x="50" y="48" width="90" height="34" rx="4" fill="#367c2b"/><rect x="62" y="20" width="42" height="34" rx="3" fill="#2a5f21" stroke="#1b1b1b" stroke-width="2"/><rect x="68" y="25" width="30" height="20" fill="hsl(200 60% 85%)"/><rect x="128" y="36" width="5" height="14" fill="#1b1b1b"/><circle cx="75" cy="${104 - rear}" r="${rear}" fill="#1b1b1b"/><circle cx="75" cy="${104 - rear}" r="${rear / 2.5}" fill="#f4d35e"/><circle cx="132" cy="90" r="14" fill="#1b1b1b"/><circle cx="132" cy="90" r="5" fill="#f4d35e"/></svg>`;
}
