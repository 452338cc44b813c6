/**
 * Law: one dialog at a time, page-wide (docs/laws/dialogs.md). Real Chromium, built bundles.
 *
 * Every element with a modal dialog goes through the page's one dialog stack (@mf/ui/dialog,
 * dialog-stack.ts). For each of them:
 * - opened by the visitor from inside another dialog, it stacks above it; Escape closes only the
 *   top one, and focus is back on the opener at once (not after the leave animation);
 * - asked to open without the visitor (on load, by an event, by the address) while another is
 *   open, it waits its turn and opens when that one has closed;
 * - taller than the screen, its panel scrolls and its head (title, Close) stays in view, and the
 *   page behind does not scroll;
 * - a single-instance type (the market selector) never opens twice: one log line names it.
 * The site header's mobile menu is modal too: the page behind does not scroll while it is open.
 */
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { fixtureModel } from '../../../packages/forms/testing/fixture';
import {
  deepActiveElement,
  setUpDialogPage,
  expect,
  fixture,
  loadElement,
  nextFrame,
  shadow,
  startMocks,
  waitFor,
} from '../helpers';
import { COMPARE_IDS } from './compare-support';
import { exempt, galleryMarkup, law } from './support';

const TIMEOUT = 10_000;

interface DialogFixture {
  /** The element's markup (default: its gallery page's). */
  html?: () => Promise<string> | string;
  /** The viewport its dialog needs (the product card's back is a modal below 992 px). */
  width?: number;
  /** The gallery's mock backends answer its requests. */
  mocks?: boolean;
  /** The control inside the element the visitor presses to open its dialog. */
  control?: (el: HTMLElement) => HTMLElement | null;
  /** Asks for its dialog without the visitor (an event, the address, show-on-load). */
  request?: (el: HTMLElement) => void;
  /** The host whose shadow root holds the dialog (default: the element itself). */
  dialogHost?: (el: HTMLElement) => HTMLElement | null;
  /** The type opens one dialog at a time, page-wide. */
  single?: boolean;
  /** Its dialog sizes itself to the screen (a picture scaled to fit): never taller than it. */
  fitsScreen?: boolean;
}

interface MenuFixture {
  menu: true;
}

const backdropOf = (host: Element | null) =>
  host?.shadowRoot?.querySelector<HTMLElement>('.mf-dialog__backdrop') ?? null;
const panelOf = (host: Element | null) =>
  host?.shadowRoot?.querySelector<HTMLElement>('[role=dialog][aria-modal=true]') ?? null;
const isOpen = (host: Element | null) => backdropOf(host)?.dataset.state === 'open';
/** Shown and not on its way out. */
const isUp = (host: Element | null) =>
  /^(entering|open)$/.test(backdropOf(host)?.dataset.state ?? '');

/** Whether `node` or an ancestor (across shadow roots and slots) is inert. */
function isInert(node: Element | null): boolean {
  for (let at: Node | null = node; at;) {
    if (at instanceof Element && at.hasAttribute('inert')) return true;
    at = (at instanceof Element && at.assignedSlot) || at.parentNode;
    if (at instanceof ShadowRoot) at = at.host;
  }
  return false;
}

/** A show-on-load `<mf-modal>` around `inner`: the dialog already open. */
const hostModal = (inner: string, tall = false) =>
  `<mf-modal id="law-host" label="Host dialog" show-on-load><p>Host dialog</p>${inner}${tall ? '<p style="height:3000px">Tall</p>' : ''}</mf-modal>`;

function formModel(): string {
  const data = fixtureModel() as Record<string, unknown>;
  return JSON.stringify(data);
}

const carouselMarkup = () => {
  const media = '/demo/public/media';
  const figure = (i: number) =>
    `<figure style="margin:0"><a href="${media}/gallery-${i}-large.jpg"><img src="${media}/gallery-${i}.svg" alt="Picture ${i}" width="1200" height="800"></a><figcaption>Caption ${i}</figcaption></figure>`;
  return `<mf-content-carousel variant="gallery" label="Pictures">${[1, 2, 3].map(figure).join('')}</mf-content-carousel>`;
};

