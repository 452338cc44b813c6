/**
 * The page tools in Chromium: <mf-modal> opened by page triggers, focus kept in the
 * dialog across the page's slotted content (real Tab and Shift+Tab), Escape from that content,
 * focus back on the trigger, the page inert meanwhile; <mf-sticky-sidebar> stuck to the end edge
 * (also right to left), labels shown on hover, a sidebar link opening a modal through its
 * shadow root, the corner button on mobile; <mf-social-share> links and copy. Axe on each.
 */
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  nextFrame,
  setUpElementTests,
  shadow,
  shadowAll,
  waitFor,
} from './helpers';

const test = setUpElementTests('mf-modal');
before(async () => {
  await loadElement('mf-sticky-sidebar');
  await loadElement('mf-social-share');
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/packages/page-tools/page.css';
  const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
  document.head.append(link);
  await loaded;
});
beforeEach(() => setViewport({ width: 1280, height: 720 }));
afterEach(() => resetMouse());

const MODAL = `
  <div>
    <button type="button" id="opener" data-toggle="modal" data-target="#open-day">Open day</button>
    <a id="link-opener" href="#open-day" data-toggle="modal">Open day (link)</a>
    <mf-modal id="open-day">
      <h2>Harvest open day</h2>
      <p>Join us on 12 June. <a href="#programme">Programme</a></p>
      <button type="button" data-dismiss="modal">No, thanks</button>
    </mf-modal>
  </div>`;

const dialogOf = (host: Element) => shadow(host, '[role="dialog"]');

describe('<mf-modal> in Chromium', () => {
  it('hides its content until a trigger opens it; Enter on the trigger opens it with focus on Close', async () => {
    const wrapper = await fixture(MODAL);
    const host = wrapper.querySelector('mf-modal')!;
    const heading = host.querySelector('h2')!;
    expect(heading.checkVisibility()).to.equal(false);
    const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => dialogOf(host), 3000, 'the dialog');
    expect(dialog.getAttribute('aria-label')).to.equal('Harvest open day');
    expect(heading.checkVisibility()).to.equal(true);
    await waitFor(
      () => deepActiveElement() === shadow(host, '[part~="close"]'),
      3000,
      'focus on Close',
    );
    expect(opener.closest('[inert]')).to.not.equal(null);
    await expectAxeClean(wrapper);
    expect(test.errors).to.deep.equal([]);
  });

  it('Tab goes through the page’s content and wraps; Shift+Tab from Close goes to its end', async () => {
    const wrapper = await fixture(MODAL);
    const host = wrapper.querySelector('mf-modal')!;
    wrapper.querySelector<HTMLButtonElement>('#opener')!.click();
    const close = await waitFor(() => shadow(host, '[part~="close"]'));
    await waitFor(() => deepActiveElement() === close, 3000, 'focus on Close');
    const programme = host.querySelector('a')!;
    const dismiss = host.querySelector('button')!;
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(programme);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(dismiss);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(close);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(dismiss);
  });

  it('Escape in the page’s content closes it and focus returns to the trigger', async () => {
    const wrapper = await fixture(MODAL);
    const host = wrapper.querySelector('mf-modal')!;
    const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
    opener.focus();
    opener.click();
    await waitFor(() => dialogOf(host));
    host.querySelector('a')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => dialogOf(host) === null, 3000, 'the dialog to close');
    expect(deepActiveElement()).to.equal(opener);
    expect(opener.closest('[inert]')).to.equal(null);
  });

  it('a link trigger opens it with a real click and leaves the address alone; data-dismiss closes it', async () => {
    const wrapper = await fixture(MODAL);
    const host = wrapper.querySelector('mf-modal')!;
    const link = wrapper.querySelector<HTMLAnchorElement>('#link-opener')!;
    const rect = link.getBoundingClientRect();
    const before = location.href;
    await sendMouse({ type: 'click', position: [Math.round(rect.x + 5), Math.round(rect.y + 5)] });
    await waitFor(() => dialogOf(host));
    expect(location.href).to.equal(before);
    host.querySelector('button')!.click();
    await waitFor(() => dialogOf(host) === null, 3000, 'the dialog to close');
  });
});

