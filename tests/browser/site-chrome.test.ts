/**
 * <mf-site-header>, <mf-site-footer> and <mf-market-selector> in Chromium: the header
 * sticky past the auxiliary bar without moving the content, the product menu's 150 ms hover delay
 * with a real mouse, Escape and focus return, the dealer hint following a preferred dealer stored
 * on the same page and in another tab, one header/footer per page, the footer's show event
 * opening the market selector (focus in, Escape, focus back), the selector hearing that event
 * from the moment it is drawn, the 9999 cookie and the session
 * flag with the real document.cookie, and axe on each state.
 */
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { writePreferredDealer } from '@mf/core/browser/preferred-dealer';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  loadElement,
  nextFrame,
  setUpElementTests,
  shadow,
  waitFor,
} from './helpers';

const test = setUpElementTests('mf-site-header');
before(async () => {
  await loadElement('mf-site-footer');
  await loadElement('mf-market-selector');
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/packages/navigation/page.css';
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
  document.head.append(link);
  await loaded;
});

const HEADER = `
  <mf-site-header locator-href="/dealers" market="United Kingdom" language="English">
    <a slot="logo" href="/">MF home</a>
    <nav data-nav="utility" aria-label="Service"><ul><li><a href="/owners">Owners</a></li></ul></nav>
    <nav data-nav="main" aria-label="Main"><ul>
      <li data-nav="products"><a href="/products">Products</a><ul>
        <li><a href="/tractors">Tractors</a><ul><li><a href="/tractors/5s">MF 5S</a></li></ul></li>
      </ul></li>
      <li><a href="/ownership">Ownership</a><ul><li><a href="/finance">Finance</a></li></ul></li>
      <li><a href="/news">News</a></li>
    </ul></nav>
  </mf-site-header>`;

const MARKETS = JSON.stringify({
  regions: [
    {
      name: 'Europe',
      markets: [
        { name: 'United Kingdom', languages: [{ name: 'English', lang: 'en-GB', href: '/uk/' }] },
      ],
    },
  ],
});

const placed: Element[] = [];
/** Puts markup straight into <body> (a sticky header sticks inside its parent). */
async function place(html: string): Promise<HTMLElement[]> {
  const template = document.createElement('template');
  template.innerHTML = html;
  const elements = [...template.content.children] as HTMLElement[];
  document.body.append(...elements);
  placed.push(...elements);
  await nextFrame();
  await nextFrame();
  return elements;
}
afterEach(async () => {
  for (const element of placed.splice(0)) element.remove();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'mf-market=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.scrollTo(0, 0);
  await resetMouse();
});

const base = (el: Element) => shadow(el, '[part~=base]')!;
const center = (el: Element) => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] as [
    number,
    number,
  ];
};

