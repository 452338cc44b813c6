/**
 * Law 4, focus is never lost (docs/laws/focus.md): when the control that has focus goes away (a
 * chip removed, Clear all, a panel closed, a page changed, a dialog closed), focus moves to a
 * defined neighbour, never to <body>; focused controls are never hidden under the stuck header;
 * Tab order follows what is visible (a flipped card's back comes next). Every fixture acts
 * through the keyboard (`sendKeys`, trusted input) and waits for the change, never for a time.
 */
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { galleryMarkup } from '../../conformance/chromium-support';
import { COMPARE_IDS } from './compare-support';
import { deepActiveElement, expect, fixture, shadow, shadowAll, waitFor } from '../helpers';
import { setUpElementTests, startMocks } from '../helpers';
import { exempt, galleryDocument, law } from './support';

interface Fixture {
  /** What the fixture checks, as the suite prints it. */
  checks: string;
  /** Window size for the fixture (default 800 x 600). */
  viewport?: { width: number; height: number };
  /** Mounts the element (`gallery` is its gallery page's markup) and runs the checks. */
  run: (gallery: string) => Promise<void>;
}

const WAIT = 8000;
const DEFAULT_VIEWPORT = { width: 800, height: 600 };
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 700 };

/** A short description of an element, for failure messages. */
function sketch(element: Element | null): string {
  if (!element) return 'nothing';
  if (element === document.body) return '<body>';
  const part = element.getAttribute('part');
  const text = (element.textContent ?? '').trim().slice(0, 40);
  return `<${element.localName}${part ? ` part="${part}"` : ''}>${text}`;
}

/** Whether `element` is `host`, in its light DOM or in its shadow tree (at any depth). */
function inside(host: Element, element: Element | null): boolean {
  for (let node: Node | null = element; node;) {
    if (node === host) return true;
    const root = node.getRootNode();
    node = node.parentNode ?? (root instanceof ShadowRoot ? root.host : null);
  }
  return false;
}

/** Focuses `control` and presses `key` on it as a visitor does. */
async function press(control: HTMLElement, key: string): Promise<void> {
  control.focus();
  await sendKeys({ press: key });
}

/**
 * Waits for focus to settle where `accept` says (`what` names the place), and fails with where it
 * is when it never does: on <body> is the law broken, anywhere else a wrong neighbour.
 */
async function expectFocus(accept: (active: Element) => boolean, what: string): Promise<Element> {
  try {
    return await waitFor(
      () => {
        const active = deepActiveElement();
        return active && active !== document.body && accept(active) ? active : null;
      },
      WAIT,
      what,
    );
  } catch {
    throw new Error(`focus should be on ${what}, it is on ${sketch(deepActiveElement())}`);
  }
}

/** The law's core check: focus is on a control of `host` (not <body>, not elsewhere). */
const expectFocusIn = (host: Element, what = `a control of <${host.localName}>`) =>
  expectFocus((active) => inside(host, active), what);

const mount = (html: string) => fixture<HTMLElement>(`<div>${html}</div>`);
const own = (container: HTMLElement, tag: string) => container.querySelector<HTMLElement>(tag)!;
/** A control in the element's shadow root, once it is there. */
const control = (host: Element, selector: string) =>
  waitFor(() => shadow(host, selector), WAIT, `${selector} in <${host.localName}>`);

/** Mounts `markup` and waits for the control `selector` of its `<tag>`. */
async function mountFor(
  markup: string,
  tag: string,
  selector: string,
): Promise<{ host: HTMLElement; target: HTMLElement }> {
  const host = own(await mount(markup), tag);
  return { host, target: await control(host, selector) };
}

