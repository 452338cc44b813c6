/**
 * <mf-offers-grid> in Chromium: the built element with the CMS's cards in its light DOM. The
 * detail panel's place measured on screen (after the row's last card at desktop width, after the
 * card on mobile, the short last row, a resize while open), the filters, close and Escape with
 * focus return, the #modal-offer request, the page's cards laid out before the upgrade as after
 * it, axe in every state. Opening a detail is timed and printed (not asserted).
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  nextFrame,
  setUpElementTests,
  shadow,
  shadowAll,
  waitFor,
} from './helpers';

const tag = 'mf-offers-grid';
const test = setUpElementTests(tag);
const TYPES = ['Tractors', 'Balers', 'Mowers', 'Loaders'];

/** `count` cards over 4 types (card i: type i % 4), each with a model. */
function cards(count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % 4]!;
    const model = JSON.stringify({ title: `Offer ${i + 1}`, price: 1000 * (i + 1) });
    return `<article data-type="${type}" data-name="${type} M${Math.floor(i / 4) + 1}" style="height:${100 + (i % 3) * 10}px"><h3>Offer ${i + 1}</h3><script type="application/json">${model}</script></article>`;
  }).join('');
}

const button = (el: Element, n: number) =>
  shadowAll<HTMLButtonElement>(el, '[part~=button]').find(
    (b) => b.getAttribute('aria-label') === `View offer: Offer ${n}`,
  )!;
const detail = (el: Element) => shadow(el, '[part~=detail]');
const card = (el: Element, n: number) => el.children[n - 1] as HTMLElement;

async function resize(width: number): Promise<void> {
  await setViewport({ width, height: 900 });
  await nextFrame();
}

async function open(el: HTMLElement, n: number): Promise<HTMLElement> {
  button(el, n).click();
  return waitFor(() => detail(el), 3000, 'the detail panel');
}

/** The panel is a full-width block directly below `n`'s row (below the lowest card of the row). */
function expectPanelBelow(el: HTMLElement, row: number[]): void {
  const panel = detail(el)!.getBoundingClientRect();
  const items = row.map((n) => card(el, n).getBoundingClientRect());
  const rowBottom = Math.max(...items.map((r) => r.bottom));
  expect(panel.top, 'panel below the row').to.be.greaterThan(rowBottom);
  const list = shadow(el, '[part~=list]')!.getBoundingClientRect();
  expect(Math.abs(panel.width - list.width), 'full width').to.be.below(1);
}

afterEach(() => resize(1100));

