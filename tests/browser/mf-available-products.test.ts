/**
 * <mf-available-products> in Chromium: the table scrolls sideways inside a labelled, focusable
 * region; the 44 px end gradient appears and disappears with the scroll position and a resize;
 * the first column stays in view; header scopes; axe.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  setUpElementTests,
  shadow,
  waitFor,
} from './helpers';

const tag = 'mf-available-products';
const test = setUpElementTests(tag);
afterEach(() => setViewport({ width: 1100, height: 800 }));

const COLUMNS = ['Model', 'Power', 'Engine', 'Transmission', 'Lift', 'Flow', 'Weight', 'Base'];
const TABLE = `<table style="border-collapse:collapse">
  <caption>MF 5S models</caption>
  <thead><tr>${COLUMNS.map((c) => `<th style="padding:8px 24px;white-space:nowrap">${c}</th>`).join('')}</tr></thead>
  <tbody>${[1, 2, 3]
    .map(
      (r) =>
        `<tr><th style="padding:8px 24px">MF 5S.1${r}5</th>${COLUMNS.slice(1)
          .map((c) => `<td style="padding:8px 24px;white-space:nowrap">${c} value ${r}</td>`)
          .join('')}</tr>`,
    )
    .join('')}</tbody>
</table>`;

const gradient = (el: Element) => shadow(el, '[part~=gradient]')!;
const scroller = (el: Element) => shadow(el, '[part~=scroller]')!;
const shown = (el: Element) =>
  !gradient(el).hidden && gradient(el).getBoundingClientRect().width > 0;

async function table(width: string): Promise<HTMLElement> {
  const el = await fixture(
    `<div style="width:${width}"><link rel="stylesheet" href="/packages/product-page/page.css"><${tag}>${TABLE}</${tag}></div>`,
  );
  return el.querySelector<HTMLElement>(tag)!;
}

describe('<mf-available-products> in Chromium', () => {
  it('narrow: a labelled, focusable scroll region with a 44 px end gradient until the end', async () => {
    const el = await table('360px');
    await waitFor(() => shown(el), 5000, 'the gradient');
    expect(gradient(el).getBoundingClientRect().width).to.equal(44);
    // The gradient lies over the inline end of the scroll region.
    expect(
      Math.abs(
        gradient(el).getBoundingClientRect().right - scroller(el).getBoundingClientRect().right,
      ),
    ).to.be.below(1);
    const region = scroller(el);
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-label')).to.equal('MF 5S models');
    expect(region.tabIndex).to.equal(0);
    region.focus();
    expect(deepActiveElement()).to.equal(region);
    // The keyboard scrolls it.
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => region.scrollLeft > 0, 5000, 'a keyboard scroll');
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => !shown(el), 5000, 'the gradient to go at the end');
    region.scrollLeft = 0;
    await waitFor(() => shown(el), 5000, 'the gradient back');
    await expectAxeClean(el);
  });

  it('the first column stays in view while the others scroll', async () => {
    const el = await table('360px');
    await waitFor(() => shown(el), 5000, 'overflow');
    const first = el.querySelector('tbody th')!;
    const left = first.getBoundingClientRect().left;
    scroller(el).scrollLeft = 200;
    await waitFor(() => scroller(el).scrollLeft === 200, 5000, 'scrolled');
    expect(Math.abs(first.getBoundingClientRect().left - left)).to.be.below(1);
    expect(el.querySelector('tbody td')!.getBoundingClientRect().left).to.be.below(
      first.getBoundingClientRect().right,
    );
  });

  it('a resize that makes room removes the gradient and the tab stop; narrowing brings them back', async () => {
    const el = await table('360px');
    await waitFor(() => shown(el), 5000, 'overflow');
    el.parentElement!.style.width = '2000px';
    await waitFor(() => !shown(el) && scroller(el).tabIndex === -1, 5000, 'no overflow');
    expect(scroller(el).hasAttribute('tabindex')).to.equal(false);
    el.parentElement!.style.width = '300px';
    await waitFor(() => shown(el) && scroller(el).tabIndex === 0, 5000, 'overflow again');
  });

  it('right to left: the gradient sits at the left and goes at the end', async () => {
    const el = await table('360px');
    el.parentElement!.dir = 'rtl';
    await waitFor(() => shown(el), 5000, 'the gradient');
    expect(
      Math.abs(
        gradient(el).getBoundingClientRect().left - scroller(el).getBoundingClientRect().left,
      ),
    ).to.be.below(1);
    scroller(el).scrollLeft = -scroller(el).scrollWidth;
    await waitFor(() => !shown(el), 5000, 'the gradient to go at the end');
  });

  it('header cells are table headers with scopes', async () => {
    const el = await table('1200px');
    await waitFor(
      () => el.querySelector('thead th')!.getAttribute('scope') === 'col',
      5000,
      'scope',
    );
    expect(el.querySelector('tbody th')!.getAttribute('scope')).to.equal('row');
    expect(test.errors).to.deep.equal([]);
  });
});

describe('<mf-related-products> in Chromium: the background from 1330 px (spec §9)', () => {
  before(() => loadElement('mf-related-products'));

  const image = (el: Element) => getComputedStyle(shadow(el, '[part~=base]')!).backgroundImage;

  it('no image at 1329 px, the image at 1330 px, and no move either way', async () => {
    await setViewport({ width: 1329, height: 800 });
    const el = await fixture(
      `<mf-related-products background="/demo/public/media/hero-harvest.svg" label="More tractors"><h2>More tractors</h2><a href="#x">MF 8S</a></mf-related-products>`,
    );
    await waitFor(() => !!shadow(el, '[part~=base]'), 5000, 'rendered');
    expect(image(el)).to.equal('none');
    const link = el.querySelector('a')!.getBoundingClientRect().top;
    await setViewport({ width: 1330, height: 800 });
    await waitFor(() => image(el).includes('hero-harvest.svg'), 5000, 'the image');
    expect(el.querySelector('a')!.getBoundingClientRect().top).to.equal(link);
    await expectAxeClean(el);
  });
});
