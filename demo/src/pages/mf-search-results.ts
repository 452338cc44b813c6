/**
 * mf-search-results.html: plays the CMS. A real results page is rendered by the server for its
 * address (q, sourceName, start); this static gallery renders the same markup into the element
 * from the mock results before the element starts: the heading, the list and the CMS's own pager
 * of links. `?scenario=empty` finds nothing.
 */
import { parseScenario } from '../../mocks/scenario';
import { findResults } from '../../mocks/search/results';

const PER_PAGE = 10;
const params = new URLSearchParams(location.search);
const german = params.get('lang') === 'de';
const q = params.get('q') ?? '';
const sourceName = params.get('sourceName') ?? '';
const start = Math.max(0, Math.floor(Number(params.get('start'))) || 0);
const found = parseScenario(params.get('scenario')) === 'empty' ? [] : findResults(q, sourceName);

const element = document.querySelector('mf-search-results')!;
element.setAttribute('total', String(found.length));

const heading = document.createElement('h2');
heading.dataset.resultsHeading = '';
heading.textContent =
  found.length === 0
    ? german
      ? `Keine Ergebnisse für „${q}“`
      : `No results for “${q}”`
    : german
      ? `${found.length} Ergebnisse für „${q}“`
      : `${found.length} results for “${q}”`;

const list = document.createElement('ol');
list.className = 'demo-results';
list.start = start + 1;
for (const result of found.slice(start, start + PER_PAGE)) {
  const item = document.createElement('li');
  const title = document.createElement('a');
  title.href = result.url;
  title.textContent = result.title;
  const excerpt = document.createElement('p');
  excerpt.textContent = result.excerpt;
  item.append(title, excerpt);
  list.append(item);
}

element.replaceChildren(heading, list);
const pages = Math.ceil(found.length / PER_PAGE);
if (pages > 1) {
  const pager = document.createElement('nav');
  pager.dataset.pager = '';
  pager.setAttribute('aria-label', german ? 'Ergebnisseiten' : 'Result pages');
  for (let page = 1; page <= pages; page++) {
    const link = document.createElement('a');
    const target = new URL(location.href);
    target.hash = '';
    if (page > 1) target.searchParams.set('start', String((page - 1) * PER_PAGE));
    else target.searchParams.delete('start');
    link.href = target.href;
    link.textContent = String(page);
    if ((page - 1) * PER_PAGE === start) link.setAttribute('aria-current', 'page');
    pager.append(link, ' ');
  }
  element.append(pager);
}