describe('<mf-site-header> in Chromium', () => {
  beforeEach(() => setViewport({ width: 1280, height: 720 }));

  it('is sticky on desktop once scrolled past the auxiliary bar, and moves nothing below', async () => {
    const [header, after] = await place(`${HEADER}<div style="height: 3000px">Content</div>`);
    const aux = await waitFor(() => shadow(header!, '[part~=aux]'), 5000, 'the aux bar');
    const auxHeight = aux.getBoundingClientRect().height;
    expect(auxHeight).to.equal(40);
    expect(header!.getBoundingClientRect().height).to.equal(104);
    const contentTop = after!.getBoundingClientRect().top + window.scrollY;
    expect(base(header!).hasAttribute('data-stuck')).to.equal(false);
    const top = header!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top + 20);
    await nextFrame();
    expect(header!.getBoundingClientRect().top).to.equal(-20);
    expect(base(header!).hasAttribute('data-stuck')).to.equal(false);
    window.scrollTo(0, 400);
    await waitFor(() => base(header!).hasAttribute('data-stuck'), 5000, 'stuck');
    expect(header!.getBoundingClientRect().top).to.equal(-auxHeight);
    expect(shadow(header!, '[part~=bar]')!.getBoundingClientRect().top).to.equal(0);
    expect(after!.getBoundingClientRect().top + window.scrollY).to.equal(contentTop);
    window.scrollTo(0, 0);
    await waitFor(() => !base(header!).hasAttribute('data-stuck'), 5000, 'not stuck');
  });

  it('is not sticky on mobile', async () => {
    await setViewport({ width: 375, height: 700 });
    const [header] = await place(`${HEADER}<div style="height: 3000px"></div>`);
    await waitFor(() => shadow(header!, '[part~=menu-button]'), 5000, 'the menu button');
    window.scrollTo(0, 400);
    await nextFrame();
    expect(header!.getBoundingClientRect().top).to.be.below(-300);
  });

  it('the product menu opens after 150 ms of mouse hover; moving away before cancels it', async () => {
    const [header] = await place(HEADER);
    const button = await waitFor(
      () => shadow(header!, '[aria-label="Products: more links"]'),
      5000,
      'the products button',
    );
    const link = shadow(header!, '.menu__item--products > a')!;
    // The hover's moment is when the pointer event reaches the link (the header's 150 ms start
    // then), not when sendMouse returns: on a busy machine that comes several ms later.
    let hovered = Infinity;
    link.addEventListener('pointerover', () => (hovered = performance.now()), { once: true });
    await sendMouse({ type: 'move', position: center(link) });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await waitFor(() => button.getAttribute('aria-expanded') === 'true', 5000, 'the product menu');
    expect(performance.now() - hovered).to.be.at.least(145);
    const model = shadow(header!, 'a[href="/tractors/5s"]')!;
    await sendMouse({ type: 'move', position: center(model) });
    await nextFrame();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await expectAxeClean(header!);
    // Away: closes after the grace.
    await sendMouse({ type: 'move', position: [5, 600] });
    await waitFor(() => button.getAttribute('aria-expanded') === 'false', 5000, 'closed');
    // In and out at once: the delay is cancelled, it never opens.
    await sendMouse({ type: 'move', position: center(link) });
    await sendMouse({ type: 'move', position: [5, 600] });
    const ownership = shadow(header!, '[aria-label="Ownership: more links"]')!;
    await sendMouse({ type: 'move', position: center(ownership) });
    await waitFor(() => ownership.getAttribute('aria-expanded') === 'true', 5000, 'ownership');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('Enter opens a sub-menu at once; Escape closes it and returns focus to its button', async () => {
    const [header] = await place(HEADER);
    const button = await waitFor(
      () => shadow<HTMLButtonElement>(header!, '[aria-label="Ownership: more links"]'),
      5000,
      'the button',
    );
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Finance');
    await sendKeys({ press: 'Escape' });
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(deepActiveElement()).to.equal(button);
  });

  it('the dealer hint follows a dealer stored on this page (as the locator stores it) and in another tab', async () => {
    const [header] = await place(HEADER);
    await waitFor(() => shadow(header!, 'a[href="/dealers"]')?.textContent === 'Find a dealer');
    // As the dealer locator stores it (core's module, bundled into this test: the same storage key
    // and same-document notification as the element's copy).
    writePreferredDealer({
      dealer_code: 'A1',
      dealer_name: 'Green Acres',
      phone: { main: '+44 1295 555' },
    });
    await waitFor(
      () =>
        shadow(header!, '[part~=dealer-hint] a[href="/dealers"]')?.textContent === 'Green Acres',
    );
    expect(shadow(header!, 'a[href^="tel:"]')!.getAttribute('href')).to.equal('tel:+441295555');
    localStorage.setItem(
      'mf-preferreddealer',
      JSON.stringify({ dealer_code: 'B2', dealer_name: 'Hill Farm', phone: { main: '' } }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'mf-preferreddealer' }));
    await waitFor(() => shadow(header!, '[part~=dealer-hint] a')?.textContent === 'Hill Farm');
    await expectAxeClean(header!);
  });

  it('a second header logs and stays inert, its links shown and working', async () => {
    const [first, second] = await place(HEADER + HEADER);
    await waitFor(() => base(second!)?.getAttribute('data-state') === 'inert', 5000, 'inert');
    expect(test.errors).to.include('Only one header should be initialized');
    expect(base(first!).getAttribute('data-state')).to.equal('ready');
    const news = second!.querySelector('a[href="/news"]')!;
    expect(news.getBoundingClientRect().width).to.be.above(0);
    expect(shadow(second!, 'button')).to.equal(null);
  });

  it('mobile: the menu button opens the menu over the page; axe is clean open', async () => {
    await setViewport({ width: 375, height: 700 });
    const [header, after] = await place(`${HEADER}<p>Below</p>`);
    const menu = await waitFor(
      () => shadow<HTMLButtonElement>(header!, '[part~=menu-button]'),
      5000,
      'the menu button',
    );
    const below = after!.getBoundingClientRect().top;
    menu.click();
    await nextFrame();
    expect(menu.getAttribute('aria-expanded')).to.equal('true');
    expect(shadow(header!, '#mobile-menu')!.getBoundingClientRect().height).to.be.above(100);
    expect(after!.getBoundingClientRect().top).to.equal(below);
    await expectAxeClean(header!);
  });
});

