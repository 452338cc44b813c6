/**
 * <mf-dealer-locator> in real Chromium, from the built bundle, against the gallery's dealer mock
 * backend and the offline maps stand-in: the form, the filters, pagination, hash routes and
 * storage, in the shadow root, axe-clean in each state.
 */
import { http, HttpResponse } from 'msw';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { SEARCH_PATH } from '@mf/demo-mocks/dealer-locator/handlers';
import type { Scenario } from '@mf/demo-mocks/scenario';
import {
  captureConsoleErrors,
  cleanupFixtures,
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  nextFrame,
  shadow,
  shadowAll,
  startMocks,
  waitFor,
} from './helpers';

const TAG = 'mf-dealer-locator';
const BRANDS = JSON.stringify([
  { value: 'ATL', label: 'Atlas' },
  { value: 'HRV', label: 'Harvestline' },
]);
const bodies: Record<string, unknown>[] = [];

function markup(extra = ''): string {
  return `<mf-dealer-locator search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" token-path="/libs/granite/csrf/token.json" radius="100" no-consent-manager ${extra}></mf-dealer-locator>`;
}

async function mount(
  scenario: Scenario = 'default',
  extra = '',
  ...overrides: Parameters<typeof startMocks>[1][]
) {
  const worker = await startMocks(scenario, ...overrides);
  worker.events.removeAllListeners('request:start');
  worker.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === SEARCH_PATH)
      bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return fixture(markup(extra));
}

const state = (el: Element) => shadow(el, '[part=base]')?.getAttribute('data-state');
const settled = (el: Element, pattern = /^(results|empty|error)$/) =>
  waitFor(() => pattern.test(state(el) ?? '') && state(el), 8000, 'the search to settle');
const cards = (el: Element) => shadowAll(el, '[part~=list-item]');
const count = (el: Element) => shadow(el, '.dl-results__count')?.textContent ?? '';
const totalOf = (el: Element) => Number(count(el).split(' ')[0]!.replace(/\D/g, ''));
const key = (_el: Element, target: HTMLElement, keyName: string) => {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: keyName, bubbles: true, composed: true }),
  );
  return nextFrame();
};

