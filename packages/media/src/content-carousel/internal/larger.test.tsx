import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderCarousel, setViewportWidth } from '@mf/media/testing/view-harness';
import { largestCandidate, picturesOf } from './pictures';

/** Three gallery pictures: a link to the large file, a srcset, and an image alone. */
const GALLERY = `
  <figure><a href="/large/front.jpg"><img src="/s/front.jpg" alt="Front view" width="1200" height="800"></a><figcaption>Front view, 125 hp</figcaption></figure>
  <figure><img src="/s/field.jpg" srcset="/s/field.jpg 600w, /l/field.jpg 1800w, /m/field.jpg 1200w" alt="In the field" width="1200" height="800"><figcaption>At work</figcaption></figure>
  <figure><img src="/s/cab.jpg" alt=""><figcaption>The cab</figcaption></figure>`;

let view: ReturnType<typeof renderCarousel> | null = null;
const open = (...args: Parameters<typeof renderCarousel>) => (view = renderCarousel(...args));

beforeEach(() => setViewportWidth(400)); // mobile: one picture per group, a carousel of 3
afterEach(() => {
  view?.cleanup();
  view = null;
});

/** The larger view's dialog (it renders into the element's shadow root). */
const dialog = () => within(view!.host.shadowRoot as unknown as HTMLElement).queryByRole('dialog');
const shownImage = () => dialog()?.querySelector<HTMLImageElement>('figure img') ?? null;

async function openPicture(index: number) {
  const control = view!.host.querySelector<HTMLElement>(`[data-mf-open-larger="${index}"]`)!;
  control.focus();
  fireEvent.click(control);
  await waitFor(() => expect(dialog()).not.toBeNull());
  return control;
}

describe('<mf-content-carousel variant="gallery">: the open controls', () => {
  it('a linked image keeps its link as the control; other images get an "Open larger" button', () => {
    const { host } = open(GALLERY, { variant: 'gallery' });
    const link = host.querySelector('a')!;
    expect(link.getAttribute('data-mf-open-larger')).toBe('0');
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    const buttons = [...host.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open larger: In the field',
      // No alternative text: the caption names it.
      'Open larger: The cab',
    ]);
    // Placed right after the image, inside the page's own figure.
    expect(buttons[0]!.previousElementSibling?.localName).toBe('img');
    // Over the picture and a 24 px target even where the page stylesheet is missing.
    expect(buttons[0]!.style.position).toBe('absolute');
    expect([buttons[0]!.style.minWidth, buttons[0]!.style.minHeight]).toEqual(['24px', '24px']);
  });

  it('other variants get none, and a variant change takes them away', () => {
    const { host, rerenderWith } = open(GALLERY, { variant: 'gallery' });
    rerenderWith({ variant: 'cards' });
    expect(host.querySelectorAll('button')).toHaveLength(0);
    expect(host.querySelector('[data-mf-open-larger], [aria-haspopup]')).toBeNull();
  });
});

