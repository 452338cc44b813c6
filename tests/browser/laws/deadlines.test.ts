/**
 * Law 3, every wait has a deadline (docs/laws/deadlines.md): a request, a script or a library
 * load an element waits for ends at the spec's time (the consent manager: 10 s) or at the
 * documented default of core/http/deadline (data 15 s, a library 20 s), in the element's error
 * state, with exactly one log line naming the element and, for a request, the shared `mf-error`
 * (source 'request'). An answer that arrives after the deadline changes nothing.
 *
 * Every wait here never answers until the test lets it (then late), and the deadline runs on a
 * fake clock (`holdLongTimers`): no test waits 15 s, and none waits for a guessed time.
 */
import { http, type RequestHandler } from 'msw';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { EVENTS_URL } from '@mf/demo-mocks/events/handlers';
import { NEWS_URL } from '@mf/demo-mocks/news/handlers';
import { PRODUCT_CARDS_URL } from '@mf/demo-mocks/products/handlers';
import { SEARCH_PATH } from '@mf/demo-mocks/dealer-locator/handlers';
import { TYPEAHEAD_URL } from '@mf/demo-mocks/search/handlers';
import { sendKeys } from '@web/test-runner-commands';
import {
  cleanupFixtures,
  dataState,
  expect,
  fixture,
  gate,
  loadElement,
  networkIdle,
  nextFrame,
  requestsInFlight,
  shadow,
  startMocks,
  waitFor,
} from '../helpers';
import { COMPARE_IDS } from './compare-support';
import { exempt, holdLongTimers, law } from './support';

/** The documented defaults of core/http/deadline and the spec's consent time (dealer-locator §9). */
const DATA = 15_000;
const LIBRARY = 20_000;
const CONSENT = 10_000;

interface DeadlineFixture {
  /** How long the wait may take: the spec's time, else the documented default. */
  ms: number;
  /** The element's markup (the first `mf-` element in it is the one under test). */
  html: string;
  /** Holds the wait until `late` resolves (a mocked route, a Maps library); undone after. */
  hang: (late: Promise<void>) => Promise<(() => void) | void>;
  /** Starts the wait, when mounting does not (typing, a click). */
  start?: (el: HTMLElement) => Promise<void>;
  /** The element shows that it waits. */
  waiting: (el: HTMLElement) => boolean;
  /** The element shows its error state. */
  ended: (el: HTMLElement) => boolean;
  /** A request: the shared `mf-error` (source 'request') is fired once. */
  event: boolean;
  /**
   * The error state looks like the waiting one (the typeahead: no suggestions, typing goes on);
   * the log and the event alone tell them apart.
   */
  looksLikeWaiting?: boolean;
}

/** Requests a `hangRoute` holds now. */
let held = 0;
/** The test's wait is a route `hangRoute` holds (set when the route is put in place). */
let routeHung = false;

/** A mocked route that answers only after `late` (then the gallery's own mock answers). */
const hangRoute =
  (route: string | RegExp, method: 'get' | 'post' = 'get') =>
  async (late: Promise<void>) => {
    routeHung = true;
    await startMocks(
      'default',
      http[method](route, async () => {
        held++;
        await late;
        held--;
      }) as RequestHandler,
    );
  };

/** Every script chunk of the built bundles from now on waits for `late` (a lazy load hangs). */
const hangScripts = hangRoute(/\/dist\/esm\/[^/]+\.js$/);

let maps: GoogleMapsFake | null = null;
/** Google Maps (the offline fake) whose every library load waits for `late`. */
async function hangMaps(late: Promise<void>) {
  maps = installGoogleMapsFake();
  const google = globalThis as unknown as { google: { maps: Record<string, unknown> } };
  const load = google.google.maps.importLibrary as (name: string) => Promise<unknown>;
  google.google.maps.importLibrary = (name: string) => late.then(() => load(name));
  return undefined;
}

const state = (accept: RegExp) => (el: HTMLElement) => accept.test(dataState(el) ?? '');
const consentPanel = (el: HTMLElement) =>
  shadow(el, '[part~=consent-panel][data-state=no-consent-manager]') !== null;
