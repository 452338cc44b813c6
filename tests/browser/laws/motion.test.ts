/**
 * Law 5, "motion is the visitor's" (docs/laws/motion.md), for every element of the library:
 *
 * - a rotating carousel stops when the visitor presses its rotation control (mouse, touch or
 *   keys) and stays stopped after the pointer and focus leave, until they press it again; the
 *   pointer over it and focus in it only pause it; under reduced motion it never rotates;
 * - one medium plays at a time: when the element's video starts, every other medium of the page
 *   pauses (another player, the page's own video), and it pauses when another starts;
 * - a carousel's page, at 390 px, requests the images of the shown group and the next only.
 *
 * Rotation runs on a fake clock (`fakeIntervals`): a tick of one period is what a visitor would
 * wait for, and an armed interval is the rotation waiting to happen.
 */
import {
  emulateMedia,
  resetMouse,
  sendKeys,
  sendMouse,
  setViewport,
} from '@web/test-runner-commands';
import {
  deepActiveElement,
  expect,
  fixture,
  loadElement,
  nextFrame,
  setUpElementTests,
  shadow,
  waitFor,
} from '../helpers';
import { exempt, fakeIntervals, framePage, galleryDocument, law } from './support';

/** A rotating carousel: its gallery markup, with `autoplay` where the gallery page has none. */
interface Rotation {
  kind: 'rotation';
  autoplay?: number;
}

/** A carousel's images: its gallery page at 390 px, every image but the first slide's lazy. */
interface Images {
  kind: 'images';
}

/** A medium the element plays: how the visitor starts it and how to see it playing. */
interface Medium {
  name: string;
  markup: string;
  start: (el: HTMLElement) => Promise<void>;
  playing: (el: HTMLElement) => boolean;
}

interface Media {
  kind: 'media';
  media: Medium[];
}

type Fixture = (Rotation | Images | Media)[];

const MEDIA = '/demo/public/media';
const FILE = `${MEDIA}/field-day.mp4`;

/** The video in an element's shadow root (a player's, or an injected player's). */
function videoOf(el: Element): HTMLVideoElement | null {
  const player = el.localName === 'mf-video-player' ? el : el.querySelector('mf-video-player');
  return player?.shadowRoot?.querySelector('video') ?? null;
}

/**
 * Plays a player's file video muted (no autoplay policy in the way) and looping (the film is a
 * second long: an ended video is paused too), and waits for it.
 */
async function playFile(el: Element): Promise<void> {
  const video = await waitFor(() => videoOf(el), 8000, 'the video');
  video.muted = true;
  video.loop = true;
  await video.play();
}

const fileVideo: Medium = {
  name: 'a video file',
  markup: `<mf-video-player src="${FILE}" label="Field day"></mf-video-player>`,
  start: playFile,
  playing: (el) => videoOf(el)?.paused === false,
};

const embedFacade: Medium = {
  name: 'a video-site facade',
  markup: `<mf-video-player embed="https://www.youtube.com/watch?v=aqz-KE-bpKQ" label="Demo day"></mf-video-player>`,
  start: async (el) => {
    const play = await waitFor(() => shadow<HTMLButtonElement>(el, '[part~=play]'), 8000, 'play');
    play.click();
    await waitFor(() => shadow(el, 'iframe'), 8000, 'the frame');
  },
  // The frame autoplays: it plays while it exists.
  playing: (el) => shadow(el, 'iframe') !== null,
};

const galleryVideo: Medium = {
  name: 'a gallery video',
  markup: `<mf-product-gallery label="Film"><figure><img src="${MEDIA}/field-day-poster.jpg" alt="A field day" width="640" height="360"><a data-video href="${FILE}"><span>Play the film</span></a></figure><figure><img src="${MEDIA}/gallery-2.svg" alt="Two" width="640" height="360" loading="lazy"></figure></mf-product-gallery>`,
  start: async (el) => {
    el.querySelector<HTMLAnchorElement>('a[data-video]')?.click();
    await playFile(el);
  },
  playing: (el) => videoOf(el)?.paused === false,
};

const none = exempt;
const NOTHING = 'no carousel, no rotation and no video or audio: nothing moves or plays by itself';

