/**
 * <mf-product-tabs> and <mf-product-gallery> in Chromium (the built bundles, the real
 * <mf-video-player>): the tabs keyboard pattern (arrows, wrap, Home/End, automatic and manual
 * activation, rtl), thumbnail arrows at 4 and 5 pictures at each thumbnail breakpoint (0, 768,
 * 1440), the overlay replaced by a playing video that a picture change or a tab change removes,
 * focus in the video, axe in every state.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
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

const tag = 'mf-product-tabs';
const test = setUpElementTests(tag);
before(async () => {
  await loadElement('mf-product-gallery');
  await loadElement('mf-video-player');
});
afterEach(() => setViewport({ width: 1100, height: 800 }));

const MP4 = '/demo/public/media/field-day.mp4';

function pictures(count: number, prefix = 'p'): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<figure style="margin:0"><img src="/demo/public/media/gallery-${(i % 6) + 1}.svg?${prefix}${i}" data-thumb="/demo/public/media/gallery-${(i % 6) + 1}-thumb.svg" alt="Picture ${i + 1}" width="1200" height="675" style="display:block;width:100%;height:auto"></figure>`,
  ).join('');
}
const VIDEO = `<figure style="margin:0"><img src="/demo/public/media/field-day-poster.jpg" alt="Field day" width="640" height="360" style="display:block;width:100%;height:auto"><a data-video href="${MP4}"><span>Play the video: field day</span></a></figure>`;

const tabs = (el: Element) => shadowAll<HTMLButtonElement>(el, '[role=tab]');
const selectedName = (el: Element) =>
  tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const shownPanel = (el: Element) =>
  shadowAll(el, '[role=tabpanel]').findIndex((panel) => !panel.hidden);

async function tabsFixture(extra = ''): Promise<HTMLElement> {
  const el = await fixture(
    `<${tag} label="MF 5S views" ${extra}>
      <section><h2>Exterior</h2><mf-product-gallery label="Exterior">${pictures(2)}${VIDEO}</mf-product-gallery></section>
      <section><h2>Cab</h2><p><a href="#cab">Cab details</a></p></section>
      <section data-label="At work"><h2>Working</h2><p>Field</p></section>
    </${tag}>`,
  );
  await waitFor(() => tabs(el).length === 3, 5000, 'three tabs');
  return el;
}

describe('<mf-product-tabs> in Chromium: the tabs keyboard pattern (APG)', () => {
  it('Tab reaches the selected tab only; arrows select and wrap; Home and End; Tab goes on to the panel', async () => {
    const before = document.createElement('button');
    before.textContent = 'Before';
    const el = await tabsFixture();
    el.before(before);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Exterior');
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()?.textContent).to.equal('Cab');
    expect(selectedName(el)).to.equal('Cab');
    expect(shownPanel(el)).to.equal(1);
    await sendKeys({ press: 'End' });
    expect(selectedName(el)).to.equal('At work');
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedName(el), 'wraps to the first').to.equal('Exterior');
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedName(el), 'wraps to the last').to.equal('At work');
    await sendKeys({ press: 'Home' });
    expect(selectedName(el)).to.equal('Exterior');
    await sendKeys({ press: 'ArrowRight' });
    // Tab leaves the tab list for the panel (focusable: APG), then its content.
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.getAttribute('role')).to.equal('tabpanel');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.textContent).to.equal('Cab details');
    before.remove();
    await expectAxeClean(el);
  });

  it('manual activation: arrows move focus, Enter selects', async () => {
    const el = await tabsFixture('activation="manual"');
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()?.textContent).to.equal('Cab');
    expect(selectedName(el)).to.equal('Exterior');
    await sendKeys({ press: 'Enter' });
    expect(selectedName(el)).to.equal('Cab');
    expect(shownPanel(el)).to.equal(1);
  });

  it('right to left: the left arrow goes to the next tab', async () => {
    const el = await tabsFixture('dir="rtl"');
    tabs(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedName(el)).to.equal('Cab');
  });

  it('each child is shown in its panel; the others are not rendered', async () => {
    const el = await tabsFixture();
    const [first, second] = [...el.children] as HTMLElement[];
    expect(first!.getBoundingClientRect().height).to.be.above(0);
    expect(second!.getBoundingClientRect().height).to.equal(0);
    expect(test.errors).to.deep.equal([]);
  });
});

describe('<mf-product-gallery> in Chromium: thumbnail arrows (spec §9)', () => {
  for (const [name, width] of [
    ['0', 420],
    ['768', 800],
    ['1440', 1500],
  ] as const) {
    it(`breakpoint ${name}: 4 pictures have no arrows, 5 have them; 4 thumbnails in view`, async () => {
      await setViewport({ width, height: 900 });
      const box = await fixture(
        `<div><mf-product-gallery label="Four">${pictures(4, 'a')}</mf-product-gallery><mf-product-gallery label="Five">${pictures(5, 'b')}</mf-product-gallery></div>`,
      );
      const [four, five] = [...box.children] as HTMLElement[];
      await waitFor(
        () => !!shadow(four!, '[part~=picker]') && !!shadow(five!, '[part~=picker]'),
        5000,
        'both galleries rendered',
      );
      expect(shadow(four!, '[part~=previous]')).to.equal(null);
      expect(shadow(four!, '[part~=next]')).to.equal(null);
      expect(shadow(five!, '[part~=previous]')).to.not.equal(null);
      expect(shadow(five!, '[part~=next]')).to.not.equal(null);
      // The four thumbnails fit in their row (no scrolling needed) at every breakpoint.
      const picker = shadow(four!, '[part~=picker]')!;
      expect(picker.scrollWidth).to.be.at.most(picker.clientWidth + 1);
      await expectAxeClean(box);
    });
  }
});

describe('<mf-product-gallery> in Chromium: the thumbnail row follows the picture', () => {
  it('on a phone with 6 pictures the current thumbnail is scrolled into the row', async () => {
    await setViewport({ width: 360, height: 800 });
    const el = await fixture(
      `<mf-product-gallery label="Six">${pictures(6, 's')}</mf-product-gallery>`,
    );
    await waitFor(() => !!shadow(el, '[part~=next]'), 5000, 'the arrows');
    const picker = shadow(el, '[part~=picker]')!;
    expect(picker.scrollWidth, 'the row scrolls').to.be.above(picker.clientWidth);
    // A click without focus (focus would scroll the row by itself): the view must follow.
    const last = picker.querySelectorAll<HTMLButtonElement>('button')[5]!;
    last.click();
    await waitFor(
      () => {
        const current = picker.querySelector('[aria-current]');
        if (current !== last) return false;
        const row = picker.getBoundingClientRect();
        const own = current.getBoundingClientRect();
        return own.left >= row.left - 1 && own.right <= row.right + 1;
      },
      5000,
      'the last thumbnail in view',
    );
    expect(picker.scrollLeft).to.be.above(0);
  });
});

describe('<mf-product-gallery> in Chromium: video overlays (spec §4)', () => {
  it('the overlay gives way to a playing video with focus; another picture removes it', async () => {
    const el = await fixture(
      `<mf-product-gallery label="Films">${VIDEO}${pictures(1)}</mf-product-gallery>`,
    );
    await waitFor(() => !!shadow(el, '[part~=picker]'), 5000, 'the gallery');
    const link = el.querySelector<HTMLAnchorElement>('a[data-video]')!;
    link.focus();
    await sendKeys({ press: 'Enter' });
    const player = await waitFor(() => el.querySelector('mf-video-player'), 5000, 'the player');
    expect(el.querySelector('a[data-video]'), 'the overlay is gone').to.equal(null);
    const video = await waitFor(
      () => player.shadowRoot?.querySelector('video') ?? null,
      5000,
      'the video',
    );
    await waitFor(() => !video.paused, 10000, 'the video to play');
    expect(deepActiveElement(), 'focus in the video').to.equal(video);
    await expectAxeClean(el);
    shadowAll<HTMLButtonElement>(el, '[part~=picker] button')[1]!.click();
    await waitFor(() => !el.querySelector('mf-video-player'), 5000, 'the player to go');
    expect(video.paused, 'its sound stopped').to.equal(true);
    expect(el.querySelector('a[data-video]'), 'the overlay is back').to.not.equal(null);
  });

  it('a tab change removes the video of the panel it hides', async () => {
    const el = await tabsFixture();
    const gallery = el.querySelector('mf-product-gallery')!;
    await waitFor(() => !!shadow(gallery, '[part~=picker]'), 5000, 'the gallery');
    // The film is the third picture: show it, then press its overlay.
    shadowAll<HTMLButtonElement>(gallery, '[part~=picker] button')[2]!.click();
    await waitFor(
      () => !el.querySelector('figure:last-child')!.hasAttribute('inert'),
      5000,
      'film',
    );
    el.querySelector<HTMLAnchorElement>('a[data-video]')!.click();
    const player = await waitFor(() => el.querySelector('mf-video-player'), 5000, 'the player');
    const video = await waitFor(
      () => player.shadowRoot?.querySelector('video') ?? null,
      5000,
      'video',
    );
    await waitFor(() => !video.paused, 10000, 'the video to play');
    tabs(el)[1]!.click();
    await nextFrame();
    expect(el.querySelector('mf-video-player'), 'the player is gone').to.equal(null);
    expect(video.paused).to.equal(true);
    expect(el.querySelector('a[data-video]')).to.not.equal(null);
  });

  it('an overlay address that could run script (data:) is disarmed at the upgrade and named once', async () => {
    const el = await fixture(
      `<mf-product-gallery label="Broken"><figure><img src="/demo/public/media/gallery-1.svg" alt="One" width="120" height="80"><a data-video href="data:video/mp4,x">Broken film</a></figure></mf-product-gallery>`,
    );
    await nextFrame();
    const link = el.querySelector<HTMLAnchorElement>('a[data-video]')!;
    expect(link.hasAttribute('href'), 'no address left to follow').to.equal(false);
    link.click();
    expect(el.querySelector('mf-video-player')).to.equal(null);
    expect(
      test.warnings.filter((e) => e.includes('link "Broken film" has an address that runs script')),
    ).to.have.length(1);
  });
});