const table: Record<string, DialogFixture | MenuFixture | ReturnType<typeof exempt>> = {
  'mf-modal': {
    html: () =>
      `<mf-modal id="law-modal" label="Harvest open day"><h2>Harvest open day</h2><p style="height:1500px">Content</p><button type="button" data-dismiss="modal">No, thanks</button></mf-modal>`,
    request: (el) => el.setAttribute('show-on-load', ''),
  },
  'mf-market-selector': {
    html: () => galleryMarkup('mf-market-selector', ['show-on-load']),
    request: () => document.dispatchEvent(new CustomEvent('mf-show-market-selector')),
    single: true,
  },
  'mf-form-modal': {
    html: () =>
      `<mf-form-modal consent-domain="example.com" corporate-name="localhost" form-host="${location.host}"><script type="application/json">${formModel()}</script></mf-form-modal>`,
    request: () => (location.hash = 'modal-brochure'),
  },
  'mf-dealer-locator': {
    html: () =>
      `<mf-dealer-locator mode="modal" search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" radius="100" api-key="test-key" no-consent-manager></mf-dealer-locator>`,
    mocks: true,
    request: () => (location.hash = 'dealer-locator'),
  },
  'mf-content-carousel': {
    html: carouselMarkup,
    control: (el) => el.querySelector<HTMLElement>('[data-mf-open-larger="1"]'),
    fitsScreen: true,
  },
  'mf-product-card': {
    html: () => galleryMarkup('mf-product-card'),
    width: 600,
    control: (el) => shadow(el, '.card__flip'),
  },
  'mf-product-selector': {
    html: () => galleryMarkup('mf-product-selector'),
    width: 600,
    mocks: true,
    control: (el) => shadow(el, '[part~=filters-button]'),
  },
  'mf-site-header': { menu: true },
  'mf-news-archive': exempt(
    'its date fields open a calendar popup anchored to the field (ui/date-picker), not a page modal: the page behind stays live',
  ),
  'mf-events-overview': exempt('no dialog or modal menu: filters and a list in the page'),
  'mf-lead-form': exempt('an inline form, no dialog'),
  'mf-factory-locations': exempt(
    'an inline map and list, no dialog (map info windows are not modal)',
  ),
  'mf-location-map': exempt('an inline map, no dialog (its info window is not modal)'),
  'mf-video-player': exempt('plays inline (no lightbox), no dialog'),
  'mf-site-footer': exempt(
    'links only; its market button asks the market selector (covered there)',
  ),
  'mf-offers-carousel': exempt('a carousel of offer cards, no dialog'),
  'mf-offers-grid': exempt('a grid of offer cards, no dialog (the request form is the form modal)'),
  'mf-social-share': exempt('share links that open new windows, no dialog'),
  'mf-sticky-sidebar': exempt('a sticky column of links, no dialog'),
  'mf-available-products': exempt('a table of products, no dialog'),
  'mf-product-features': exempt('disclosure sections in the page, no dialog'),
  'mf-product-gallery': exempt('an inline picture gallery, no dialog'),
  'mf-product-tabs': exempt('tabs in the page, no dialog'),
  'mf-related-products': exempt('a row of product cards with no back, no dialog'),
  'mf-search-results': exempt('a results list, no dialog'),
  'mf-site-search': exempt('a search field with a suggestion list (a combobox popup), no dialog'),
  'mf-product-compare': {
    // Two products chosen, as a shared link gives them: Compare (2) opens the comparison.
    html: async () => {
      history.replaceState(
        null,
        '',
        `${location.pathname}?compare=${COMPARE_IDS.slice(0, 2).join(',')}`,
      );
      return galleryMarkup('mf-product-compare');
    },
    mocks: true,
    control: (el) =>
      shadow(el, '[part~=compare-button]:not([aria-disabled])') && !shadow(el, '[aria-busy]')
        ? shadow(el, '[part~=compare-button]')
        : null,
  },
  // scripts/new-element.ts adds the entry of a new element above this line.
};

const dialogPage = setUpDialogPage(() => setViewport({ width: 1100, height: 800 }));