const consentPending = (el: HTMLElement) => shadow(el, '[part~=consent-pending]') !== null;
const noConsentManager = async () => {
  delete (globalThis as { truste?: unknown }).truste;
};

/** The form modal's smallest model: one brochure form behind one model's button. */
const formModel = JSON.stringify({
  brochure: {
    heading: 'Request a brochure',
    cta_label: 'Request brochure',
    form_cta_label: 'Where should we send it?',
    iframe_src: new URL('/demo/hostile-frame.html', location.href).href,
  },
  items: [
    {
      title: 'MF 5S Series',
      models: [
        { product_tag_id: 'mf:5s/105', brochure: { title: 'MF 5S.105', show_form_cta: true } },
      ],
    },
  ],
});

const table: Record<string, DeadlineFixture | ReturnType<typeof exempt>> = {
  'mf-available-products': exempt('renders the cards the CMS put inside it: no request or load'),
  'mf-content-carousel': {
    // The gallery's larger view is a script of its own, loaded on the first open: without it in
    // time the picture's link opens as without script (here a #hash, so the page stays).
    ms: LIBRARY,
    html: `<mf-content-carousel variant="gallery" label="Pictures">${[1, 2]
      .map(
        (i) =>
          `<figure><a href="#large-${i}"><img src="/demo/public/media/gallery-${i}.svg" alt="Picture ${i}" width="1200" height="800"></a></figure>`,
      )
      .join('')}</mf-content-carousel>`,
    hang: hangScripts,
    start: async (el) => {
      const open = await waitFor(
        () => el.querySelector<HTMLElement>('[data-mf-open-larger="0"]'),
        5000,
        'the open control',
      );
      // The control is marked before the element listens for its clicks: a click nobody took
      // (its default not prevented) is undone here and tried again.
      await waitFor(
        () => {
          let taken = false;
          const check = (event: Event) => {
            taken = event.defaultPrevented;
            event.preventDefault();
          };
          window.addEventListener('click', check, { once: true });
          open.click();
          return taken;
        },
        5000,
        'the element to take the click',
      );
    },
    waiting: () => location.hash !== '#large-1',
    ended: () => location.hash === '#large-1',
    event: false,
  },
  'mf-dealer-locator': {
    ms: DATA,
    html: `<mf-dealer-locator search-endpoint="${SEARCH_PATH}" radius="100" no-consent-manager></mf-dealer-locator>`,
    hang: hangRoute(SEARCH_PATH, 'post'),
    waiting: state(/^loading$/),
    ended: state(/^error$/),
    event: true,
  },
  'mf-events-overview': {
    ms: DATA,
    html: `<mf-events-overview site="mf"></mf-events-overview>`,
    hang: hangRoute(EVENTS_URL),
    waiting: state(/^loading$/),
    ended: state(/^no-results$/),
    event: true,
  },
  'mf-factory-locations': {
    ms: LIBRARY,
    html: `<mf-factory-locations api-key="test-key" no-consent-manager><ul><li data-lat="49.4295" data-long="2.0807" data-label="Tractors"><h3>Beauvais</h3></li></ul></mf-factory-locations>`,
    hang: hangMaps,
    waiting: state(/^loading$/),
    ended: state(/^error$/),
    event: false,
  },
  'mf-form-modal': {
    ms: CONSENT,
    html: `<mf-form-modal consent-domain="example.com" corporate-name="localhost" form-host="${location.host}"><script type="application/json">${formModel}</script></mf-form-modal>`,
    hang: noConsentManager,
    start: async (el) => {
      (el as unknown as { open(type: string): boolean }).open('brochure');
      const cta = await waitFor(
        () => shadow<HTMLButtonElement>(el, 'button[aria-label="Request brochure MF 5S.105"]'),
        5000,
        'the brochure button',
      );
      cta.click();
    },
    waiting: consentPending,
    ended: consentPanel,
    event: false,
  },
  'mf-lead-form': {
    ms: CONSENT,
    html: `<mf-lead-form src="${new URL('/demo/hostile-frame.html', location.href).href}" consent-domain="example.com" corporate-name="localhost"></mf-lead-form>`,
    hang: noConsentManager,
    waiting: consentPending,
    ended: consentPanel,
    event: false,
  },
  'mf-location-map': {
    ms: LIBRARY,
    html: `<mf-location-map lat="49.4295" long="2.0807" name="MF Beauvais" api-key="test-key" no-consent-manager></mf-location-map>`,
    hang: hangMaps,
    waiting: state(/^loading$/),
    ended: state(/^error$/),
    event: false,
  },
  'mf-market-selector': exempt('a list of links from its attributes: no request or load'),
  'mf-modal': exempt('shows content the page holds; asks nothing of the network itself'),
  'mf-news-archive': {
    ms: DATA,
    html: `<mf-news-archive site="mf" lang-path="/content/mf/language-masters/en-gb"></mf-news-archive>`,
    hang: hangRoute(NEWS_URL),
    waiting: state(/^loading$/),
    ended: state(/^no-results$/),
    event: true,
  },
  'mf-offers-carousel': exempt('offers are the CMS markup; no request, script or library'),
  'mf-offers-grid': exempt('offers are the CMS markup; no request, script or library'),
  'mf-product-card': exempt('one card from its attributes: no request or load'),
  'mf-product-features': exempt('features are the CMS markup: no request or load'),
  'mf-product-gallery': exempt('pictures are the CMS markup: no request or load'),
  'mf-product-selector': {
    ms: DATA,
    html: `<mf-product-selector site="mf" path="/content/mf/en-us/products/tractors"></mf-product-selector>`,
    hang: hangRoute(PRODUCT_CARDS_URL),
    waiting: state(/^loading$/),
    ended: state(/^empty$/),
    event: true,
  },
  'mf-product-tabs': exempt('tabs over the CMS markup: no request or load'),
  'mf-related-products': exempt('cards are the CMS markup: no request or load'),
  'mf-search-results': exempt(
    'the CMS renders the results; a filter or page change is a page navigation, not a wait of the element',
  ),
  'mf-site-footer': exempt('links from the CMS markup: no request or load'),
  'mf-site-header': exempt('navigation from the CMS markup: no request or load'),
  'mf-site-search': {
    ms: DATA,
    html: `<main><mf-site-search site="mf" collection="mf-en"></mf-site-search></main>`,
    hang: hangRoute(TYPEAHEAD_URL),
    start: async (el) => {
      shadow<HTMLInputElement>(el, 'input[role=combobox]')!.focus();
      await sendKeys({ type: 'tra' });
    },
    // spec §8 gives the typeahead no error state: the bar stays shown, without suggestions.
    waiting: (el) => dataState(el) === 'shown',
    ended: (el) =>
      dataState(el) === 'shown' &&
      shadow(el, 'input[role=combobox]')!.getAttribute('aria-expanded') !== 'true',
    event: true,
    looksLikeWaiting: true,
  },
  'mf-social-share': exempt('share links built from the page address: no request or load'),
  'mf-sticky-sidebar': exempt('links from the CMS markup: no request or load'),
  'mf-video-player': {
    ms: CONSENT,
    html: `<mf-video-player embed="https://www.youtube.com/watch?v=aqz-KE-bpKQ" label="Demo day" consent-domain="example.com" error-msg="Not available."></mf-video-player>`,
    hang: noConsentManager,
    start: async (el) => {
      const play = await waitFor(() => shadow<HTMLButtonElement>(el, '[part~=play]'), 5000, 'play');
      play.click();
    },
    waiting: state(/^consent-pending$/),
    ended: state(/^no-consent-manager$/),
    event: false,
  },
  'mf-product-compare': {
    ms: DATA,
    // A shared link: the tray asks the catalogue for the names of its ids at once.
    html: `<mf-product-compare site="mf" path="/content/mf/en-us/products/compare-law"></mf-product-compare>`,
    hang: async (late) => {
      history.replaceState(null, '', `${location.pathname}?compare=${COMPARE_IDS.join(',')}`);
      return hangRoute(PRODUCT_CARDS_URL)(late);
    },
    waiting: state(/^loading$/),
    ended: state(/^error$/),
    event: true,
  },
  // scripts/new-element.ts adds the entry of a new element above this line.
};