describe('<mf-site-footer> and <mf-market-selector> in Chromium', () => {
  beforeEach(() => setViewport({ width: 1280, height: 720 }));

  const FOOTER = `<mf-site-footer market="United Kingdom" language="English">
      <nav data-nav="columns"><section><h2>Products</h2><ul><li><a href="/t">Tractors</a></li></ul></section></nav>
      <a data-nav="global-home" href="#global" lang="en">Global site (English)</a>
    </mf-site-footer>`;
  const SELECTOR = `<mf-market-selector><script type="application/json">${MARKETS}</script></mf-market-selector>`;

  it('the footer’s market button opens the selector: focus in and kept in, Escape closes, focus back, session flag', async () => {
    const [footer, selector] = await place(FOOTER + SELECTOR);
    const button = await waitFor(
      () => shadow<HTMLButtonElement>(footer!, '[part~=market-button]'),
      5000,
      'the market button',
    );
    button.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => shadow(selector!, '[role=dialog]'), 5000, 'the dialog');
    await waitFor(() => dialog.contains(deepActiveElement()), 5000, 'focus in the dialog');
    for (let i = 0; i < 6; i += 1) await sendKeys({ press: 'Tab' });
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    // After the enter animation (its fade would read as low contrast).
    await waitFor(
      () => shadow(selector!, '[part~=dialog-backdrop][data-state=open]'),
      5000,
      'open',
    );
    await expectAxeClean(selector!);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(selector!, '[role=dialog]'), 5000, 'closed');
    await waitFor(() => deepActiveElement() === button, 5000, 'focus back on the button');
    expect(sessionStorage.getItem('mf-market-selector-dismissed')).to.equal('true');
  });

  it('hears the show event from the moment it is drawn (asked in the same task as its first draw, it opens)', async () => {
    // A MutationObserver's callback runs at the end of the task that drew the selector, before
    // React's passive effects (a task later for a first render): a subscription there would miss
    // a header's or a page script's request made right after the draw.
    const template = document.createElement('template');
    template.innerHTML = SELECTOR;
    const selector = template.content.firstElementChild as HTMLElement;
    let asked = false;
    const observer = new MutationObserver(() => {
      if (asked || !selector.shadowRoot?.querySelector('[part~=base]')) return;
      asked = true;
      document.dispatchEvent(
        new CustomEvent('mf-show-market-selector', { detail: { source: 'header' } }),
      );
    });
    document.body.append(selector);
    placed.push(selector);
    expect(selector.shadowRoot, 'an open shadow root at the upgrade').to.not.equal(null);
    observer.observe(selector.shadowRoot!, { childList: true, subtree: true });
    await waitFor(() => asked, 5000, 'the first draw');
    observer.disconnect();
    await waitFor(
      () => shadow(selector, '[part~=dialog-backdrop][data-state=open]'),
      5000,
      'open on the request made at the first draw',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(selector, '[role=dialog]'), 5000, 'closed');
  });

  it('continuing writes the market cookie; the global English home link removes it', async () => {
    const [footer, selector] = await place(FOOTER + SELECTOR);
    selector!.setAttribute('show-on-load', '');
    const region = await waitFor(
      () => shadow<HTMLSelectElement>(selector!, 'select'),
      5000,
      'select',
    );
    region.value = '0';
    region.dispatchEvent(new Event('change', { bubbles: true }));
    const market = shadowAllSelects(selector!)[1]!;
    await waitFor(() => !market.disabled);
    market.value = '0';
    market.dispatchEvent(new Event('change', { bubbles: true }));
    const cta = await waitFor(() => shadow<HTMLAnchorElement>(selector!, '[part~=cta][href]'));
    cta.addEventListener('click', (event) => event.preventDefault(), { once: true });
    cta.click();
    expect(decodeURIComponent(document.cookie)).to.contain(`mf-market=${location.origin}/uk/`);
    const home = await waitFor(() => shadow<HTMLAnchorElement>(footer!, '[part~=global-home]'));
    home.click();
    expect(document.cookie).not.to.contain('mf-market=');
  });
});

function shadowAllSelects(host: Element): HTMLSelectElement[] {
  return [...host.shadowRoot!.querySelectorAll('select')];
}