const table: Record<string, Fixture | ReturnType<typeof exempt>> = {
  'mf-available-products': none(NOTHING),
  'mf-content-carousel': [{ kind: 'rotation' }, { kind: 'images' }],
  'mf-dealer-locator': none(`${NOTHING} (the map moves only at the visitor's search or choice)`),
  'mf-events-overview': none(NOTHING),
  'mf-factory-locations': none(
    `${NOTHING} (the map is centred only on the visitor's choice in the list)`,
  ),
  'mf-form-modal': none(NOTHING),
  'mf-lead-form': none(NOTHING),
  'mf-location-map': none(NOTHING),
  'mf-market-selector': none(NOTHING),
  'mf-modal': none(`${NOTHING} (its opening animation is off under reduced motion)`),
  'mf-news-archive': none(NOTHING),
  'mf-offers-carousel': [{ kind: 'rotation', autoplay: 7 }, { kind: 'images' }],
  'mf-offers-grid': none(NOTHING),
  'mf-product-card': none(NOTHING),
  'mf-product-features': none(NOTHING),
  'mf-product-gallery': [{ kind: 'images' }, { kind: 'media', media: [galleryVideo] }],
  'mf-product-selector': none(NOTHING),
  'mf-product-tabs': none(
    'plays nothing itself: the galleries and players in its panels are governed by their own entries (a closed panel stops its media, mf-media-stop)',
  ),
  'mf-related-products': none(NOTHING),
  'mf-search-results': none(NOTHING),
  'mf-site-footer': none(NOTHING),
  'mf-site-header': none(NOTHING),
  'mf-site-search': none(NOTHING),
  'mf-social-share': none(NOTHING),
  'mf-sticky-sidebar': none(NOTHING),
  'mf-video-player': [{ kind: 'media', media: [fileVideo, embedFacade] }],
  'mf-product-compare': exempt(
    'a tray and a table: no carousel, no rotation, no video or audio (its dialog’s fade is the shared dialog’s, instant under reduced motion)',
  ),
  // scripts/new-element.ts adds the entry of a new element above this line.
};

/** The element's first instance on its gallery page, its images' addresses made absolute. */
async function galleryElement(tag: string): Promise<{ element: Element; page: Document }> {
  const page = await galleryDocument(tag);
  const element = page.querySelector(tag)!;
  for (const node of element.querySelectorAll('[src], [data-thumb], [href]'))
    for (const name of ['src', 'data-thumb', 'href']) {
      const value = node.getAttribute(name);
      if (value?.startsWith('./media/')) node.setAttribute(name, `${MEDIA}/${value.slice(8)}`);
    }
  return { element, page };
}

/** Index of the first slide the carousel shows (the others are inert). */
const firstShown = (el: Element) => [...el.children].findIndex((s) => !s.hasAttribute('inert'));