describe('<mf-offers-grid> in Chromium: the detail panel (spec §2)', () => {
  it('desktop: after the row’s last card; the short last row; another card moves it', async () => {
    await resize(1100);
    const el = await fixture<HTMLElement>(`<${tag}>${cards(14)}</${tag}>`);
    await waitFor(() => button(el, 1), 3000, 'the card buttons');
    // A click is a discrete event: React commits it in a microtask queued during the click, so
    // the work of opening a detail (handler, render, commit, the panel's layout) is measured to a
    // microtask queued after it and a forced layout (reported, not asserted; the aim is
    // one frame of work).
    const started = performance.now();
    button(el, 5).click();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    const committed = detail(el) !== null;
    void detail(el)?.getBoundingClientRect();
    const took = performance.now() - started;
    console.log(
      `Opening a detail (click to committed and laid-out panel): ${took.toFixed(1)} ms; committed by then: ${committed}`,
    );
    await waitFor(() => detail(el), 3000, 'the detail panel');

    expectPanelBelow(el, [4, 5, 6]);
    // Cards of the next row are below the panel.
    expect(card(el, 7).getBoundingClientRect().top).to.be.greaterThan(
      detail(el)!.getBoundingClientRect().bottom,
    );
    await open(el, 14);
    await waitFor(() => button(el, 14).getAttribute('aria-expanded') === 'true', 3000, 'moved');
    expect(shadowAll(el, '[part~=detail]')).to.have.length(1);
    expectPanelBelow(el, [13, 14]);
    expect(button(el, 5).getAttribute('aria-expanded')).to.equal('false');
    await expectAxeClean(el);
  });

  it('mobile: directly after the card; a resize while open moves it and keeps focus in it', async () => {
    await resize(420);
    const el = await fixture<HTMLElement>(`<${tag}>${cards(14)}</${tag}>`);
    await waitFor(() => button(el, 1), 3000, 'the card buttons');
    await open(el, 4);
    expectPanelBelow(el, [4]);
    expect(card(el, 5).getBoundingClientRect().top).to.be.greaterThan(
      detail(el)!.getBoundingClientRect().bottom,
    );
    await expectAxeClean(el);
    const close = detail(el)!.querySelector<HTMLButtonElement>('[part~=close]')!;
    close.focus();
    await resize(1100);
    // Row 2 is cards 4, 5, 6 at desktop width.
    await waitFor(
      () => {
        const panel = detail(el)!.getBoundingClientRect();
        return panel.top > card(el, 6).getBoundingClientRect().bottom;
      },
      3000,
      'the panel after the row',
    );
    expectPanelBelow(el, [4, 5, 6]);
    expect(deepActiveElement()).to.equal(close);
  });

  it('close and Escape hide it and return focus to the card’s button; a labelled region', async () => {
    await resize(1100);
    const el = await fixture<HTMLElement>(`<${tag}>${cards(6)}</${tag}>`);
    await waitFor(() => button(el, 2), 3000, 'the card buttons');
    const panel = await open(el, 2);
    expect(panel.localName).to.equal('section');
    const heading = panel.querySelector('[part~=heading]')!;
    expect(panel.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(button(el, 2).getAttribute('aria-controls')).to.equal(panel.id);
    expect(deepActiveElement()).to.equal(heading);
    panel.querySelector<HTMLButtonElement>('[part~=close]')!.click();
    await waitFor(() => !detail(el), 3000, 'the panel hidden');
    expect(deepActiveElement()).to.equal(button(el, 2));
    expect(button(el, 2).getAttribute('aria-expanded')).to.equal('false');

    await sendKeys({ press: 'Enter' });
    await waitFor(() => detail(el), 3000, 'the panel again');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !detail(el), 3000, 'the panel hidden by Escape');
    expect(deepActiveElement()).to.equal(button(el, 2));
  });

  it('the call to action is a #modal-offer link and tells the page the offer first', async () => {
    const el = await fixture<HTMLElement>(`<${tag}>${cards(3)}</${tag}>`);
    await waitFor(() => button(el, 3), 3000, 'the card buttons');
    const panel = await open(el, 3);
    const requests: unknown[] = [];
    const onRequest = (event: Event) => requests.push((event as CustomEvent).detail);
    document.addEventListener('mf-offer-request', onRequest);
    const cta = panel.querySelector<HTMLAnchorElement>('[part~=cta]')!;
    expect(cta.getAttribute('href')).to.equal('#modal-offer');
    cta.addEventListener('click', (event) => event.preventDefault(), { once: true });
    cta.click();
    document.removeEventListener('mf-offer-request', onRequest);
    expect(requests).to.deep.equal([{ title: 'Offer 3', type: 'Mowers', name: 'Mowers M1' }]);
  });
});

describe('<mf-offers-grid> in Chromium: filters and bad input', () => {
  it('the model filter follows the type; the count is announced', async () => {
    const el = await fixture<HTMLElement>(`<${tag}>${cards(14)}</${tag}>`);
    const type = await waitFor(() => shadow(el, '#offers-type'), 3000, 'the type filter');
    type.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' }); // Balers
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadow(el, '[role=status]')!.textContent === '4 offers', 3000, 'the count');
    expect(deepActiveElement()).to.equal(type);
    const names = [...shadow(el, '#offers-name-listbox')!.querySelectorAll('[role=option]')].map(
      (o) => o.textContent,
    );
    expect(names).to.deep.equal(['All models', 'Balers M1', 'Balers M2', 'Balers M3', 'Balers M4']);
    const shown = shadowAll<HTMLSlotElement>(el, '[part~=list] slot').flatMap((s) =>
      s.assignedElements().map((a) => a.querySelector('h3')!.textContent),
    );
    expect(shown).to.deep.equal(['Offer 2', 'Offer 6', 'Offer 10', 'Offer 14']);
    // Cards of other types are not rendered.
    expect(card(el, 1).getBoundingClientRect().height).to.equal(0);
    await expectAxeClean(el);
  });

  it('a bad model is one warning per card; the card shows its own heading', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => warnings.push(String(message));
    const el = await fixture<HTMLElement>(
      `<${tag}><article data-type="Balers" data-name="RB"><h3>Card heading</h3><script type="application/json">{"title": 7, "price": "x"}</script></article><article data-type="Balers" data-name="RB"><h3>Broken</h3><script type="application/json">{"title":</script></article></${tag}>`,
    ).finally(() => {
      console.warn = warn;
    });
    await waitFor(() => shadowAll(el, '[part~=button]').length === 2, 3000, 'two cards');
    expect(warnings).to.deep.equal([
      '<mf-offers-grid> (1st on the page): offers[0] "Card heading" has bad data: model.title must be a string; model.price must be a number ("x"); those are left out; the card shows the rest.',
      '<mf-offers-grid> (1st on the page): offers[1] "Broken" has bad data: model is not JSON; those are left out; the card shows the rest.',
    ]);
    expect(test.errors).to.deep.equal([]);
    expect(shadowAll(el, '[part~=button]').map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'View offer: Card heading',
      'View offer: Broken',
    ]);
  });
});
