/**
 * What the image gallery's larger view shows of each slide, read from the page's own HTML (the
 * CMS's `<figure>`s): the large file, the alternative text and the caption. Plain DOM reading, no
 * React (README "The larger view").
 */
import { formatLabel } from '@mf/core/i18n/labels';
import { safeHttpUrl } from '@mf/core/parse/parse';

export interface Picture {
  /** The slide this picture is in (its index among the carousel's slides). */
  slide: number;
  /** The large file: the image link's address, else the largest srcset candidate, else the image's own. */
  src: string;
  /** The image's alternative text. */
  alt: string;
  /** The slide's caption (`figcaption`) as text; '' when there is none. */
  caption: string;
  /** How controls and announcements name it: the alternative text, else the caption, else "n of m". */
  name: string;
  /** The image's intrinsic size from its attributes, for the larger view's box before it loads. */
  width: number | null;
  height: number | null;
  /**
   * The control that opens it: the link around the image (the CMS's link to the large file,
   * which without script opens the file), else null (the element adds a button).
   */
  link: HTMLAnchorElement | null;
  image: HTMLImageElement;
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

const size = (value: string | null) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * The largest candidate of a `srcset` (by its `w`, else its `x` descriptor; a candidate without
 * one is 1x), resolved against `base`; null when it has none that is http(s).
 */
export function largestCandidate(srcset: string, base?: string): string | null {
  let best: { url: string; weight: number } | null = null;
  for (const part of srcset.split(/,\s+/)) {
    const [url, descriptor = '1x'] = part.trim().split(/\s+/);
    const safe = safeHttpUrl(url, base);
    if (!safe) continue;
    const match = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
    // w and x do not mix in one valid srcset; a w is compared as pixels, an x as a multiple.
    const weight = match ? Number(match[1]) * (match[2] === 'w' ? 1 : 10_000) : 10_000;
    if (!best || weight > best.weight) best = { url: safe, weight };
  }
  return best?.url ?? null;
}

/**
 * The picture of a gallery slide: its first image, with the large file (the address of a link
 * around the image; else the largest candidate of its srcset; else the file the browser chose,
 * `currentSrc`, or its `src`). Null for a slide without an image or without a usable address.
 */
export function pictureOf(slide: HTMLElement, index: number): Omit<Picture, 'name'> | null {
  const image = slide.querySelector('img');
  if (!image) return null;
  const base = image.baseURI;
  const around = image.closest('a[href]');
  const linkSrc =
    around && slide.contains(around) ? safeHttpUrl(around.getAttribute('href'), base) : null;
  const src =
    linkSrc ??
    largestCandidate(image.getAttribute('srcset') ?? '', base) ??
    safeHttpUrl(image.currentSrc || image.getAttribute('src'), base);
  if (!src) return null;
  return {
    slide: index,
    src,
    alt: text(image.getAttribute('alt')),
    caption: text(slide.querySelector('figcaption')?.textContent),
    width: size(image.getAttribute('width')),
    height: size(image.getAttribute('height')),
    link: linkSrc ? (around as HTMLAnchorElement) : null,
    image,
  };
}

/**
 * The pictures of the gallery's slides, in slide order (slides without one are left out), each
 * named by its alternative text, else its caption, else `countLabel` ('{n} of {count}').
 */
export function picturesOf(slides: readonly HTMLElement[], countLabel: string): Picture[] {
  const found = slides.flatMap((slide, index) => pictureOf(slide, index) ?? []);
  return found.map((picture, i) => ({
    ...picture,
    name:
      picture.alt || picture.caption || formatLabel(countLabel, { n: i + 1, count: found.length }),
  }));
}