function rotationTests(tag: string, fixtureOf: Rotation): void {
  let clock: ReturnType<typeof fakeIntervals> | null = null;
  let period = 0;
  beforeEach(async () => {
    await setViewport({ width: 390, height: 800 });
    clock = fakeIntervals();
  });
  afterEach(async () => {
    clock?.restore();
    clock = null;
    await emulateMedia({ reducedMotion: 'no-preference' });
    await resetMouse();
  });

  /** The carousel after `before` (a link to start keyboard travel from), rotating. */
  async function mount(): Promise<{ el: HTMLElement; rotation: HTMLButtonElement }> {
    const { element } = await galleryElement(tag);
    if (fixtureOf.autoplay) element.setAttribute('autoplay', String(fixtureOf.autoplay));
    period = Number(element.getAttribute('autoplay')) * 1000;
    expect(period, 'the fixture rotates').to.be.above(0);
    const box = await fixture(
      `<div><a href="#before" id="before">Before</a>${element.outerHTML}</div>`,
    );
    const el = box.querySelector<HTMLElement>(tag)!;
    const rotation = await waitFor(
      () => shadow<HTMLButtonElement>(el, '[part~=rotation]'),
      8000,
      'the rotation control',
    );
    await waitFor(() => firstShown(el) === 0, 8000, 'the slides marked');
    return { el, rotation };
  }

  const rotating = (el: Element) =>
    shadow(el, '[part~=base]')!.getAttribute('data-rotating') === 'true';

  /** One period rotates it: the first shown slide moves on (the fake clock works). */
  async function expectRotates(el: HTMLElement): Promise<void> {
    const before = firstShown(el);
    await waitFor(() => rotating(el) && clock!.armed() > 0, 5000, 'rotation armed');
    clock!.tick(period);
    await waitFor(() => firstShown(el) !== before, 8000, 'an automatic slide change');
  }

  /** Three periods go by and nothing moves, nothing is armed to move it. */
  async function expectStopped(el: HTMLElement, stopLabel: string): Promise<void> {
    const before = firstShown(el);
    await nextFrame();
    const rotation = shadow<HTMLButtonElement>(el, '[part~=rotation]')!;
    expect(rotation.getAttribute('aria-label'), 'the control offers to start').to.not.equal(
      stopLabel,
    );
    expect(rotating(el), 'data-rotating').to.equal(false);
    expect(clock!.armed(), 'no rotation armed after pointer and focus left').to.equal(0);
    clock!.tick(3 * period);
    await nextFrame();
    await nextFrame();
    expect(firstShown(el), 'the slide shown').to.equal(before);
  }

  /** The real mouse clicks or moves at the middle of `target` (scrolled into view). */
  async function mouseAt(target: Element, type: 'click' | 'move'): Promise<void> {
    target.scrollIntoView({ block: 'center' });
    const box = target.getBoundingClientRect();
    const position: [number, number] = [
      Math.round(box.x + box.width / 2),
      Math.round(box.y + box.height / 2),
    ];
    await sendMouse({ type, position });
  }

  /** Pointer and focus leave the element: the pointer to the page's corner, focus to the page. */
  async function leave(): Promise<void> {
    await sendMouse({ type: 'click', position: [2, 2] });
    (deepActiveElement() as HTMLElement | null)?.blur?.();
    await nextFrame();
  }

  it('a mouse click on the rotation control stops it until the visitor presses it again', async () => {
    const { el, rotation } = await mount();
    const stopLabel = rotation.getAttribute('aria-label')!;
    await expectRotates(el);
    await mouseAt(rotation, 'click');
    await leave();
    await expectStopped(el, stopLabel);
    // Play: the visitor's press starts it again.
    await mouseAt(rotation, 'click');
    await leave();
    expect(rotation.getAttribute('aria-label')).to.equal(stopLabel);
    await expectRotates(el);
  });

  it('the keyboard (Tab to the control, Enter) stops it, and it stays stopped after focus leaves (Shift+Tab)', async () => {
    const { el, rotation } = await mount();
    const stopLabel = rotation.getAttribute('aria-label')!;
    await expectRotates(el);
    document.querySelector<HTMLElement>('#before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab reaches the rotation control first').to.equal(rotation);
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()?.id).to.equal('before');
    await expectStopped(el, stopLabel);
  });

  it('a touch tap (pointer down, focus, pointer up, click) stops it, and it stays stopped after', async () => {
    const { el, rotation } = await mount();
    const stopLabel = rotation.getAttribute('aria-label')!;
    await expectRotates(el);
    // What Chromium sends for a tap (no touch screen in this runner): the pointer enters, goes
    // down, focuses the button, lifts and leaves, then the click.
    const touch = { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true };
    el.dispatchEvent(new PointerEvent('pointerenter', { ...touch, bubbles: false }));
    rotation.dispatchEvent(new PointerEvent('pointerdown', touch));
    rotation.focus();
    rotation.dispatchEvent(new PointerEvent('pointerup', touch));
    el.dispatchEvent(new PointerEvent('pointerleave', { ...touch, bubbles: false }));
    rotation.click();
    await leave();
    await expectStopped(el, stopLabel);
  });

  it('the pointer over it and focus in it pause it without stopping it: it rotates again when they leave', async () => {
    const { el, rotation } = await mount();
    const stopLabel = rotation.getAttribute('aria-label')!;
    await mouseAt(el, 'move');
    await waitFor(() => !rotating(el) && clock!.armed() === 0, 5000, 'paused by the pointer');
    expect(rotation.getAttribute('aria-label'), 'still "stop": not stopped').to.equal(stopLabel);
    await resetMouse();
    await expectRotates(el);
    shadow<HTMLButtonElement>(el, '[part~=picker] button')!.focus();
    await waitFor(() => !rotating(el) && clock!.armed() === 0, 5000, 'paused by focus');
    expect(rotation.getAttribute('aria-label')).to.equal(stopLabel);
    document.querySelector<HTMLElement>('#before')!.focus();
    await expectRotates(el);
  });

  it('under reduced motion it never rotates', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { element } = await galleryElement(tag);
    if (fixtureOf.autoplay) element.setAttribute('autoplay', String(fixtureOf.autoplay));
    const el = await fixture(element.outerHTML);
    await waitFor(
      () => shadow(el, '[part~=base]')?.getAttribute('data-state') === 'carousel',
      8000,
      'a carousel',
    );
    await waitFor(() => firstShown(el) === 0, 8000, 'the slides marked');
    await nextFrame();
    expect(shadow(el, '[part~=rotation]'), 'no rotation control').to.equal(null);
    expect(rotating(el)).to.equal(false);
    expect(clock!.armed(), 'no rotation armed').to.equal(0);
    clock!.tick(10 * Number(element.getAttribute('autoplay')) * 1000);
    await nextFrame();
    expect(firstShown(el)).to.equal(0);
  });
}

let frameCount = 0;