describe('<mf-content-carousel variant="gallery">: the larger view', () => {
  it('opens on a control: a modal dialog with the large file, its alt text, caption and "n of m", focus on Close', async () => {
    open(GALLERY, { variant: 'gallery' });
    await openPicture(0);
    const box = dialog()!;
    expect(box).toHaveAttribute('aria-modal', 'true');
    expect(box).toHaveAccessibleName('Featured machines: larger view');
    expect(shownImage()!.getAttribute('src')).toBe('http://localhost:3000/large/front.jpg');
    expect(shownImage()).toHaveAttribute('alt', 'Front view');
    expect(box).toHaveTextContent('Front view, 125 hp');
    expect(box).toHaveTextContent('1 of 3');
    // Focus inside a shadow root: the document's active element is the host.
    expect(view!.host.shadowRoot!.activeElement).toBe(
      within(box).getByRole('button', { name: 'Close' }),
    );
    expect(within(box).getByRole('button', { name: 'Previous picture' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the largest srcset candidate, else the image’s own file', async () => {
    open(GALLERY, { variant: 'gallery' });
    await openPicture(1);
    expect(shownImage()!.getAttribute('src')).toBe('http://localhost:3000/l/field.jpg');
    fireEvent.keyDown(within(dialog()!).getByRole('button', { name: 'Close' }), {
      key: 'ArrowRight',
    });
    expect(shownImage()!.getAttribute('src')).toBe('http://localhost:3000/s/cab.jpg');
  });

  it('previous, next and the arrow keys browse; Home and End go to the ends; the live region says which', async () => {
    open(GALLERY, { variant: 'gallery' });
    await openPicture(0);
    const box = dialog()!;
    const next = within(box).getByRole('button', { name: 'Next picture' });
    const status = () => within(box).getByRole('status').textContent;
    fireEvent.click(next);
    expect(box).toHaveTextContent('2 of 3');
    expect(status()).toBe('Picture 2 of 3: In the field');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(status()).toBe('Picture 3 of 3: The cab');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next); // at the end: nothing moves
    expect(status()).toBe('Picture 3 of 3: The cab');
    fireEvent.keyDown(next, { key: 'Home' });
    expect(status()).toBe('Picture 1 of 3: Front view');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(status()).toBe('Picture 1 of 3: Front view');
    fireEvent.keyDown(next, { key: 'End' });
    expect(status()).toBe('Picture 3 of 3: The cab');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(status()).toBe('Picture 2 of 3: In the field');
  });

  it('a large file that fails shows the alternative text and a note; browsing and closing still work', async () => {
    open(GALLERY, { variant: 'gallery' });
    await openPicture(0);
    fireEvent.error(shownImage()!);
    const box = dialog()!;
    expect(shownImage()).toBeNull();
    expect(box).toHaveTextContent('Front view');
    expect(box).toHaveTextContent('The larger picture could not be loaded.');
    fireEvent.click(within(box).getByRole('button', { name: 'Next picture' }));
    expect(shownImage()).not.toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('Escape closes; the carousel shows the picture shown, which reports a change, and focus goes to its control', async () => {
    const { host, emit, slides } = open(GALLERY, { variant: 'gallery' });
    await openPicture(0);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Next picture' }));
    fireEvent.keyDown(within(dialog()!).getByRole('button', { name: 'Next picture' }), {
      key: 'Escape',
    });
    await waitFor(() => expect(dialog()).toBeNull());
    // No keen-slider in jsdom's run before it loads: the carousel moves at once.
    await waitFor(() => expect(slides[1]!.hasAttribute('inert')).toBe(false));
    expect(slides[0]!.hasAttribute('inert')).toBe(true);
    await waitFor(() => expect(emit).toHaveBeenCalledWith('mf-slide-change', { index: 1 }));
    await waitFor(() =>
      expect(host.querySelector('[data-mf-open-larger="1"]')).toBe(document.activeElement),
    );
  });

  it('closing on the picture it opened with moves nothing and gives focus back to that control', async () => {
    const { emit } = open(GALLERY, { variant: 'gallery' });
    const control = await openPicture(0);
    fireEvent.click(within(dialog()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(control).toHaveFocus());
    expect(emit).not.toHaveBeenCalledWith('mf-slide-change', expect.anything());
  });

  it('a press with a modifier key is the browser’s (a new tab with the file), not the dialog', async () => {
    const { host } = open(GALLERY, { variant: 'gallery' });
    const link = host.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
  });
});

describe('the gallery’s pictures (internal/pictures.ts)', () => {
  it('largestCandidate: by width, by density, and only http(s) addresses', () => {
    const base = 'https://example.test/p/';
    expect(largestCandidate('a.jpg 400w, b.jpg 1600w, c.jpg 800w', base)).toBe(
      'https://example.test/p/b.jpg',
    );
    expect(largestCandidate('a.jpg, b.jpg 2x, c.jpg 1.5x', base)).toBe(
      'https://example.test/p/b.jpg',
    );
    expect(largestCandidate('javascript:alert(1) 3000w, ok.jpg 10w', base)).toBe(
      'https://example.test/p/ok.jpg',
    );
    expect(largestCandidate('', base)).toBeNull();
  });

  it('picturesOf: a link that is not http(s) is not the large file; slides without an image are left out', () => {
    const root = document.createElement('div');
    root.innerHTML = `<figure><a href="javascript:void 0"><img src="/a.jpg" alt="A"></a></figure><p>No picture</p><figure><img src="/b.jpg" alt=""></figure>`;
    const pictures = picturesOf([...root.children] as HTMLElement[], '{n} of {count}');
    expect(pictures.map((p) => [p.slide, p.src, p.link, p.name])).toEqual([
      [0, 'http://localhost:3000/a.jpg', null, 'A'],
      [2, 'http://localhost:3000/b.jpg', null, '2 of 2'],
    ]);
  });
});
