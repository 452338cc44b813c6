/**
 * mf-search-results.html: plays the CMS. A real results page is rendered by the server for its
 * address (q, sourceName, start); this static gallery renders the same markup into the element
 * from the mock results before the element starts: the heading, the list and the CMS's own pager
 * of links. `?scenario=empty` finds nothing.
 */
import { parseScenario } from '../../mocks/scenario';
import { resultsMarkup } from '../../mocks/search/results';

const params = new URLSearchParams(location.search);
const { total, html } = resultsMarkup({
  href: location.href,
  q: params.get('q') ?? '',
  sourceName: params.get('sourceName') ?? '',
  start: Math.max(0, Math.floor(Number(params.get('start'))) || 0),
  perPage: 10,
  german: params.get('lang') === 'de',
  empty: parseScenario(params.get('scenario')) === 'empty',
});
const element = document.querySelector('mf-search-results')!;
element.setAttribute('total', String(total));
// The CMS's markup, as a server sends it (escaped by resultsMarkup).
element.innerHTML = html;
