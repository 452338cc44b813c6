/**
 * <mf-events-overview> in real Chromium, from the built bundle, against the gallery's events mock
 * servlet: shadow DOM, attributes, mf-change, focus after a page change, every state axe-clean.
 */
import { http, HttpResponse } from 'msw';
import { EVENT_FIXTURES, EVENT_REGIONS, MULTI_DAY_ANSWER } from '@mf/demo-mocks/events/fixtures';
import { EVENTS_URL, eventsPage } from '@mf/demo-mocks/events/handlers';
import type { Scenario } from '@mf/demo-mocks/scenario';
import {
  dataState,
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  gate,
  recordRequests,
  setUpElementTests,
  shadow,
  shadowAll,
  startMocks,
  waitFor,
  waitForState,
} from './helpers';

const REGIONS = JSON.stringify(EVENT_REGIONS);
const requests: string[] = [];

function markup(extra = ''): string {
  return `<mf-events-overview site="mf" time-zone="UTC" no-results="Nothing planned yet." regions='${REGIONS}' ${extra}></mf-events-overview>`;
}

async function mount(
  scenario: Scenario = 'default',
  extra = '',
  ...overrides: Parameters<typeof startMocks>[1][]
) {
  const mocks = await startMocks(scenario, ...overrides);
  recordRequests(
    mocks,
    (url) => (url.pathname.includes('eventsoverview') ? url.pathname + url.search : null),
    requests,
  );
  return fixture(markup(extra));
}

const settled = (el: Element) => waitForState(el, /^(has-results|no-results)$/, 5000);
const cards = (el: Element) => shadowAll(el, '[part~=list-item]');