describe('<mf-dealer-locator> in Chromium', () => {
  let errors: ReturnType<typeof captureConsoleErrors>;
  let maps: GoogleMapsFake;
  before(() => loadElement(TAG));
  beforeEach(() => {
    bodies.length = 0;
    localStorage.clear();
    history.replaceState(null, '', location.pathname);
    maps = installGoogleMapsFake();
    errors = captureConsoleErrors();
  });
  afterEach(async () => {
    errors.stop();
    // The element unmounts (and removes its markers) a microtask after it leaves the page:
    // google.maps must still be there then.
    cleanupFixtures();
    await new Promise((resolve) => setTimeout(resolve, 0));
    maps.uninstall();
  });

  it('searches on start into its shadow root, pages with the buttons, axe-clean, no console error', async () => {
    const el = await mount('default', 'brand="ATL" per-page="10"');
    expect(await settled(el)).to.equal('results');
    expect(bodies[0]).to.include({ brand: 'ATL', radius: 100, distance_unit: 'mi' });
    expect(cards(el)).to.have.length(10);
    expect(count(el)).to.match(/^[\d,]+ results Showing 1–10 of [\d,]+$/);
    expect(deepActiveElement()).to.equal(document.body);
    await expectAxeClean(el);
    const firstOfPage1 = cards(el)[0]!.textContent;
    shadow<HTMLButtonElement>(el, '[part=pagination-next]')!.click();
    // The press is answered by the render React flushes right after the click (a microtask):
    // the pager's current page is 2; the list still shows page 1, busy, and renders it next
    // (README "Interpretations", page change).
    await Promise.resolve();
    expect(shadow(el, '[aria-current=page]')?.textContent).to.match(/2/);
    expect(shadow(el, '[part=list]')!.getAttribute('aria-busy')).to.equal('true');
    expect(cards(el)[0]!.textContent).to.equal(firstOfPage1);
    await waitFor(() => count(el).includes('Showing 11–20'), 3000, 'page 2');
    expect(shadow(el, '[part=list]')!.hasAttribute('aria-busy')).to.equal(false);
    expect(cards(el)[0]!.textContent).to.not.equal(firstOfPage1);
    await waitFor(
      () => deepActiveElement() === shadow(el, '[part=list]'),
      3000,
      'focus on the list',
    );
    expect(errors.messages).to.deep.equal([]);
  });

  it('geocodes a postal code through the maps seam and sends the address components', async () => {
    const el = await mount();
    await settled(el);
    const input = shadow<HTMLInputElement>(el, '#dl-location')!;
    input.focus();
    document.execCommand('insertText', false, '50010');
    shadow<HTMLButtonElement>(el, '.dl-submit')!.click();
    await waitFor(() => bodies.length === 2, 5000, 'the second search');
    expect(bodies[1]!.geocode).to.deep.equal({ latitude: 42.0308, longitude: -93.6319 });
    expect(
      (bodies[1]!.address_components as { types: string[] }[]).map((c) => c.types[0]),
    ).to.include('postal_code');
    await settled(el);
    expect(shadow(el, '[part~=list-item]')!.textContent).to.match(/\d+\.\d mi away/);
  });

  it('brand required: error style, aria-invalid, the configured message and focus; axe-clean', async () => {
    const el = await mount(
      'default',
      `brands='${BRANDS}' brand-required-message="Choose a brand, please."`,
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(bodies).to.have.length(0);
    shadow<HTMLButtonElement>(el, '.dl-submit')!.click();
    await nextFrame();
    const brand = shadow(el, '#dl-brand')!;
    expect(brand.getAttribute('aria-invalid')).to.equal('true');
    expect(shadow(el, '#dl-brand-error')!.textContent).to.equal('Choose a brand, please.');
    expect(deepActiveElement()).to.equal(brand);
    await expectAxeClean(el);
    // Choose with the keyboard: the error goes, the search runs with the brand.
    await key(el, brand, 'ArrowDown');
    await key(el, brand, 'End');
    await key(el, brand, 'Enter');
    expect(brand.getAttribute('aria-invalid')).to.equal(null);
    shadow<HTMLButtonElement>(el, '.dl-submit')!.click();
    await waitFor(() => bodies.length === 1, 3000, 'the search');
    expect(bodies[0]).to.include({ brand: 'HRV' });
  });

  it('filters: offering from the cached answer, distance anew; the listbox keys work', async () => {
    const el = await mount('default', 'brand="ATL"');
    await settled(el);
    const total = totalOf(el);
    // The offerings are gathered after the results' first paint (search/use-search-results.ts):
    // the dropdown keeps its place meanwhile, and the filter bar is busy until they come.
    const offerings = await waitFor(
      () =>
        shadow(el, '[part=filters]')!.hasAttribute('aria-busy')
          ? null
          : shadow(el, '#dl-filter-offerings'),
      5000,
      'the offering options',
    );
    offerings.focus();
    await key(el, offerings, 'Enter');
    expect(offerings.getAttribute('aria-expanded')).to.equal('true');
    await expectAxeClean(el);
    await key(el, offerings, 'Escape');
    expect(offerings.getAttribute('aria-expanded')).to.equal('false');
    await key(el, offerings, 'End');
    await key(el, offerings, 'Enter');
    const chosen = offerings.textContent!;
    expect(chosen).to.not.equal('All offerings');
    expect(totalOf(el)).to.be.at.most(total);
    // The list follows the filter one render later (a deferred value, busy meanwhile).
    await waitFor(
      () => !shadow(el, '[part=list]')!.hasAttribute('aria-busy'),
      3000,
      'the filtered list',
    );
    for (const card of cards(el))
      expect(card.querySelector('.dl-card__offers')!.textContent).to.contain(chosen);
    expect(bodies).to.have.length(1);
    const distance = shadow(el, '#dl-filter-distance')!;
    distance.focus();
    await key(el, distance, 'Home');
    await key(el, distance, 'Enter');
    await waitFor(() => bodies.length === 2, 3000, 'the distance search');
    expect(bodies[1]).to.include({ radius: 10 });
    expect(deepActiveElement()).to.equal(distance);
  });

  it('hash routes: detail of a listed dealer at once, sections collapsed, back restores focus', async () => {
    const el = await mount('default', 'brand="ATL"');
    await settled(el);
    const link = shadow<HTMLAnchorElement>(el, '[part~=list-item] h3 a')!;
    const name = link.textContent!;
    link.click();
    await waitFor(() => shadow(el, '[part=detail]'), 3000, 'the detail view');
    expect(location.hash).to.match(/^#dealer-locator-/);
    expect(shadow(el, '#dl-detail-heading')!.textContent).to.equal(name);
    await waitFor(
      () => deepActiveElement() === shadow(el, '#dl-detail-heading'),
      3000,
      'focus on the heading',
    );
    await waitFor(() => !shadow(el, '[part=detail] [role=progressbar]'), 5000, 'related dealers');
    const sections = shadowAll(el, '.mf-disclosure__button');
    expect(sections.every((b) => b.getAttribute('aria-expanded') === 'false')).to.equal(true);
    await expectAxeClean(el);
    location.hash = 'dealer-locator';
    await waitFor(() => !shadow(el, '[part=detail]'), 3000, 'the search view');
    await waitFor(
      () => deepActiveElement() === shadow(el, '[part=list]'),
      3000,
      'focus on the list',
    );
    history.replaceState(null, '', location.pathname);
  });

  it('dealer codes with "%" open their detail: encoded into the hash, decoded tolerantly', async () => {
    const record = (code: string, name: string, distance: number) => ({
      dealer_code: code,
      name,
      distance,
      address: { street: '1 Main St', city: 'Ames', state: 'IA', postal_code: '50010' },
      location: { latitude: 42.03, longitude: -93.63 },
    });
    const percent = [record('P%Q', 'Percent Q', 1.5), record('100%', 'Hundred Percent', 2.5)];
    const el = await mount(
      'default',
      'brand="ATL"',
      http.post(`*${SEARCH_PATH}`, () => HttpResponse.json(percent)),
      http.get('*/api/dealers/detail', ({ request }) => {
        const code = new URL(request.url).searchParams.get('dealerId');
        return HttpResponse.json(percent.filter((d) => d.dealer_code === code));
      }),
    );
    await settled(el);
    const heading = () => shadow(el, '#dl-detail-heading')?.textContent;
    const link = shadowAll<HTMLAnchorElement>(el, '[part~=list-item] h3 a').find(
      (a) => a.textContent === 'Hundred Percent',
    )!;
    link.click();
    await waitFor(() => heading() === 'Hundred Percent', 3000, 'the detail of 100%');
    expect(location.hash).to.equal('#dealer-locator-100%25');
    // A link written by hand (or by an older page), not valid percent-encoding: taken as written.
    location.hash = 'dealer-locator-P%Q';
    await waitFor(() => heading() === 'Percent Q', 3000, 'the detail of P%Q');
    expect(shadow(el, '[part=detail]')).to.not.equal(null);
    expect(errors.messages).to.deep.equal(['URL component decode failure URI malformed']);
    history.replaceState(null, '', location.pathname);
  });

  /** Opens the detail of the last listed dealer, waits for it, and goes back to the results. */
  async function detailAndBack(el: Element) {
    shadowAll<HTMLAnchorElement>(el, '[part~=list-item] h3 a').at(-1)!.click();
    await waitFor(() => shadow(el, '[part=detail]'), 3000, 'the detail view');
    await waitFor(() => !shadow(el, '[part=detail] [role=progressbar]'), 5000, 'related dealers');
    location.hash = 'dealer-locator';
    await waitFor(() => deepActiveElement() === shadow(el, '[part=list]'), 3000, 'the list');
    await nextFrame();
  }

  it('back from the detail restores the scroll position of the results (spec §2): the window', async () => {
    const el = await mount('default', 'brand="ATL"');
    await settled(el);
    // At the bottom of the results: the shorter detail view could not hold this position, so it
    // must be read before the detail replaces the results.
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    await nextFrame();
    const saved = window.scrollY;
    expect(saved).to.be.greaterThan(200);
    await detailAndBack(el);
    expect(window.scrollY).to.equal(saved);
    history.replaceState(null, '', location.pathname);
    window.scrollTo(0, 0);
  });

  it('back from the detail restores the scroll of a scrolling box around the element', async () => {
    await startMocks('default');
    const box = await fixture(
      `<div style="height: 400px; overflow-y: auto">${markup('brand="ATL"')}</div>`,
    );
    const el = box.firstElementChild!;
    await settled(el);
    box.scrollTop = box.scrollHeight;
    await nextFrame();
    const saved = box.scrollTop;
    expect(saved).to.be.greaterThan(200);
    await detailAndBack(el);
    expect(box.scrollTop).to.equal(saved);
    expect(window.scrollY).to.equal(0);
    history.replaceState(null, '', location.pathname);
  });

  it('target size (WCAG 2.5.8): the name and phone links of a card are 24 px high at least', async () => {
    const el = await mount('default', 'brand="ATL"');
    await settled(el);
    const card = shadowAll(el, '[part~=list-item]').find((item) =>
      item.querySelector('.dl-card__phone a'),
    )!;
    const links = [...card.querySelectorAll<HTMLElement>('.dl-card__name a, .dl-card__phone a')];
    expect(links).to.have.length(2);
    // Not left to the spacing exception: a card without address or offerings puts them within
    // 12 px of "More info" and the preferred-dealer button.
    for (const link of links) {
      const { width, height } = link.getBoundingClientRect();
      expect(
        Math.min(width, height),
        `${link.textContent}: ${width} x ${height} px`,
      ).to.be.at.least(24);
    }
  });

  it('preferred dealer: stored under mf-preferreddealer, a bubbling composed event, one at a time', async () => {
    const el = await mount('default', 'brand="ATL"');
    await settled(el);
    const seen: CustomEvent[] = [];
    const listener = (e: Event) => seen.push(e as CustomEvent);
    document.addEventListener('mf-preferred-dealer-change', listener);
    const buttons = () =>
      shadowAll<HTMLButtonElement>(el, '[part~=list-item] [part=preferred-dealer]');
    buttons()[0]!.click();
    await nextFrame();
    buttons()[1]!.click();
    await nextFrame();
    document.removeEventListener('mf-preferred-dealer-change', listener);
    expect(seen).to.have.length(2);
    expect(seen[1]!.bubbles && seen[1]!.composed).to.equal(true);
    const stored = JSON.parse(localStorage.getItem('mf-preferreddealer')!);
    expect(stored.dealer_code).to.equal(seen[1]!.detail.dealer_code);
    expect(buttons().filter((b) => b.getAttribute('aria-pressed') === 'true')).to.have.length(1);
    expect(shadow(el, '[role=status]')!.textContent).to.contain('is now your preferred dealer');
  });

  it('a slow search superseded by a newer one never overwrites it; errors show the message', async () => {
    let calls = 0;
    // The slow answer is held until the newer search has failed (not a fixed delay: on a loaded
    // machine the keys below could take longer than any delay chosen here).
    let releaseSlow = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const el = await mount(
      'default',
      '',
      http.post(SEARCH_PATH, async () => {
        calls++;
        if (calls === 2) {
          await slowGate;
          return HttpResponse.json([]);
        }
        if (calls === 3) return new HttpResponse('<html>down</html>', { status: 503 });
        return HttpResponse.json([{ dealer_code: 'X1', name: 'Only dealer' }]);
      }),
    );
    await settled(el);
    shadow<HTMLButtonElement>(el, '.dl-submit')!.click();
    await settled(el, /^loading$/);
    shadow(el, '#dl-filter-distance')!.focus();
    await key(el, shadow(el, '#dl-filter-distance')!, 'End');
    await key(el, shadow(el, '#dl-filter-distance')!, 'Enter');
    expect(await settled(el)).to.equal('error');
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(state(el)).to.equal('error');
    expect(shadow(el, '.dl-message--error')!.textContent).to.equal(
      'Dealers could not be loaded. Please try again later.',
    );
    expect(shadow(el, '[part=filters]')).to.equal(null);
    // Focus was in the distance filter, which is gone: it moves to the title, not to <body>.
    expect(deepActiveElement()).to.equal(shadow(el, '.dl-title'));
    expect(errors.messages.some((m) => m.includes('the dealer search failed'))).to.equal(true);
    await expectAxeClean(el);
  });
});