function imageTests(tag: string): void {
  let frame: HTMLIFrameElement | null = null;
  afterEach(() => {
    frame?.remove();
    frame = null;
  });

  it('at 390 px its page requests the images of the shown group and the next only; the one after loads when its group is next', async () => {
    await setViewport({ width: 800, height: 900 });
    const { element, page } = await galleryElement(tag);
    const slides = [...element.children].filter(
      (c) => !/^(script|style|template)$/.test(c.localName),
    );
    // As the README asks of the CMS: the first slide's images eager, every other lazy; each
    // address made unique to this page (no cache shared with an earlier test).
    const run = ++frameCount;
    slides.forEach((slide, index) => {
      for (const image of slide.querySelectorAll('img')) {
        if (index === 0) image.removeAttribute('loading');
        else image.setAttribute('loading', 'lazy');
        image.setAttribute('src', `${image.getAttribute('src')}?motion=${run}`);
      }
    });
    const sheets = [...page.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
      .map((link) => link.getAttribute('href')!)
      .filter((href) => !href.endsWith('gallery.css'))
      .map((href) =>
        href.startsWith('./dist/') ? href.slice(1) : `/demo/public/${href.replace(/^\.\//, '')}`,
      );
    // The page's stylesheets inline: a frame's linked sheet was not always there at the frame's
    // first layout (which then fetched every lazy image), as a page's render-blocking sheet is.
    const styles = await Promise.all(sheets.map(async (href) => (await fetch(href)).text()));
    frame = await framePage(
      {
        head: styles.map((css) => `<style>${css}</style>`).join(''),
        body: `<main>${element.outerHTML}</main><script type="module" src="/dist/esm/${tag}.js"></script>`,
      },
      { width: 390, height: 800 },
    );
    const win = frame.contentWindow!;
    const el = frame.contentDocument!.querySelector(tag)!;
    const frameSlides = [...el.children] as HTMLElement[];
    const imagesOf = (index: number) =>
      [...frameSlides[index]!.querySelectorAll('img')].map((i) => new URL(i.src).href);
    const requested = () =>
      new Set(
        win.performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes(`motion=${run}`)),
      );
    await waitFor(
      () => shadow(el, '[part~=base]')?.getAttribute('data-state') === 'carousel',
      8000,
      'a carousel',
    );
    await waitFor(() => frameSlides[1]!.hasAttribute('inert'), 8000, 'the slides marked');
    // The shown group (one slide at 390 px) and the next are fetched...
    const wanted = [...imagesOf(0), ...imagesOf(1)];
    await waitFor(
      () => wanted.every((url) => requested().has(url)),
      8000,
      'the shown and the next group',
    );
    for (let i = 0; i < 3; i += 1) await new Promise((r) => win.requestAnimationFrame(r));
    await new Promise((r) => win.requestIdleCallback(r, { timeout: 2000 }));
    // ...and no other image of the slides.
    const others = frameSlides.slice(2).flatMap((_, i) => imagesOf(i + 2));
    expect(
      others.filter((url) => requested().has(url)).map((url) => new URL(url).pathname),
      'images requested at load beyond the next group',
    ).to.deep.equal([]);
    // Next: the group after it becomes the next one and its images load.
    const next =
      shadow<HTMLButtonElement>(el, '[part~=next]') ??
      shadow<HTMLButtonElement>(el, '[part~=picker] button:nth-child(2)')!;
    next.click();
    await waitFor(
      () => imagesOf(2).every((url) => requested().has(url)),
      8000,
      'the group after next, once it is next',
    );
  });
}

function mediaTests(tag: string, media: Medium[]): void {
  before(() => loadElement('mf-video-player'));
  for (const medium of media) {
    it(`${medium.name}: starting it pauses every other medium of the page, and another starting pauses it`, async () => {
      const box = await fixture(
        `<div>${medium.markup}<mf-video-player id="other" src="${FILE}" label="Other"></mf-video-player><video id="page" src="${FILE}" muted loop playsinline></video></div>`,
      );
      const el = box.querySelector<HTMLElement>(tag)!;
      const other = box.querySelector<HTMLElement>('#other')!;
      const pageVideo = box.querySelector<HTMLVideoElement>('#page')!;

      await playFile(other);
      expect(videoOf(other)!.paused, 'the other player plays').to.equal(false);
      await medium.start(el);
      expect(medium.playing(el), `${medium.name} plays`).to.equal(true);
      await waitFor(() => videoOf(other)!.paused, 5000, 'the other player to pause');

      await pageVideo.play();
      expect(pageVideo.paused, "the page's video plays").to.equal(false);
      await waitFor(() => !medium.playing(el), 5000, `the page's video to pause ${medium.name}`);

      await medium.start(el);
      await waitFor(() => pageVideo.paused, 5000, `${medium.name} to pause the page's video`);

      await playFile(other);
      await waitFor(() => !medium.playing(el), 5000, `the other player to pause ${medium.name}`);
    });
  }
}

law<Fixture>('motion is the visitor’s', table, (tag, fixture) => {
  setUpElementTests(tag);
  for (const part of fixture) {
    if (part.kind === 'rotation') describe('rotation', () => rotationTests(tag, part));
    else if (part.kind === 'images') describe('images', () => imageTests(tag));
    else describe('one medium at a time', () => mediaTests(tag, part.media));
  }
});