describe('<mf-events-overview> in Chromium', () => {
  const suite = setUpElementTests('mf-events-overview');
  beforeEach(() => {
    requests.length = 0;
  });

  it('loads the first page of all regions into its shadow root, axe-clean, no console error', async () => {
    const el = await mount();
    expect(await settled(el)).to.equal('has-results');
    expect(requests).to.deep.equal(['/bin/mf/eventsoverview.1.json?region=all']);
    expect(cards(el)).to.have.length(5);
    expect(shadow(el, '[part=heading]')!.textContent).to.contain('46 events');
    expect(shadow(el, '[role=status]')!.textContent).to.equal('46 events. Page 1 of 10');
    expect(shadow<HTMLButtonElement>(el, '[part=pagination-previous]')!.disabled).to.equal(true);
    expect(deepActiveElement()).to.equal(document.body);
    await expectAxeClean(el);
    expect(suite.errors).to.deep.equal([]);
  });

  it('Next: emits a bubbling, composed mf-change, loads page 2 and focuses the heading', async () => {
    const el = await mount();
    await settled(el);
    const seen: CustomEvent[] = [];
    document.addEventListener('mf-change', (e) => seen.push(e as CustomEvent), { once: true });
    const next = shadow<HTMLButtonElement>(el, '[part=pagination-next]')!;
    next.focus();
    next.click();
    await waitFor(() => requests.length === 2);
    await settled(el);
    expect(seen[0]!.detail).to.deep.equal({ region: 'all', page: 2 });
    expect(seen[0]!.composed && seen[0]!.bubbles).to.equal(true);
    expect(requests.at(-1)).to.equal('/bin/mf/eventsoverview.2.json?region=all');
    expect(cards(el)[0]!.textContent).to.contain(EVENT_FIXTURES[5]!.title);
    await waitFor(
      () => deepActiveElement() === shadow(el, '[part=heading]'),
      2000,
      'heading focus',
    );
    await expectAxeClean(el);
  });

  it('region change: page 1 of that region, mf-change, focus stays on the select', async () => {
    const el = await mount();
    await settled(el);
    const seen: unknown[] = [];
    el.addEventListener('mf-change', (e) => seen.push((e as CustomEvent).detail));
    const select = shadow<HTMLSelectElement>(el, 'select')!;
    select.focus();
    select.value = 'south-america';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => requests.length === 2);
    await settled(el);
    expect(seen).to.deep.equal([{ region: 'south-america', page: 1 }]);
    expect(requests.at(-1)).to.equal('/bin/mf/eventsoverview.1.json?region=south-america');
    expect(shadow(el, '[part=heading]')!.textContent).to.contain('8 events');
    expect(deepActiveElement()).to.equal(select);
  });

  it('a new region attribute reloads page 1 without mf-change', async () => {
    const el = await mount();
    await settled(el);
    const seen: unknown[] = [];
    el.addEventListener('mf-change', (e) => seen.push(e));
    el.setAttribute('region', 'africa');
    await waitFor(() => requests.includes('/bin/mf/eventsoverview.1.json?region=africa'));
    await settled(el);
    expect(cards(el)).to.have.length(4);
    expect(shadow(el, '[part=pagination]')).to.equal(null);
    expect(seen).to.deep.equal([]);
  });

  for (const scenario of ['empty', 'error'] as const) {
    it(`${scenario} scenario: the no-results heading from the attribute, axe-clean`, async () => {
      const el = await mount(scenario);
      expect(await settled(el)).to.equal('no-results');
      expect(shadow(el, '[part=no-results]')!.textContent).to.equal('Nothing planned yet.');
      expect(shadow(el, '[role=status]')!.textContent).to.equal('Nothing planned yet.');
      await expectAxeClean(el);
      expect(suite.errors).to.deep.equal([]);
    });
  }

  it('loading: a named progress indicator, announced, axe-clean while the answer is held', async () => {
    const held = gate();
    const el = await mount(
      'default',
      '',
      http.get(EVENTS_URL, async () => {
        await held.promise;
        return HttpResponse.json({ total_results: 0, results: [] });
      }),
    );
    await waitFor(() => requests.length === 1, 5000, 'the request');
    expect(dataState(el)).to.equal('loading');
    expect(shadow(el, '[role=progressbar]')!.getAttribute('aria-label')).to.equal(
      'Loading events…',
    );
    expect(shadow(el, '[role=status]')!.textContent).to.equal('Loading events…');
    await expectAxeClean(el);
    held.release();
    expect(await settled(el)).to.equal('no-results');
  });

  it('the stale list while the next page loads: full contrast, busy, axe-clean', async () => {
    const held = gate();
    const el = await mount(
      'default',
      '',
      http.get(EVENTS_URL, async ({ params, request }) => {
        const page = Number(params.page);
        if (page === 2) await held.promise;
        const region = new URL(request.url).searchParams.get('region') ?? 'all';
        return HttpResponse.json(eventsPage(region, page));
      }),
    );
    await settled(el);
    shadow<HTMLButtonElement>(el, '[part=pagination-next]')!.click();
    await waitForState(el, /^loading$/, 5000);
    const list = shadow(el, '[part=list]')!;
    expect(list.getAttribute('aria-busy')).to.equal('true');
    expect(cards(el)).to.have.length(5);
    // Look at the state a visitor sees, once any transition into it has run its course.
    await Promise.all(
      el
        .shadowRoot!.getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished),
    );
    // Nothing between the text and the viewer fades it: every ancestor up to the host is opaque.
    for (let node: Element | null = cards(el)[0]!; node && node !== el; node = node.parentElement)
      expect(getComputedStyle(node).opacity, `opacity of ${node.className}`).to.equal('1');
    await expectAxeClean(el);
    held.release();
    expect(await settled(el)).to.equal('has-results');
    expect(cards(el)[0]!.textContent).to.contain(EVENT_FIXTURES[5]!.title);
  });

  it('German: lang, labels and dates per locale', async () => {
    const labels = JSON.stringify({
      resultCountOne: '{count} Veranstaltung',
      resultCountOther: '{count} Veranstaltungen',
      dateRange: '{start} bis {end}',
      filter: 'Region',
    });
    const el = await mount(
      'default',
      `lang="de-DE" labels='${labels}'`,
      http.get(EVENTS_URL, () => HttpResponse.json(MULTI_DAY_ANSWER)),
    );
    await settled(el);
    expect(shadow(el, '[part=heading]')!.textContent).to.equal('1 Veranstaltung');
    const times = shadowAll<HTMLTimeElement>(el, 'time');
    expect(times.map((t) => t.dateTime)).to.deep.equal(['2026-03-12', '2026-03-14']);
    expect(times[0]!.textContent).to.equal('Donnerstag, 12. März 2026');
    expect(times[0]!.parentElement!.textContent).to.contain(' bis ');
  });

  it('an invalid cloud-host-pattern is logged once, with the tag, and never matches', async () => {
    const el = await mount('default', 'cloud-host-pattern="("');
    await settled(el);
    el.setAttribute('per-page', '6'); // another render of the same address
    el.setAttribute('region', 'africa'); // and another request
    await waitFor(() => requests.length === 2, 5000, 'the second request');
    await settled(el);
    expect(requests).to.deep.equal([
      '/bin/mf/eventsoverview.1.json?region=all',
      '/bin/mf/eventsoverview.1.json?region=africa',
    ]);
    expect(suite.errors).to.deep.equal([]);
    expect(suite.warnings).to.have.length(1);
    expect(suite.warnings[0]).to.match(
      /^<mf-events-overview>[^:]*: attribute "cloud-host-pattern" is invalid: Invalid regular expression/,
    );
  });

  it('uses the cloud path when the host matches the pattern', async () => {
    const el = await mount('default', `cloud-host-pattern="^${location.hostname}$"`);
    await settled(el);
    expect(requests).to.deep.equal(['/mf/resources/bin/mf/eventsoverview.1.json?region=all']);
  });
});