const SIDEBAR = `
  <div>
    <mf-sticky-sidebar>
      <a href="/dealers" data-icon="dealer">Find a dealer</a>
      <a href="#modal-quote" data-icon="quote">Request a quote</a>
      <a href="#brochures" data-icon="brochure" data-toggle="modal">Brochure</a>
    </mf-sticky-sidebar>
    <mf-modal id="brochures"><h2>Brochures</h2><p><a href="/b.pdf">MF 5S (PDF)</a></p></mf-modal>
  </div>`;

describe('<mf-sticky-sidebar> in Chromium', () => {
  it('desktop: a strip at the end edge, icons only until the pointer is over it', async () => {
    const wrapper = await fixture(SIDEBAR);
    const host = wrapper.querySelector('mf-sticky-sidebar')!;
    const base = await waitFor(() => shadow(host, '[part~="base"][data-layout="strip"]'));
    const rect = base.getBoundingClientRect();
    expect(Math.round(rect.right)).to.equal(document.documentElement.clientWidth);
    const text = shadowAll(host, '.text')[0]!;
    expect(text.getBoundingClientRect().width).to.be.at.most(1);
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.right - 10), Math.round(rect.top + 10)],
    });
    await waitFor(() => base.dataset.state === 'active', 3000, 'active on hover');
    await nextFrame();
    expect(text.getBoundingClientRect().width).to.be.greaterThan(40);
    await expectAxeClean(host);
  });

  it('right to left: the strip is at the left edge', async () => {
    const wrapper = await fixture(`<div dir="rtl">${SIDEBAR}</div>`);
    const host = wrapper.querySelector('mf-sticky-sidebar')!;
    const base = await waitFor(() => shadow(host, '[part~="base"]'));
    expect(Math.round(base.getBoundingClientRect().left)).to.equal(0);
  });

  it('a quick action that is a data-toggle="modal" trigger opens the page’s modal', async () => {
    const wrapper = await fixture(SIDEBAR);
    const host = wrapper.querySelector('mf-sticky-sidebar')!;
    const modal = wrapper.querySelector('mf-modal')!;
    const brochure = await waitFor(() =>
      shadowAll<HTMLAnchorElement>(host, 'a').find((a) => a.textContent === 'Brochure'),
    );
    brochure.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialogOf(modal), 3000, 'the modal');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => dialogOf(modal) === null, 3000, 'the modal to close');
    expect(deepActiveElement()).to.equal(brochure);
  });

  it('mobile: one button in the corner; Enter shows the actions, Escape hides them and keeps focus', async () => {
    await setViewport({ width: 375, height: 700 });
    const wrapper = await fixture(SIDEBAR);
    const host = wrapper.querySelector('mf-sticky-sidebar')!;
    const toggle = await waitFor(() => shadow<HTMLButtonElement>(host, '[part~="toggle"]'));
    const rect = toggle.getBoundingClientRect();
    expect(rect.right).to.be.within(375 - 40, 375);
    expect(rect.bottom).to.be.within(700 - 40, 700);
    const nav = shadow(host, 'nav')!;
    expect(nav.checkVisibility()).to.equal(false);
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => nav.checkVisibility(), 3000, 'the actions');
    await expectAxeClean(host);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !nav.checkVisibility(), 3000, 'the actions hidden');
    expect(deepActiveElement()).to.equal(toggle);
  });
});

describe('<mf-social-share> in Chromium', () => {
  it('links built from the page’s address; Copy link says it copied', async () => {
    const writes: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (writes.push(text), Promise.resolve()) },
    });
    try {
      const host = await fixture('<mf-social-share share-title="The MF 5S"></mf-social-share>');
      await waitFor(() => shadow(host, '[part~="base"]'));
      const page = location.href.replace(/#.*$/, '');
      const links = shadowAll<HTMLAnchorElement>(host, 'a');
      expect(links[0]!.href).to.equal(
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
      );
      await expectAxeClean(host);
      const copy = shadowAll<HTMLButtonElement>(host, 'button').at(-1)!;
      copy.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => copy.textContent === 'Link copied', 3000, 'Link copied');
      expect(writes).to.deep.equal([page]);
      expect(shadow(host, '[role="status"]')!.textContent).to.equal('Link copied');
      expect(deepActiveElement()).to.equal(copy);
    } finally {
      if (original) delete (navigator as unknown as { clipboard?: unknown }).clipboard;
    }
  });
});