law<DeadlineFixture>('every wait has a deadline', table, (tag, f) => {
  before(() => loadElement(tag));

  it(`a wait with no answer ends after ${f.ms / 1000} s in the error state, with one log naming <${tag}>; a late answer changes nothing`, async () => {
    const late = gate();
    routeHung = false;
    const clock = holdLongTimers();
    const logs: string[] = [];
    const failures: CustomEvent<{ message: string; source: string }>[] = [];
    const onFailure = (event: Event) => failures.push(event as CustomEvent);
    document.addEventListener('mf-error', onFailure);
    const { error, warn } = console;
    const log =
      (level: string) =>
      (...args: unknown[]) =>
        logs.push(
          `${level}: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`,
        );
    console.error = log('error');
    console.warn = log('warn');
    try {
      await f.hang(late.promise);
      const container = await fixture(`<div>${f.html}</div>`);
      const el = container.querySelector<HTMLElement>(tag)!;
      await f.start?.(el);
      await waitFor(() => f.waiting(el), 5000, `<${tag}> waiting`);
      // A request or library load: its deadline is a held timer of exactly that length.
      if (f.ms !== CONSENT)
        await waitFor(() => clock.delays.includes(f.ms), 5000, `a ${f.ms} ms deadline`);
      // A held route: the request has reached it (its deadline timer is set before the request
      // leaves the page), and the element's other requests (the product selector's filters
      // beside its held cards) are answered: moving the clock on would otherwise end them too on
      // a machine slow to answer them, and the element would rightly log those as well.
      // Answered means the page has its answer: the request's deadline timer is gone (the mock
      // worker's count of requests in flight lags the page on a busy machine, both ways).
      if (routeHung)
        await waitFor(
          () => held > 0 && requestsInFlight() === held && clock.pending(f.ms) <= held,
          15_000,
          'the held request at the mock, its other requests answered',
        );

      // One second before the deadline nothing has ended.
      clock.advance(f.ms - 1000);
      await nextFrame();
      if (!f.looksLikeWaiting) expect(f.ended(el), 'ended before its deadline').to.equal(false);
      expect(logs, 'no log before the deadline').to.deep.equal([]);
      expect(failures, 'no mf-error before the deadline').to.deep.equal([]);

      clock.advance(1000);
      // An element that started its wait again meanwhile (the factory list read once more after
      // its first render) gave the new wait a deadline of its own: time moves on to it. A wait
      // that polls (the consent manager: an interval comparing Date.now with its start) may have
      // started after the element showed it waits, on a busy machine: time moves on a second at
      // a time until its own deadline has passed too.
      // Once the deadline has been logged, time stands still while the element renders its
      // error state: a busy machine renders late, and moving on would end the element's other
      // waits too (the product selector's filters request, started after its cards).
      await waitFor(
        () => {
          if (f.ended(el)) return true;
          if (logs.length) return false;
          if (!clock.next()) clock.advance(1000);
          return false;
        },
        5000,
        `<${tag}> in its error state`,
      );
      await waitFor(() => logs.length > 0, 5000, 'the log line');

      // The late answer: ignored.
      late.release();
      await networkIdle();
      await nextFrame();
      await nextFrame();
      expect(f.ended(el), 'still in the error state after the late answer').to.equal(true);
      expect(logs, `exactly one log line: ${JSON.stringify(logs)}`).to.have.length(1);
      expect(logs[0], 'the log names the element').to.contain(tag);
      if (f.event) {
        expect(
          failures.map((e) => e.detail),
          'one mf-error',
        ).to.deep.equal([{ message: `no answer within ${f.ms / 1000} s`, source: 'request' }]);
        expect((failures[0]!.target as Element).localName).to.equal(tag);
      } else expect(failures, 'no mf-error').to.deep.equal([]);
    } finally {
      late.release();
      clock.restore();
      console.error = error;
      console.warn = warn;
      document.removeEventListener('mf-error', onFailure);
      cleanupFixtures();
      await new Promise((resolve) => setTimeout(resolve, 0));
      maps?.uninstall();
      maps = null;
      await startMocks('default');
      if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    }
  });
});
