/**
 * <mf-search-results> in real Chromium, from the built bundle: the CMS's heading, list and pager
 * are slotted (its pager gives way to the element's); the address preselects the source and the
 * page; the pager keeps q and sourceName and moves start; the filter submits sourceName and q;
 * after a change made here the next page focuses the results heading (a page change) or the
 * source control (a filter change) and announces the count; axe on every state. (The reload of
 * an address without q navigates the page: the end-to-end test covers it.)
 */
import { sendKeys } from '@web/test-runner-commands';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  setUpElementTests,
  shadow,
  waitFor,
} from './helpers';

const TAG = 'mf-search-results';
setUpElementTests(TAG);
const NOTE = 'mf-search-results-change';
const SOURCES = JSON.stringify([
  { value: '', label: 'All sources' },
  { value: 'products', label: 'Products' },
  { value: 'news', label: 'News' },
]);
const CMS = `<h2 data-results-heading>45 results for “tractor”</h2>
  <ol><li><a href="/products/5s">MF 5S tractor</a><p>Specifications.</p></li></ol>
  <nav data-pager aria-label="Result pages (links)"><a href="?q=tractor&start=10">2</a></nav>`;

let original = '';
beforeEach(() => {
  original = location.href;
  sessionStorage.removeItem(NOTE);
});
afterEach(() => {
  history.replaceState(null, '', original);
  sessionStorage.removeItem(NOTE);
});

async function mount(search: string) {
  const url = new URL(original);
  for (const [key, value] of new URLSearchParams(search)) url.searchParams.set(key, value);
  history.replaceState(null, '', url.href);
  const element = await fixture(
    `<mf-search-results total="45" per-page="10" sources='${SOURCES}'>${CMS}</mf-search-results>`,
  );
  await waitFor(() => shadow(element, '[part~="base"]'), 5000, 'part="base"');
  return element;
}

/** Every mf-change of the test, cancelled, so the test page stays. */
function changes(): Array<{ q: string; sourceName: string; start: number; url: string }> {
  const seen: Array<{ q: string; sourceName: string; start: number; url: string }> = [];
  const listener = (event: Event) => {
    event.preventDefault();
    seen.push((event as CustomEvent).detail);
  };
  document.addEventListener('mf-change', listener);
  after(() => document.removeEventListener('mf-change', listener));
  return seen;
}

const params = (url: string) => {
  const all = Object.fromEntries(new URL(url).searchParams);
  delete all['wtr-session-id'];
  return all;
};

describe('<mf-search-results>', () => {
  it('slots the CMS results; its pager gives way to the element’s; the address preselects', async () => {
    const element = await mount('?q=tractor&sourceName=news&start=10');
    const heading = element.querySelector('h2')!;
    expect(heading.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(element.querySelector<HTMLElement>('[data-pager]')!.offsetHeight).to.equal(0);
    const current = await waitFor(() => shadow(element, '[aria-current=page]'));
    expect(current.textContent).to.equal('2');
    expect(shadow(element, '[role=combobox]')!.textContent).to.contain('News');
    await expectAxeClean(element.parentElement!);
  });

  it('the pager keeps q and sourceName and moves start', async () => {
    const seen = changes();
    const element = await mount('?q=C%23+%26+more&sourceName=news&start=10');
    shadow<HTMLButtonElement>(element, '[part~=pagination-next]')!.click();
    expect(seen).to.have.length(1);
    expect(params(seen[0]!.url)).to.deep.equal({ q: 'C# & more', sourceName: 'news', start: '20' });
    // Cancelled by the page: nothing is noted for a next page.
    expect(sessionStorage.getItem(NOTE)).to.equal(null);
  });

  it('the source filter submits sourceName and q by keyboard', async () => {
    const seen = changes();
    const element = await mount('?q=tractor&start=20');
    const select = shadow(element, '[role=combobox]')!;
    select.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => select.getAttribute('aria-expanded') === 'true', 5000, 'the listbox');
    await expectAxeClean(element.parentElement!);
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(shadow(element, '[part~=button]'));
    await sendKeys({ press: 'Enter' });
    expect(seen).to.have.length(1);
    expect(params(seen[0]!.url)).to.deep.equal({ q: 'tractor', sourceName: 'news' });
  });

  it('after a page change made here: focus on the results heading, the count announced', async () => {
    const url = new URL(original);
    url.searchParams.set('q', 'tractor');
    url.searchParams.set('start', '20');
    sessionStorage.setItem(NOTE, JSON.stringify({ kind: 'page', url: url.href }));
    const element = await mount('?q=tractor&start=20');
    const heading = element.querySelector('h2')!;
    await waitFor(() => document.activeElement === heading, 5000, 'focus on the heading');
    const status = shadow(element, '[role=status]')!;
    await waitFor(() => status.textContent === '45 results. Page 3 of 5', 5000, 'the count');
    expect(sessionStorage.getItem(NOTE)).to.equal(null);
    await expectAxeClean(element.parentElement!);
  });

  it('after a filter change made here: focus on the source control', async () => {
    const url = new URL(original);
    url.searchParams.set('q', 'tractor');
    url.searchParams.set('sourceName', 'products');
    sessionStorage.setItem(NOTE, JSON.stringify({ kind: 'filter', url: url.href }));
    const element = await mount('?q=tractor&sourceName=products');
    await waitFor(
      () => deepActiveElement() === shadow(element, '[role=combobox]'),
      5000,
      'focus on the source',
    );
  });

  it('a first visit moves no focus and announces nothing', async () => {
    const element = await mount('?q=tractor');
    expect(document.activeElement).to.equal(document.body);
    expect(shadow(element, '[role=status]')!.textContent).to.equal('');
  });
});