async function mount(
  tag: string,
  f: DialogFixture,
  around: (html: string) => string,
  height = 800,
) {
  await loadElement(tag);
  await loadElement('mf-modal');
  if (f.mocks) await startMocks('default');
  await setViewport({ width: f.width ?? 1100, height });
  const html = (await f.html?.()) ?? (await galleryMarkup(tag));
  const page = await fixture(`<div>${around(html)}</div>`);
  const el = page.querySelector<HTMLElement>(tag === 'mf-modal' ? '#law-modal' : tag)!;
  const host = page.querySelector<HTMLElement>('#law-host');
  return { page, el, host, dialogHost: () => (f.dialogHost ? f.dialogHost(el) : el) };
}

/** The visitor's way in: the element's own control, or a page button that asks for it. */
function visitorOpener(page: HTMLElement, el: HTMLElement, f: DialogFixture): Promise<HTMLElement> {
  const button = page.querySelector<HTMLButtonElement>('#law-request');
  if (button && f.request) {
    button.addEventListener('click', () => f.request!(el));
    return Promise.resolve(button);
  }
  return waitFor(() => f.control?.(el), TIMEOUT, 'the control that opens the dialog');
}

function dialogTests(tag: string, f: DialogFixture): void {
  it('opened by the visitor from inside a dialog, it stacks above it; Escape closes only the top one and focus is back on the opener at once', async () => {
    const inner = f.request ? '<button type="button" id="law-request">Open</button>' : '';
    const { page, el, host, dialogHost } = await mount(tag, f, (html) =>
      f.request ? `${hostModal(inner)}${html}` : hostModal(html),
    );
    await waitFor(() => isOpen(host), TIMEOUT, 'the host dialog open');
    const opener = await visitorOpener(page, el, f);
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => isOpen(dialogHost()), TIMEOUT, `the <${tag}> dialog above`);
    expect(isUp(host), 'the host dialog stays open below').to.equal(true);
    const below = host!.querySelector('p');
    expect(isInert(below), 'the content of the dialog below is inert').to.equal(true);
    expect(isInert(panelOf(dialogHost())), 'the top dialog is live').to.equal(false);

    await sendKeys({ press: 'Escape' });
    expect(isUp(dialogHost()), `Escape closes the <${tag}> dialog`).to.equal(false);
    expect(isUp(host), 'only the top one').to.equal(true);
    expect(deepActiveElement(), 'focus back on the opener at once').to.equal(opener);
    await waitFor(() => !backdropOf(dialogHost()), TIMEOUT, 'the top dialog gone');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !backdropOf(host), TIMEOUT, 'the host dialog closed');
    expect(dialogPage.errors).to.deep.equal([]);
  });

  if (f.request)
    it('asked to open while another dialog is open, it waits its turn and opens after it', async () => {
      const { el, host, dialogHost } = await mount(tag, f, (html) => `${hostModal('')}${html}`);
      await waitFor(() => isOpen(host), TIMEOUT, 'the first dialog open');
      f.request!(el);
      await nextFrame();
      await nextFrame();
      expect(backdropOf(dialogHost()), 'it waits').to.equal(null);
      expect(isInert(panelOf(host)), 'the open one stays live').to.equal(false);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => isOpen(dialogHost()), TIMEOUT, `the <${tag}> dialog after its turn`);
      const active = deepActiveElement();
      expect(!!active && !!panelOf(dialogHost())?.contains(active), 'focus in it').to.equal(true);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !backdropOf(dialogHost()), TIMEOUT, 'closed');
      expect(deepActiveElement(), 'never left on body').to.not.equal(null);
      expect(dialogPage.errors).to.deep.equal([]);
    });

  it('taller than the screen: its head (title, Close) stays in view while its body scrolls; the page behind does not scroll', async () => {
    const inner = f.request ? '<button type="button" id="law-request">Open</button>' : '';
    const { page, el, dialogHost } = await mount(
      tag,
      f,
      (html) => `${inner}${html}<div style="height:3000px">The page</div>`,
      260,
    );
    const opener = await visitorOpener(page, el, f);
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => isOpen(dialogHost()), TIMEOUT, 'the dialog');
    expect(getComputedStyle(document.documentElement).overflowY, 'page scroll locked').to.equal(
      'hidden',
    );
    const panel = panelOf(dialogHost())!;
    const backdrop = backdropOf(dialogHost())!;
    if (!f.fitsScreen)
      expect(panel.scrollHeight, 'taller than the screen').to.be.greaterThan(panel.clientHeight);
    expect(backdrop.scrollHeight, 'the backdrop does not scroll').to.be.at.most(
      backdrop.clientHeight + 1,
    );
    panel.scrollTop = panel.scrollHeight;
    await nextFrame();
    if (!f.fitsScreen) expect(panel.scrollTop, 'its body scrolled').to.be.greaterThan(0);
    const head = panel.querySelector('.mf-dialog__head');
    expect(head, 'a head marked mf-dialog__head').to.not.equal(null);
    const close = [...head!.querySelectorAll('button')].at(-1) ?? head!;
    const box = close.getBoundingClientRect();
    expect(box.top, 'Close not above the screen').to.be.at.least(0);
    expect(box.bottom, 'Close not below the screen').to.be.at.most(innerHeight);
    const title = head!.querySelector('h1, h2, h3');
    if (title) expect(title.getBoundingClientRect().top, 'title in view').to.be.at.least(0);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !backdropOf(dialogHost()), TIMEOUT, 'closed');
    expect(getComputedStyle(document.documentElement).overflowY).to.not.equal('hidden');
  });

  if (f.single)
    it('a single-instance type: a second one never opens, and one log line names it', async () => {
      const { page } = await mount(tag, f, (html) => `${html}${html}`);
      const [first, second] = [...page.querySelectorAll<HTMLElement>(tag)];
      // Both drawn (and so listening) before the page asks: fixture() gives up after 3 s.
      await waitFor(
        () => [first!, second!].every((el) => shadow(el, '[part~=base]')),
        TIMEOUT,
        'both drawn',
      );
      f.request!(first!);
      await waitFor(() => isOpen(first!), TIMEOUT, 'the first open');
      await nextFrame();
      expect(backdropOf(second!), 'the second never opens').to.equal(null);
      expect(dialogPage.errors.filter((m) => m.includes(tag))).to.have.length(1);
      expect(dialogPage.errors[0]).to.match(new RegExp(`^${tag}: `));
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !backdropOf(first!), TIMEOUT, 'closed');
      await nextFrame();
      expect(backdropOf(second!), 'and not after').to.equal(null);
    });
}

