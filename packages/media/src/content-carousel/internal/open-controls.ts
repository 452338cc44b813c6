/**
 * The image gallery's "open larger" controls, on the page's own slides (light DOM, like the
 * carousel's slide marks), kept apart from the React view:
 *
 * - an image the CMS wrapped in a link to the large file: that link is the control (it keeps its
 *   name, the image's alternative text, and gains `aria-haspopup="dialog"`); without script it
 *   still opens the file;
 * - any other image: a button placed after it, named "Open larger: {name}" (styled by the page
 *   stylesheet, packages/media/page.css).
 *
 * `markOpenControls` returns the function that takes all of it back (the variant changed, the
 * element left the page, the slides changed).
 */
import { formatLabel } from '@mf/core/i18n/labels';
import type { Picture } from './pictures';

/** The attribute every open control carries; its value is the picture's index. */
export const OPEN_CONTROL = 'data-mf-open-larger';

export function markOpenControls(pictures: readonly Picture[], openLarger: string): () => void {
  const undo: (() => void)[] = [];
  pictures.forEach((picture, index) => {
    const { link } = picture;
    if (link) {
      const hadPopup = link.getAttribute('aria-haspopup');
      link.setAttribute(OPEN_CONTROL, String(index));
      link.setAttribute('aria-haspopup', 'dialog');
      undo.push(() => {
        link.removeAttribute(OPEN_CONTROL);
        if (hadPopup === null) link.removeAttribute('aria-haspopup');
        else link.setAttribute('aria-haspopup', hadPopup);
      });
      return;
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute(OPEN_CONTROL, String(index));
    button.setAttribute('aria-haspopup', 'dialog');
    button.setAttribute('aria-label', formatLabel(openLarger, { name: picture.name }));
    // What the button needs without the page stylesheet: laid over the picture (the slide is
    // positioned by the element's sheet), so it moves nothing, and a 24 px target at least. Its
    // looks and its icon (a magnifier, in this span) are the page stylesheet's (page.css).
    Object.assign(button.style, {
      position: 'absolute',
      zIndex: '1',
      insetBlockStart: 'var(--mf-space-2, 0.5em)',
      insetInlineEnd: 'var(--mf-space-2, 0.5em)',
      minWidth: '24px',
      minHeight: '24px',
      margin: '0',
    });
    const icon = document.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    button.append(icon);
    const image = picture.image;
    const anchor = image.parentElement?.localName === 'picture' ? image.parentElement : image;
    anchor.after(button);
    undo.push(() => button.remove());
  });
  return () => {
    for (const step of undo) step();
  };
}

/** The index of the picture whose control `target` is (or is inside), else null. */
export function openControlIndex(target: EventTarget | null, host: Element): number | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(`[${OPEN_CONTROL}]`);
  if (!control || !host.contains(control)) return null;
  const index = Number(control.getAttribute(OPEN_CONTROL));
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/** The control of picture `index` among `host`'s slides. */
export function openControlOf(host: Element, index: number): HTMLElement | null {
  return host.querySelector<HTMLElement>(`[${OPEN_CONTROL}="${index}"]`);
}
