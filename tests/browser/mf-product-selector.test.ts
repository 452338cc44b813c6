/**
 * <mf-product-selector> and <mf-product-card> in real Chromium, from the built bundles, against
 * the gallery's product mock servlets: axe on the loaded selector; a filter change scrolls the
 * results into view over about 300 ms and leaves focus on the checkbox; the range slider's keys
 * under dir="rtl" and its 24 px targets; the card's 60 px clamp measured in real layout and
 * following a font change; the flip keeps focus and turns in 3D (none under reduced motion).
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import { PRODUCT_CARDS_URL } from '@mf/demo-mocks/products/handlers';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  setUpElementTests,
  shadow,
  shadowAll,
  startMocks,
  waitFor,
} from './helpers';

const TAG = 'mf-product-selector';
const WAIT = 10_000;
const sketch = (node: Element | null) => node?.outerHTML.slice(0, 100) ?? 'nothing';

const state = (el: Element) => shadow(el, '[part=base]')?.getAttribute('data-state');

async function mountSelector(attributes = '') {
  await startMocks('default');
  history.replaceState(null, '', location.pathname);
  const el = await fixture(
    `<mf-product-selector site="mf" path="/content/mf/en-us/products/tractors" ${attributes}></mf-product-selector>`,
  );
  await waitFor(() => state(el) === 'results', WAIT, 'the cards');
  // The grid draws the first screen, then the rest after each paint.
  await waitFor(() => !shadow(el, '[part~=list][aria-busy]'), WAIT, 'every card drawn');
  return el;
}

describe('<mf-product-selector> in Chromium', () => {
  const test = setUpElementTests(TAG);
  // Desktop: the filters are a sidebar (below 992 px they are a drawer).
  before(() => setViewport({ width: 1280, height: 900 }));
  afterEach(async () => {
    history.replaceState(null, '', location.pathname);
    window.scrollTo(0, 0);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('loads 132 cards in the shadow root, the first screen first; axe-clean; no console error', async () => {
    await startMocks('default');
    history.replaceState(null, '', location.pathname);
    const el = await fixture(
      `<mf-product-selector site="mf" path="/content/mf/en-us/products/tractors"></mf-product-selector>`,
    );
    await waitFor(() => state(el) === 'results', WAIT, 'the cards');
    // The first commit: a window's worth (1280 x 900 px over 240 x 400), not all 132.
    expect(shadowAll(el, '[part~=list-item]')).to.have.length(12);
    await waitFor(() => !shadow(el, '[part~=list][aria-busy]'), WAIT, 'every card drawn');
    expect(shadowAll(el, '[part~=list-item]')).to.have.length(132);
    expect(shadow(el, '[part=heading]')!.textContent).to.equal('132 products');
    await expectAxeClean(el);
    expect(test.errors).to.deep.equal([]);
  });

  it('a failed cards request fires mf-error (source "request") from the element, beside its one log line (docs/laws/deadlines.md)', async () => {
    await startMocks(
      'default',
      http.get(
        PRODUCT_CARDS_URL,
        () => new HttpResponse('down', { status: 503, statusText: 'Unavailable' }),
      ),
    );
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('mf-error', listener);
    try {
      const el = await fixture(
        `<mf-product-selector site="mf" path="/content/mf/en-us/products/tractors"></mf-product-selector>`,
      );
      await waitFor(() => state(el) === 'empty', WAIT, 'the empty grid');
      await waitFor(() => seen.length > 0, WAIT, 'mf-error');
      expect(seen.map((event) => event.detail)).to.deep.equal([
        { message: 'Unavailable', source: 'request' },
      ]);
      expect((seen[0]!.target as Element).localName).to.equal(TAG);
      expect(test.errors).to.deep.equal([`${TAG}: the product cards request failed: Unavailable`]);
    } finally {
      document.removeEventListener('mf-error', listener);
    }
  });

  it('a filter change scrolls the results into view over about 300 ms; focus stays on the checkbox', async () => {
    const el = await mountSelector();
    const checkbox = shadowAll<HTMLInputElement>(el, 'input[type=checkbox]').find((c) =>
      c.closest('label')!.textContent!.startsWith('Compact'),
    )!;
    const results = shadow(el, '.selector__results')!;
    checkbox.focus({ preventScroll: true });
    // Down in the grid: the top of the results is above the window.
    const start = results.getBoundingClientRect().top + window.scrollY + 1200;
    window.scrollTo(0, start);
    const asked: number[] = [];
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((x: number, y: number) => {
      asked.push(y);
      scrollTo(x, y);
    }) as typeof window.scrollTo;
    try {
      await sendKeys({ press: 'Space' });
      // The chip row appears above the results: the target is where they are now, 16 px down.
      await waitFor(
        () => asked.length > 1 && Math.abs(results.getBoundingClientRect().top - 16) < 1,
        WAIT,
        'the scroll to end',
      );
    } finally {
      window.scrollTo = scrollTo;
    }
    // Animated, not a jump: part-way positions, ending on the target.
    const target = asked.at(-1)!;
    expect(asked.some((y) => y > target + 1 && y < start - 1)).to.equal(true, asked.join());
    expect(checkbox.checked).to.equal(true);
    expect(sketch(deepActiveElement())).to.equal(sketch(checkbox));
    expect(shadow(el, '[role=status]')!.textContent).to.equal('22 products');
    expect(location.search).to.equal('?f.product_type=compact');
  });

  it('range slider: 24 px thumbs; under dir="rtl" ArrowLeft moves a thumb up', async () => {
    const el = await mountSelector('dir="rtl"');
    shadowAll(el, '.mf-disclosure__button')
      .find((b) => b.textContent!.startsWith('Power (hp)'))!
      .click();
    const low = await waitFor(() =>
      shadowAll(el, '[role=slider]').find(
        (s) => s.getAttribute('aria-label') === 'Minimum, Power (hp)' && s.offsetWidth,
      ),
    );
    const box = low.getBoundingClientRect();
    expect(box.width).to.be.at.least(24);
    expect(box.height).to.be.at.least(24);
    const high = shadowAll(el, '[role=slider]').find(
      (s) => s.getAttribute('aria-label') === 'Maximum, Power (hp)',
    )!;
    // RTL: the minimum thumb sits to the right of the maximum one.
    expect(low.getBoundingClientRect().left).to.be.greaterThan(high.getBoundingClientRect().left);
    low.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(low.getAttribute('aria-valuenow')).to.equal('25');
    await sendKeys({ press: 'PageUp' });
    expect(low.getAttribute('aria-valuenow')).to.equal('75');
    // Kept in kW (the catalogue's hp is the mechanical one), with the unit it was set in.
    expect(location.search).to.equal('?r.slider_range_kw=55.927-521.99&power=hp');
  });

  it('the sort list keeps 65 px from the window edges (spec §9): above its field near the bottom, shrunk when neither side fits', async () => {
    const el = await mountSelector();
    // Room above the element, so that scrolling can bring its sort field anywhere in the window.
    const spacer = Object.assign(document.createElement('div'), { style: 'height:1500px' });
    el.before(spacer);
    const combo = shadow(el, '.selector__sort [role=combobox]')!;
    const list = shadow(el, '.selector__sort [role=listbox]')!;
    const openAt = async (fieldTop: number) => {
      window.scrollTo(0, combo.getBoundingClientRect().top + window.scrollY - fieldTop);
      combo.focus({ preventScroll: true });
      await sendKeys({ press: 'ArrowDown' });
      // Placed and settled: the placement follows scrolling a frame later (autoUpdate), so on a
      // busy machine a first position can still be on its way; wait for the list to sit against
      // its field (4 px gap) on either side. A misplaced list never gets there and times out.
      await waitFor(
        () => {
          if (!list.dataset.placement) return false;
          const field = combo.getBoundingClientRect();
          const popup = list.getBoundingClientRect();
          return (
            Math.abs(popup.bottom + 4 - field.top) < 1 || Math.abs(popup.top - 4 - field.bottom) < 1
          );
        },
        WAIT,
        'the placement against the field',
      );
      return { field: combo.getBoundingClientRect(), popup: list.getBoundingClientRect() };
    };
    const close = () => sendKeys({ press: 'Escape' });

    // Near the bottom (160 px left below the field): the list opens above it.
    const low = await openAt(window.innerHeight - 160);
    expect(list.dataset.placement).to.equal('top-start');
    expect(low.popup.bottom).to.be.at.most(low.field.top);
    expect(low.popup.top).to.be.at.least(65);
    await close();
    expect(list.style.position).to.equal('');

    // Near the top (70 px above): below it, with 65 px left under the list.
    const high = await openAt(70);
    expect(list.dataset.placement).to.equal('bottom-start');
    expect(high.popup.top).to.be.at.least(high.field.bottom);
    expect(high.popup.bottom).to.be.at.most(window.innerHeight - 65);
    await close();

    // A short window: the list is shrunk to the space left inside the 65 px margins.
    await setViewport({ width: 1280, height: 300 });
    try {
      const short = await openAt(120);
      expect(short.popup.top).to.be.at.least(65 - 0.5);
      expect(short.popup.bottom).to.be.at.most(300 - 65 + 0.5);
      expect(list.scrollHeight).to.be.greaterThan(list.clientHeight);
      await close();
    } finally {
      spacer.remove();
      await setViewport({ width: 1280, height: 900 });
    }
  });
});

const LONG =
  'The 8R 410 brings 370 to 410 horsepower to your fields, with a continuously variable transmission, a quiet cab with all-round visibility and a hydraulic system sized for the largest planters. Service intervals of 500 hours keep it working.';

async function mountCard(text: string) {
  return fixture(
    `<mf-product-card price="1000" style="display:block;width:280px;font-size:16px"><h2 slot="title">8R 410</h2><p slot="description">${text}</p><dl slot="back"><dt>Power</dt><dd>410 hp</dd></dl></mf-product-card>`,
  );
}

describe('<mf-product-card> in Chromium', () => {
  setUpElementTests('mf-product-card');
  before(() => setViewport({ width: 1280, height: 900 }));
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('text taller than 60 px gets Read more, measured: a smaller font makes it go', async () => {
    const el = await mountCard(LONG);
    const expand = await waitFor(() => shadow(el, '[part=expand-button]'), WAIT, 'the label');
    expect(shadow(el, '.card__clamp')!.getBoundingClientRect().height).to.be.closeTo(60, 0.5);
    // The page's own text (the slotted description) takes a smaller font: the host's own font
    // size no longer reaches inside (the host isolation rule, core/element/styles.ts), the page's rules on its markup do.
    el.querySelector<HTMLElement>('[slot=description]')!.style.fontSize = '4px';
    await waitFor(() => !shadow(el, '[part=expand-button]'), WAIT, 'the label to go');
    expect(expand.isConnected).to.equal(false);
    const short = await mountCard('Short.');
    expect(shadow(short, '[part=expand-button]')).to.equal(null);
  });

  it('the flip keeps focus and turns in 3D; the back is reachable; none of the 3D under reduced motion', async () => {
    const el = await mountCard('Short.');
    const flip = shadow(el, '.card__flip')!;
    flip.focus();
    await sendKeys({ press: 'Enter' });
    expect(sketch(deepActiveElement())).to.equal(sketch(flip));
    const front = shadow(el, '.card__front')!;
    expect(getComputedStyle(front).transform).to.not.equal('none');
    expect(shadow(el, '.card__back')!.hasAttribute('inert')).to.equal(false);
    await emulateMedia({ reducedMotion: 'reduce' });
    const reduced = await mountCard('Short.');
    shadow(reduced, '.card__flip')!.click();
    await waitFor(() => shadow(reduced, '[data-face=back]'), WAIT, 'the back');
    expect(getComputedStyle(shadow(reduced, '.card__back')!).transform).to.equal('none');
    expect(getComputedStyle(shadow(reduced, '.card__front')!).display).to.equal('none');
  });
});
