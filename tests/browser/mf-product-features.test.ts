/**
 * <mf-product-features> in Chromium (the built bundle and the page stylesheet): the accordion by
 * keyboard (Tab to a heading's button, Enter and Space open and close, Tab goes on into the open
 * feature's link), its height animation and none under prefers-reduced-motion, CLS 0 at the
 * upgrade at a phone's and a desktop's width (an iframe of that width loads the page stylesheet,
 * then the element), a bad `layout` logged with 'auto' used, axe in both layouts.
 */
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
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

const tag = 'mf-product-features';
const test = setUpElementTests(tag);
afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

const FEATURES = `
  <article>
    <h3>Dyna-VT transmission</h3>
    <img src="/demo/public/media/gallery-2.svg" alt="The MF 5S with a seed drill" width="1200" height="800">
    <p>Stepless from 0.03 to 40 km/h: the engine keeps its best speed while the tractor keeps the one the job needs.</p>
    <a href="#dyna-vt">More about Dyna-VT</a>
  </article>
  <article>
    <h3>A quiet six-pillar cab</h3>
    <p>Wide doors and 70 dB at the driver's ear.</p>
    <ul><li>Air suspended seat</li><li>Automatic climate control</li></ul>
  </article>
  <article><h3>Easy service</h3><img src="/demo/public/media/gallery-5.svg" alt="" width="1200" height="800"><p>500 hours between services.</p><a href="#service">Service plans</a></article>`;

const buttons = (el: Element) => shadowAll<HTMLButtonElement>(el, '.mf-disclosure__button');
const region = (el: Element, index: number) => shadow<HTMLElement>(el, `#feature-${index}-region`)!;

async function features(attributes = 'layout="accordion"'): Promise<HTMLElement> {
  const el = await fixture(`<${tag} label="MF 5S features" ${attributes}>${FEATURES}</${tag}>`);
  await waitFor(() => shadow(el, '[part~=list]'), 5000, 'the list');
  return el;
}

describe('<mf-product-features> in Chromium: the accordion by keyboard', () => {
  it('Tab reaches each heading’s button; Enter opens, Tab goes into the feature, Space closes', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const before = document.createElement('button');
    before.textContent = 'Before';
    const el = await features();
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Dyna-VT transmission');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent, 'closed sections hold no tab stop').to.equal(
      'A quiet six-pillar cab',
    );
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Enter' });
    expect(buttons(el)[0]!.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('More about Dyna-VT');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: ' ' });
    expect(buttons(el)[1]!.getAttribute('aria-expanded')).to.equal('true');
    expect(buttons(el)[0]!.getAttribute('aria-expanded'), 'several may be open').to.equal('true');
    await sendKeys({ press: ' ' });
    expect(buttons(el)[1]!.getAttribute('aria-expanded')).to.equal('false');
    await waitFor(() => region(el, 1).hidden, 2000, 'the closed section hidden');
    // The focused button draws its ring (a visible focus indicator, WCAG 2.4.7).
    expect(getComputedStyle(buttons(el)[1]!).outlineStyle).to.equal('solid');
    before.remove();
    await expectAxeClean(el);
    expect(test.errors).to.deep.equal([]);
  });

  it('the height animates when a section opens; under prefers-reduced-motion it does not', async () => {
    const el = await features();
    buttons(el)[0]!.click();
    await nextFrame();
    expect(region(el, 0).dataset.state, 'animating').to.equal('expanding');
    await waitFor(() => region(el, 0).dataset.state === 'expanded', 3000, 'expanded');
    await emulateMedia({ reducedMotion: 'reduce' });
    buttons(el)[1]!.click();
    await nextFrame();
    expect(region(el, 1).dataset.state, 'at once').to.equal('expanded');
    expect(region(el, 1).getBoundingClientRect().height).to.be.above(0);
  });
});

describe('<mf-product-features> in Chromium: layouts and attributes', () => {
  it('cards at a desktop width: a grid of several columns, axe clean', async () => {
    const el = await features('');
    expect(shadow(el, '[part~=base]')!.dataset.state).to.equal('grid');
    const cards = shadowAll(el, '[part~=item]');
    expect(cards.length).to.equal(3);
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    expect(tops[1], 'side by side').to.equal(tops[0]);
    await expectAxeClean(el);
  });

  it('an unknown layout is logged and "auto" is used', async () => {
    const el = await features('layout="carousel"');
    expect(shadow(el, '[part~=base]')!.dataset.state).to.equal('grid');
    expect(
      test.warnings.some((e) =>
        /^<mf-product-features>[^:]*: attribute "layout" is invalid/.test(e),
      ),
    ).to.equal(true);
  });
});

/**
 * Loads the page stylesheet and the features into an iframe `width` wide, measures, then loads
 * the element there: the box of the features and the line after them must not move, and the
 * layout-shift entries after the upgrade must sum to 0.
 */
async function upgradeInFrame(width: number, attributes = '') {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:900px;border:0`;
  frame.srcdoc = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/dist/mf-product-page.css"></head><body style="margin:0"><${tag} ${attributes}>${FEATURES}</${tag}><p id="after">After the features</p></body></html>`;
  document.body.append(frame);
  try {
    await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const win = frame.contentWindow as Window & typeof globalThis;
    const doc = frame.contentDocument!;
    const host = doc.querySelector(tag)!;
    await waitFor(() => doc.styleSheets.length === 1 && host.getBoundingClientRect().height > 0);
    const box = () => {
      const rect = host.getBoundingClientRect();
      return {
        height: Math.round(rect.height),
        after: Math.round(doc.getElementById('after')!.getBoundingClientRect().top),
      };
    };
    const before = box();
    const shifts: number[] = [];
    new win.PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
    const script = doc.createElement('script');
    script.type = 'module';
    script.src = `/dist/esm/${tag}.js`;
    doc.head.append(script);
    await waitFor(
      () => host.shadowRoot?.querySelector('[part~=list]') && !host.hasAttribute('data-mf-pending'),
      5000,
      'the upgrade',
    );
    await new Promise((resolve) =>
      win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)),
    );
    return {
      before,
      after: box(),
      shifts,
      state: host.shadowRoot!.querySelector<HTMLElement>('[part~=base]')!.dataset.state,
    };
  } finally {
    frame.remove();
  }
}

describe('<mf-product-features> in Chromium: the upgrade moves nothing (CLS 0)', () => {
  for (const [name, width, state] of [
    ['a phone (the accordion)', 420, 'accordion'],
    ['a desktop (the cards)', 1200, 'grid'],
  ] as const) {
    it(`at ${name}`, async () => {
      const result = await upgradeInFrame(width);
      expect(result.state).to.equal(state);
      expect(result.after, 'the same box').to.deep.equal(result.before);
      expect(result.shifts, 'layout shifts').to.deep.equal([]);
    });
  }

  it('layout="accordion" at a desktop width', async () => {
    const result = await upgradeInFrame(1200, 'layout="accordion"');
    expect(result.state).to.equal('accordion');
    expect(result.after).to.deep.equal(result.before);
    expect(result.shifts).to.deep.equal([]);
  });
});
