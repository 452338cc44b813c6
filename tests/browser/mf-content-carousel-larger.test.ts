/**
 * The image gallery's larger view in Chromium (README, "The larger view"): a picture's
 * control opens the modal dialog (the lazy chunk fetched on the first open), the page behind is
 * inert, Escape and the close button close it, focus goes back to the control, the carousel
 * follows the picture shown, the arrow keys are mirrored right to left, reduced motion makes it
 * instant, a broken large file shows the alternative text, axe with it open.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import {
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  setUpElementTests,
  shadow,
  waitFor,
} from './helpers';

const tag = 'mf-content-carousel';
setUpElementTests(tag);

const media = '/demo/public/media';

/** Five pictures: 1-3 linked to their large file, 4 with a srcset, 5 with its own file only. */
function gallery(attributes = '', missing = false): string {
  const figure = (i: number) => {
    const image = `<img src="${media}/gallery-${i}.svg" alt="Picture ${i}" width="1200" height="800"${i === 4 ? ` srcset="${media}/gallery-${i}.svg 1200w, ${media}/gallery-${i}-large.jpg 1800w"` : ''}>`;
    const large = missing ? `${media}/missing-${i}.jpg` : `${media}/gallery-${i}-large.jpg`;
    const body = i <= 3 ? `<a href="${large}">${image}</a>` : image;
    return `<figure style="margin:0">${body}<figcaption>Caption ${i}</figcaption></figure>`;
  };
  return `<${tag} variant="gallery" label="Pictures" ${attributes}>${[1, 2, 3, 4, 5].map(figure).join('')}</${tag}>`;
}

const dialogOf = (el: Element) => shadow(el, '[role=dialog]');
const control = (el: Element, index: number) =>
  el.querySelector<HTMLElement>(`[data-mf-open-larger="${index}"]`)!;
const status = (el: Element) => shadow(el, '[role=dialog] [role=status]')?.textContent ?? null;
const carouselStatus = (el: Element) =>
  shadow(el, '[part~=base] > [role=status]')?.textContent ?? null;

async function ready(html: string): Promise<HTMLElement> {
  const el = await fixture(html);
  await waitFor(() => control(el, 4), 5000, 'the open controls');
  return el;
}

async function openWithKeyboard(el: HTMLElement, index: number): Promise<HTMLElement> {
  const opener = control(el, index);
  opener.focus();
  await sendKeys({ press: 'Enter' });
  await waitFor(() => dialogOf(el), 8000, 'the dialog');
  return opener;
}

afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 1100, height: 800 });
});

describe('<mf-content-carousel variant="gallery">: the larger view in Chromium', () => {
  it('opens from a link with Enter: a modal dialog with the large file, focus on Close, the page behind inert', async () => {
    await setViewport({ width: 1100, height: 800 });
    const el = await ready(gallery());
    const opener = await openWithKeyboard(el, 0);
    const dialog = dialogOf(el)!;
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('aria-label')).to.equal('Pictures: larger view');
    await waitFor(() => deepActiveElement() === shadow(el, '[part~=close]'), 5000, 'focus in');
    const image = shadow<HTMLImageElement>(el, '[role=dialog] figure img')!;
    expect(new URL(image.src).pathname).to.equal(`${media}/gallery-1-large.jpg`);
    await waitFor(() => image.complete && image.naturalWidth === 1800, 8000, 'the large file');
    expect(dialog.textContent).to.contain('Caption 1').and.contain('1 of 5');
    // The page behind (the slides included) cannot be reached.
    expect(
      opener.closest('[inert]') ??
        el.closest('[inert]') ??
        shadow(el, '[part~=base]')!.closest('[inert]'),
    ).to.not.equal(null);
    await expectAxeClean(document.body);
    // Escape closes it; focus is back on the link that opened it, and nothing is inert.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(el), 5000, 'closed');
    await waitFor(() => document.activeElement === opener, 5000, 'focus back on the link');
    expect(document.querySelector('[inert]:not([data-mf-slide])')).to.equal(null);
  });

  it('the close button closes it; the carousel follows the picture shown and focus goes to its control', async () => {
    await setViewport({ width: 1100, height: 800 }); // desktop: groups of 3
    const el = await ready(gallery());
    await waitFor(() => carouselStatus(el) === 'Slides 1 to 3 of 5', 8000, 'the first group');
    await openWithKeyboard(el, 0);
    const changes: number[] = [];
    el.addEventListener('mf-slide-change', (e) => changes.push((e as CustomEvent).detail.index));
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => status(el) === 'Picture 4 of 5: Picture 4', 5000, 'picture 4');
    // Picture 4 has no link: the largest candidate of its srcset.
    const image = shadow<HTMLImageElement>(el, '[role=dialog] figure img')!;
    expect(new URL(image.src).pathname).to.equal(`${media}/gallery-4-large.jpg`);
    shadow(el, '[part~=close]')!.click();
    await waitFor(() => !dialogOf(el), 5000, 'closed');
    await waitFor(() => carouselStatus(el) === 'Slides 3 to 5 of 5', 8000, 'the carousel follows');
    await waitFor(() => document.activeElement === control(el, 3), 8000, 'focus on picture 4');
    expect(control(el, 3).getAttribute('aria-label')).to.equal('Open larger: Picture 4');
    // Reported as the visitor's change once the slides have moved (keen-slider's animation end).
    await waitFor(() => changes.length > 0, 5000, 'mf-slide-change');
    expect(changes).to.deep.equal([2]);
  });

  it('right to left: the buttons and ArrowLeft / ArrowRight are mirrored', async () => {
    await setViewport({ width: 420, height: 800 });
    const el = await ready(`<div dir="rtl">${gallery()}</div>`);
    const host = el.querySelector(tag)!;
    await openWithKeyboard(host as HTMLElement, 0);
    const previous = shadow(host, '[part~=dialog-previous]')!.getBoundingClientRect();
    const next = shadow(host, '[part~=dialog-next]')!.getBoundingClientRect();
    expect(previous.left, 'previous at the right').to.be.greaterThan(next.left);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => status(host) === 'Picture 2 of 5: Picture 2', 5000, 'ArrowLeft is next');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => status(host) === 'Picture 1 of 5: Picture 1', 5000, 'ArrowRight is back');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(host), 5000, 'closed');
  });

  it('reduced motion: it opens and closes without an animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await ready(gallery());
    await openWithKeyboard(el, 1);
    const backdrop = shadow(el, '[part~=dialog-backdrop]')!;
    expect(backdrop.dataset.state).to.equal('open');
    expect(getComputedStyle(backdrop).animationName).to.equal('none');
    await sendKeys({ press: 'Escape' });
    // Gone at once: no leaving phase to wait for.
    await waitFor(() => !dialogOf(el), 1000, 'closed at once');
    await waitFor(() => document.activeElement === control(el, 1), 5000, 'focus back');
  });

  it('a large file that fails: the alternative text and a note; next and Escape still work', async () => {
    const el = await ready(gallery('', true));
    await openWithKeyboard(el, 0);
    await waitFor(() => shadow(el, '[data-broken]'), 8000, 'the failure');
    expect(shadow(el, '[data-broken]')!.textContent).to.contain('Picture 1');
    expect(dialogOf(el)!.textContent).to.contain('The larger picture could not be loaded.');
    await expectAxeClean(document.body);
    const next = shadow(el, '[part~=dialog-next]')!;
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status(el) === 'Picture 2 of 5: Picture 2', 5000, 'next');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialogOf(el), 5000, 'closed');
  });
});