function menuTests(tag: string): void {
  const header = async (width: number) => {
    await loadElement(tag);
    await setViewport({ width, height: 800 });
    const html = await galleryMarkup(tag);
    const page = await fixture(
      `<div>${html}<button type="button" id="law-outside">Outside</button><div style="height:3000px">The page</div></div>`,
    );
    return { page, el: page.querySelector<HTMLElement>(tag)! };
  };

  it('the open mobile menu is modal: the page behind does not scroll', async () => {
    const { el } = await header(400);
    const button = await waitFor(() => shadow(el, '[part~=menu-button]'), TIMEOUT, 'menu button');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', TIMEOUT, 'menu open');
    await nextFrame();
    expect(getComputedStyle(document.documentElement).overflowY).to.equal('hidden');
    button.click();
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', TIMEOUT, 'menu closed');
    await nextFrame();
    expect(getComputedStyle(document.documentElement).overflowY).to.not.equal('hidden');
  });

  it('Escape closes the product menu opened by hover while focus is outside the header', async () => {
    const { page, el } = await header(1280);
    const item = await waitFor(
      () => shadow(el, '.menu__item--products'),
      TIMEOUT,
      'the product menu item',
    );
    const toggle = item.querySelector<HTMLElement>('[part~=menu-toggle]')!;
    page.querySelector<HTMLButtonElement>('#law-outside')!.focus();
    const box = item.getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.x + 5), Math.round(box.y + box.height / 2)],
    });
    await waitFor(
      () => toggle.getAttribute('aria-expanded') === 'true',
      TIMEOUT,
      'opened by hover',
    );
    expect(deepActiveElement()).to.equal(page.querySelector('#law-outside'));
    await sendKeys({ press: 'Escape' });
    await waitFor(
      () => toggle.getAttribute('aria-expanded') === 'false',
      TIMEOUT,
      'closed by Escape',
    );
    await sendMouse({ type: 'move', position: [0, 700] });
  });
}

law('one dialog at a time, page-wide', table, (tag, entry) => {
  if ('menu' in entry) menuTests(tag);
  else dialogTests(tag, entry);
});