/** The `n`th `<tag>` of the gallery page (English), as markup. */
async function nthOnGallery(tag: string, n: number): Promise<string> {
  const page = await galleryDocument(tag);
  const element = page.querySelectorAll(tag)[n];
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}> number ${n + 1}`);
  for (const { name } of [...element.attributes])
    if (name.startsWith('data-lang-')) element.removeAttribute(name);
  return element.outerHTML;
}

/** The page's consent manager stand-in (the `truste` API the elements ask): a level to change. */
const consent = { level: 1 };
function installConsent(level: number): void {
  consent.level = level;
  (globalThis as { truste?: unknown }).truste = {
    cma: { callApi: () => ({ consentDecision: consent.level }) },
    eu: { clickListener: () => {} },
  };
}
/** Grants consent as the manager's preferences dialog does when the visitor saves it. */
function grantConsent(): void {
  consent.level = 4;
  window.postMessage(
    JSON.stringify({ source: 'preference_manager', message: 'submit_preferences' }),
    location.origin,
  );
}

/**
 * The consent panel's button (or the lead form's) has focus when consent arrives: the map or the
 * frame replaces the panel, and focus goes to its neighbour in the element.
 */
const consentArrives =
  (tag: string, n = 0): Fixture['run'] =>
  async () => {
    installConsent(1);
    const markup = (await nthOnGallery(tag, n)).replace(/ no-consent-manager(="")?/, '');
    const host = own(await mount(markup), tag);
    const button = await waitFor(
      () => shadow(host, '[part~=consent-panel] button, [part~=consent-panel] ~ * button'),
      WAIT,
      'the consent button',
    );
    button.focus();
    grantConsent();
    await waitFor(() => !button.isConnected, WAIT, 'the panel to go');
    await expectFocusIn(host);
  };

/** Every disclosure button (aria-expanded) opens and closes with Enter and keeps focus. */
const disclosures =
  (tag: string): Fixture['run'] =>
  async (gallery) => {
    const host = own(await mount(gallery), tag);
    const buttons = await waitFor(
      () => {
        const found = shadowAll(host, 'button[aria-expanded]');
        return found.length ? found : null;
      },
      WAIT,
      'the disclosure buttons',
    );
    for (const button of buttons) {
      for (const expanded of ['true', 'false']) {
        await press(button, 'Enter');
        await waitFor(() => button.getAttribute('aria-expanded') === expanded, WAIT, expanded);
        await expectFocus((active) => active === button, sketch(button));
      }
    }
  };

/** Step to the last slide with Next (Enter): it stays focused there (aria-disabled, not gone). */
const carouselEnd =
  (tag: string): Fixture['run'] =>
  async (gallery) => {
    const { host, target: next } = await mountFor(gallery, tag, '[part~=next]');
    for (let step = 0; step < 12 && next.getAttribute('aria-disabled') !== 'true'; step++) {
      const before = shadow(host, '[aria-live]')?.textContent;
      await press(next, 'Enter');
      await waitFor(
        () =>
          shadow(host, '[aria-live]')?.textContent !== before ||
          next.getAttribute('aria-disabled') === 'true',
        WAIT,
        'the next slides',
      );
    }
    expect(next.getAttribute('aria-disabled'), 'Next at the end').to.equal('true');
    await expectFocus((active) => active === next, 'Next, at the end');
    const previous = shadow(host, '[part~=previous]')!;
    await press(previous, 'Enter');
    await expectFocus((active) => active === previous, 'Previous');
  };

/** A pager's Next (Enter): the new page's results heading takes focus. */
const pagerNext =
  (tag: string): Fixture['run'] =>
  async (gallery) => {
    await startMocks('default');
    const { host, target: next } = await mountFor(gallery, tag, '[part~=pagination-next]');
    const heading = shadow(host, '[part~=heading]')!;
    const before = heading.textContent;
    await press(next, 'Enter');
    await waitFor(() => shadow(host, '[part~=heading]')?.textContent !== before, WAIT, 'page 2');
    await expectFocus((active) => active === shadow(host, '[part~=heading]'), 'the heading');
  };

/** The product card's front and back, with a link on the back. */
async function cardWithBackLink(): Promise<string> {
  const markup = await nthOnGallery('mf-product-card', 0);
  return markup.replace(
    /<dl slot="back"([^>]*)>([\s\S]*?)<\/dl>/,
    '<div slot="back"><dl$1>$2</dl><a id="back-link" href="#specs">All specifications</a></div>',
  );
}

/** Everything the site header law covers on a desktop page with the stuck header. */
async function stuckHeaderPage(): Promise<{ page: HTMLElement; header: HTMLElement }> {
  const site = await galleryDocument('site-product');
  const skip = site.querySelector('.site-skip')!.outerHTML;
  const header = galleryMarkup(site, 'mf-site-header').outerHTML;
  const main = site.querySelector('main')!;
  const links = Array.from({ length: 40 }, (_, i) => `<p><a href="#l${i}">Link ${i}</a></p>`);
  const page = await mount(
    `<style>html { scroll-padding-top: var(--mf-header-height, 0px); } main:focus { outline: none }</style>
     ${skip}<header class="site-header" style="display: contents">${header}</header>
     <main id="${main.id}"${main.hasAttribute('tabindex') ? ` tabindex="${main.getAttribute('tabindex')}"` : ''}>${links.join('')}</main>`,
  );
  return { page, header: own(page, 'mf-site-header') };
}

const table: Record<string, Fixture | ReturnType<typeof exempt>> = {
  'mf-available-products': exempt(
    'nothing of its own appears or goes: one focusable scrolling region around the page’s table, always there',
  ),
  'mf-content-carousel': {
    checks: 'Next pressed to the last slides keeps focus (aria-disabled there), as Previous does',
    run: carouselEnd('mf-content-carousel'),
  },
  'mf-dealer-locator': {
    checks:
      '"More info" (gone once pressed) and the pager’s Next: focus on the results list, never <body>',
    run: async () => {
      await startMocks('default');
      const host = own(
        await mount(
          '<mf-dealer-locator search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" token-path="/libs/granite/csrf/token.json" radius="100" no-consent-manager brand="ATL"></mf-dealer-locator>',
        ),
        'mf-dealer-locator',
      );
      const list = () => shadow(host, '[part~=list]');
      const more = await waitFor(
        () => shadow(host, '[part~=list-item] .dl-card__actions .dl-link-button'),
        WAIT,
        'a "More info" button',
      );
      await press(more, 'Enter');
      await waitFor(() => !more.isConnected, WAIT, '"More info" to go');
      await expectFocus((active) => active === list(), 'the results list');
      const all = await waitFor(
        () => shadowAll(host, 'button').find((b) => b.textContent === 'Show all results'),
        WAIT,
        '"Show all results"',
      );
      await press(all, 'Enter');
      const next = await control(host, '[part~=pagination-next]');
      await press(next, 'Enter');
      await expectFocus((active) => active === list(), 'the results list');
    },
  },
  'mf-events-overview': {
    checks: 'the pager’s Next: the new page’s heading takes focus',
    run: pagerNext('mf-events-overview'),
  },
  'mf-factory-locations': {
    checks: 'consent arriving while its panel’s button has focus: focus moves into the element',
    viewport: DESKTOP,
    run: consentArrives('mf-factory-locations'),
  },
  'mf-form-modal': {
    checks: 'opened from a link with Enter, closed with Escape: focus back on the link',
    run: async (gallery) => {
      installConsent(4);
      const page = await mount(`<a id="opener" href="#modal-brochure">Brochure</a>${gallery}`);
      const host = own(page, 'mf-form-modal');
      const opener = own(page, '#opener');
      try {
        await press(opener, 'Enter');
        await waitFor(() => shadow(host, '[role=dialog]'), WAIT, 'the dialog');
        await expectFocus(
          (active) => !!shadow(host, '[role=dialog]')?.contains(active),
          'the dialog',
        );
        await sendKeys({ press: 'Escape' });
        await waitFor(() => !shadow(host, '[role=dialog]'), WAIT, 'the dialog to close');
        await expectFocus((active) => active === opener, 'the link that opened it');
      } finally {
        history.replaceState(null, '', location.pathname + location.search);
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      }
    },
  },
  'mf-lead-form': {
    checks: 'consent arriving while its panel’s button has focus: the form’s frame takes focus',
    run: consentArrives('mf-lead-form'),
  },
  'mf-location-map': {
    checks: 'consent arriving while its panel’s button has focus: focus moves into the element',
    viewport: DESKTOP,
    run: consentArrives('mf-location-map'),
  },
  'mf-market-selector': {
    checks: 'shown on load, closed with Enter on Close: focus on the page’s first control',
    run: async (gallery) => {
      sessionStorage.clear();
      const page = await mount(`<a id="first" href="#top">Top of the page</a>${gallery}`);
      const host = own(page, 'mf-market-selector');
      const close = await control(host, '[part~=close]');
      await press(close, 'Enter');
      await waitFor(() => !shadow(host, '[role=dialog]'), WAIT, 'the dialog to close');
      await expectFocus((active) => active === own(page, '#first'), 'the page’s first control');
    },
  },
  'mf-modal': {
    checks:
      'opened by its trigger and closed with Enter on Close: focus back on the trigger; shown on load: on the page’s first control',
    run: async () => {
      sessionStorage.clear();
      const page = await mount(
        `<a id="first" href="#top">Top</a>
         <button type="button" id="opener" data-toggle="modal" data-target="#open-day">Open day</button>
         <mf-modal id="open-day"><h2>Harvest open day</h2><p>Join us. <a href="#programme">Programme</a></p></mf-modal>
         <mf-modal id="on-load" show-on-load storage-key="mf-law-focus"><h2>Welcome</h2></mf-modal>`,
      );
      const onLoad = own(page, '#on-load');
      const closeOnLoad = await waitFor(
        () => shadow(onLoad, '[role=dialog] button'),
        WAIT,
        'the modal shown on load',
      );
      await press(closeOnLoad, 'Enter');
      await waitFor(() => !shadow(onLoad, '[role=dialog]'), WAIT, 'it to close');
      await expectFocus((active) => active === own(page, '#first'), 'the page’s first control');
      const host = own(page, '#open-day');
      const opener = own(page, '#opener');
      await press(opener, 'Enter');
      const close = await control(host, '[role=dialog] button');
      await press(close, 'Enter');
      await waitFor(() => !shadow(host, '[role=dialog]'), WAIT, 'the dialog to close');
      await expectFocus((active) => active === opener, 'the trigger');
    },
  },
  'mf-news-archive': {
    checks: 'the pager’s Next: the new page’s heading takes focus',
    run: pagerNext('mf-news-archive'),
  },
  'mf-offers-carousel': {
    checks: 'Next pressed to the last offers keeps focus (aria-disabled there), as Previous does',
    run: carouselEnd('mf-offers-carousel'),
  },
  'mf-offers-grid': {
    checks:
      '"View offer" opens the panel (focus on its heading); its Close: focus back on the card',
    run: async (gallery) => {
      const { host, target: view } = await mountFor(gallery, 'mf-offers-grid', '.offers__button');
      await press(view, 'Enter');
      const close = await control(host, '[part~=close]');
      await expectFocus((active) => inside(host, active), 'the panel');
      await press(close, 'Enter');
      await waitFor(() => !close.isConnected, WAIT, 'the panel to close');
      await expectFocus((active) => active === view, '"View offer" of the card');
    },
  },
  'mf-product-card': {
    checks: 'flipped with Enter (desktop: in place), Tab reaches the back’s link next',
    viewport: DESKTOP,
    run: async () => {
      const card = await cardWithBackLink();
      const { target: flip } = await mountFor(card, 'mf-product-card', '[part~=flip-button]');
      await press(flip, 'Enter');
      await waitFor(() => flip.getAttribute('aria-pressed') === 'true', WAIT, 'the flip');
      await sendKeys({ press: 'Tab' });
      await expectFocus((active) => active.id === 'back-link', 'the back’s link');
    },
  },
  'mf-product-features': {
    checks: 'on a phone every disclosure opens and closes with Enter and keeps focus',
    viewport: PHONE,
    run: disclosures('mf-product-features'),
  },
  'mf-product-gallery': {
    checks: 'Next pressed to the last picture keeps focus (aria-disabled there), as Previous does',
    run: carouselEnd('mf-product-gallery'),
  },
  'mf-product-selector': {
    checks:
      'a chip removed with Enter: the next chip; the last one: Clear all; Clear all: the count heading (its cards’ flip: see mf-product-card, the same card view)',
    viewport: DESKTOP,
    run: async (gallery) => {
      await startMocks('default');
      const host = own(await mount(gallery), 'mf-product-selector');
      const boxes = await waitFor(
        () => {
          const found = shadowAll(host, '[part~=filters] input[type=checkbox]');
          return found.length >= 3 ? found : null;
        },
        WAIT,
        'the filter options',
      );
      for (const box of boxes.slice(0, 3)) await press(box, 'Space');
      const chips = await waitFor(
        () => {
          const found = shadowAll(host, '[part~=chip]');
          return found.length === 3 ? found : null;
        },
        WAIT,
        'three chips',
      );
      await press(chips[0]!, 'Enter');
      await waitFor(() => !chips[0]!.isConnected, WAIT, 'the first chip to go');
      await expectFocus((active) => active === chips[1], 'the next chip');
      await press(chips[2]!, 'Enter');
      await waitFor(() => !chips[2]!.isConnected, WAIT, 'the last chip to go');
      await expectFocus((active) => active === shadow(host, '[part~=clear-all]'), 'Clear all');
      const clear = shadow(host, '[part~=clear-all]')!;
      await press(clear, 'Enter');
      await waitFor(() => !clear.isConnected, WAIT, 'Clear all to go');
      await expectFocus((active) => active === shadow(host, '[part~=heading]'), 'the count');
    },
  },
  'mf-product-tabs': {
    checks: 'Arrow keys move focus from tab to tab (the panel changes, focus stays on the tabs)',
    run: async (gallery) => {
      const host = own(await mount(gallery), 'mf-product-tabs');
      const tabs = await waitFor(
        () => {
          const found = shadowAll(host, '[role=tab]');
          return found.length > 1 ? found : null;
        },
        WAIT,
        'the tabs',
      );
      await press(tabs[0]!, 'ArrowRight');
      await expectFocus((active) => active === tabs[1], 'the second tab');
      await sendKeys({ press: 'ArrowLeft' });
      await expectFocus((active) => active === tabs[0], 'the first tab');
    },
  },
  'mf-related-products': exempt(
    'no control of its own: the page’s own heading and links on a background image, nothing appears or goes',
  ),
  'mf-search-results': {
    checks: 'the page a page change here led to: focus on the results heading, not <body>',
    run: async () => {
      const original = location.href;
      const url = new URL(original);
      url.searchParams.set('q', 'tractor');
      url.searchParams.set('start', '10');
      history.replaceState(null, '', url.href);
      try {
        sessionStorage.setItem(
          'mf-search-results-change',
          JSON.stringify({ kind: 'page', url: url.href }),
        );
        const host = own(
          await mount(
            `<mf-search-results total="45" per-page="10"><h2 data-results-heading>45 results</h2><ol><li><a href="/p">MF 5S</a></li></ol></mf-search-results>`,
          ),
          'mf-search-results',
        );
        await expectFocus((active) => active === host.querySelector('h2'), 'the results heading');
      } finally {
        history.replaceState(null, '', original);
        sessionStorage.removeItem('mf-search-results-change');
      }
    },
  },
  'mf-site-footer': {
    checks: 'on a phone every column’s disclosure opens and closes with Enter and keeps focus',
    viewport: PHONE,
    run: disclosures('mf-site-footer'),
  },
  'mf-site-header': {
    checks:
      'publishes --mf-header-height; the sample page’s skip link focuses <main>; no Shift+Tab stop under the stuck header; Escape in the phone menu: focus on Menu',
    viewport: DESKTOP,
    run: async () => {
      const { page, header } = await stuckHeaderPage();
      const bar = await waitFor(() => shadow(header, '[part~=bar]'), WAIT, 'the header');
      const published = () => document.documentElement.style.getPropertyValue('--mf-header-height');
      await waitFor(
        () => published() === `${bar.getBoundingClientRect().height}px`,
        WAIT,
        `--mf-header-height = the bar's height (${bar.getBoundingClientRect().height}px), not "${published()}"`,
      );
      // The skip link of the sample pages: Enter moves focus to their <main>.
      await press(own(page, '.site-skip'), 'Enter');
      await expectFocus((active) => active === own(page, 'main'), '<main>, the skip link’s target');
      // Scrolled to the end, then Shift+Tab back through the links: none under the header.
      const links = [...page.querySelectorAll<HTMLElement>('main a')];
      links.at(-1)!.focus();
      const hidden: string[] = [];
      for (let i = links.length - 2; i >= 0; i--) {
        await sendKeys({ press: 'Shift+Tab' });
        const active = deepActiveElement()!;
        const covered = header.getBoundingClientRect().bottom;
        if (active.getBoundingClientRect().top < covered) hidden.push(sketch(active));
      }
      expect(hidden, 'stops under the stuck header').to.deep.equal([]);
      // On a phone: the menu's Escape gives focus back to the Menu button.
      await setViewport(PHONE);
      const menu = await waitFor(() => shadow(header, '[part~=menu-button]'), WAIT, 'Menu');
      await press(menu, 'Enter');
      await waitFor(() => menu.getAttribute('aria-expanded') === 'true', WAIT, 'the menu');
      shadow(header, '[part~=mobile-menu] button, [part~=mobile-menu] a')?.focus();
      await sendKeys({ press: 'Escape' });
      await expectFocus((active) => active === menu, 'Menu');
      await waitFor(() => published() === '0px', WAIT, '0px on a phone (the header is not stuck)');
    },
  },
  'mf-site-search': {
    checks: 'opened from the #search link, closed with Enter on ×: focus back on the link',
    run: async (gallery) => {
      const page = await mount(`<a href="#search" id="link">Search</a>${gallery}`);
      const host = own(page, 'mf-site-search');
      const link = own(page, '#link');
      await press(link, 'Enter');
      await expectFocus(
        (active) => active.localName === 'input' && inside(host, active),
        'the field',
      );
      const close = shadow(host, '.search__close')!;
      await press(close, 'Enter');
      await waitFor(
        () => shadow(host, '[part~=base]')?.hasAttribute('hidden'),
        WAIT,
        'the bar to hide',
      );
      await expectFocus((active) => active === link, 'the #search link');
    },
  },
  'mf-social-share': {
    checks:
      '"Copy link" pressed with Enter: focus stays in the element (the button, or the field it shows)',
    run: async (gallery) => {
      const { host, target: copy } = await mountFor(gallery, 'mf-social-share', 'button.pill');
      const label = copy.textContent;
      await press(copy, 'Enter');
      await waitFor(
        () => copy.textContent !== label || !copy.isConnected || shadow(host, 'input'),
        WAIT,
        'the copy to answer',
      );
      await expectFocusIn(host);
    },
  },
  'mf-sticky-sidebar': {
    checks:
      'on a phone: the corner button opens it, Escape from an action closes it with focus on the button',
    viewport: PHONE,
    run: async (gallery) => {
      const sidebar = await mountFor(gallery, 'mf-sticky-sidebar', '[part~=toggle]');
      const { host, target: toggle } = sidebar;
      await press(toggle, 'Enter');
      await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', WAIT, 'it to open');
      await sendKeys({ press: 'Tab' });
      await expectFocus((active) => active !== toggle && inside(host, active), 'an action');
      await sendKeys({ press: 'Escape' });
      await waitFor(() => toggle.getAttribute('aria-expanded') === 'false', WAIT, 'it to close');
      await expectFocus((active) => active === toggle, 'the corner button');
    },
  },
  'mf-video-player': {
    checks: 'the embed’s play button (gone once pressed): focus moves into the player',
    run: async () => {
      installConsent(4);
      const embed = await nthOnGallery('mf-video-player', 1);
      const { host, target: play } = await mountFor(embed, 'mf-video-player', 'button');
      await press(play, 'Enter');
      await waitFor(() => !play.isConnected, WAIT, 'the facade to go');
      await expectFocusIn(host);
    },
  },
  'mf-product-compare': {
    checks:
      'a chosen product’s Remove with Enter: the next product’s Remove; Clear: the emptied tray’s heading',
    viewport: DESKTOP,
    run: async (gallery) => {
      // Three products chosen, as a shared link gives them (the names come from the catalogue).
      await startMocks('default');
      history.replaceState(null, '', `${location.pathname}?compare=${COMPARE_IDS.join(',')}`);
      const host = own(await mount(gallery), 'mf-product-compare');
      const removes = await waitFor(
        () => {
          const found = shadowAll(host, '[part~=list-item] [part~=remove-button]');
          return found.length === 3 && !shadow(host, '[aria-busy]') ? found : null;
        },
        WAIT,
        'the three chosen products',
      );
      await press(removes[0]!, 'Enter');
      await waitFor(() => !removes[0]!.isConnected, WAIT, 'the product to go');
      await expectFocus((active) => active === removes[1], 'the next product’s Remove');
      await press(await control(host, '[part~=clear-button]'), 'Enter');
      await expectFocus((active) => active.matches('[part~=heading]'), 'the tray’s heading');
      sessionStorage.clear();
      history.replaceState(null, '', location.pathname);
    },
  },
  // scripts/new-element.ts adds the entry of a new element above this line.
};

let maps: GoogleMapsFake | null = null;

law<Fixture>('focus is never lost', table, (tag, entry) => {
  // The bundle loaded once, console errors captured, fixtures removed after each test.
  setUpElementTests(tag);
  beforeEach(async () => {
    maps = installGoogleMapsFake();
    await setViewport(entry.viewport ?? DEFAULT_VIEWPORT);
  });
  afterEach(async () => {
    // The elements unmount a microtask after they leave the page: google.maps must be there then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    maps?.uninstall();
    delete (globalThis as { truste?: unknown }).truste;
    await setViewport(DEFAULT_VIEWPORT);
  });
  it(entry.checks, async function (this: { timeout(ms: number): void }) {
    this.timeout(60_000);
    const page = await galleryDocument(tag);
    await entry.run(galleryMarkup(page, tag).outerHTML);
  });
});
