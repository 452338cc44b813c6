/**
 * What the carousel does to the page's own slide elements (light DOM children of the element),
 * kept apart from the React view: the WAI-ARIA slide semantics, `inert` outside the visible group,
 * lazy images outside it, and taking all of that back when the carousel is off.
 */
import { formatLabel } from '@mf/core/i18n/labels';

/** Attributes the carousel sets on a slide and removes when it stops being a carousel. */
const OWN = ['role', 'aria-roledescription', 'aria-label', 'inert'] as const;
const MARK = 'data-mf-slide';

/**
 * The slides: the element's element children, without scripts, styles and templates, and without
 * the hidden ones (`hidden`: nothing to show; the offers carousel hides its expired offers so).
 */
export function slidesOf(host: Element): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement =>
      child instanceof HTMLElement &&
      !child.hidden &&
      !/^(script|style|template|link)$/.test(child.localName),
  );
}

export interface SlideMarking {
  /** The carousel is on (false: a static row or plain list, nothing of ours stays). */
  carousel: boolean;
  /** The static state is a list (ownership links: the plain list). */
  list: boolean;
  visible: ReadonlySet<number>;
  /** '{n} of {count}' (APG: each slide a group labelled by its position). */
  slideLabel: string;
  roleDescription: string;
}

function restore(slide: HTMLElement): void {
  if (!slide.hasAttribute(MARK)) return;
  for (const name of OWN) slide.removeAttribute(name);
  slide.removeAttribute(MARK);
}

/** Sets (or takes back) the slide semantics and `inert` on every slide. */
export function markSlides(slides: readonly HTMLElement[], marking: SlideMarking): void {
  const count = slides.length;
  slides.forEach((slide, index) => {
    restore(slide);
    // A list item keeps its listitem role (a group inside a list would break the list).
    const ownRole = slide.localName === 'li' || slide.hasAttribute('role');
    if (marking.carousel) {
      slide.setAttribute(MARK, '');
      if (!ownRole) slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', marking.roleDescription);
      slide.setAttribute(
        'aria-label',
        formatLabel(marking.slideLabel, { n: index + 1, count, index: index + 1 }),
      );
      // Off-screen slides are out of the tab order and the accessibility tree (APG: only the
      // shown slides are reachable; previous/next and the picker reach the others).
      if (!marking.visible.has(index)) slide.setAttribute('inert', '');
    } else if (marking.list && !ownRole) {
      slide.setAttribute(MARK, '');
      slide.setAttribute('role', 'listitem');
    }
  });
}

/**
 * Images of slides outside the visible group load lazily; with `eagerFirst` (the hero: its first
 * image is the page's largest paint) the first slide's first image is never lazy and is fetched
 * with high priority. The CMS should render the same (README): a fetch that already started is
 * not undone, so this corrects only what has not loaded yet.
 *
 * Only the slides in `wanted` (the shown group and the next: docs/laws/motion.md) may fetch: the
 * others are marked deferred, and the carousel's sheet does not render them (`content-visibility:
 * hidden`) until their group is next. Chromium fetches a lazy image near the viewport, and in a
 * row of slides that is every slide but the far ones; it does so even for an image of its own
 * `display: none`, not for one in a slide that is not rendered. Called with every slide wanted,
 * it takes the marks back.
 */
export function setImageLoading(
  slides: readonly HTMLElement[],
  visible: ReadonlySet<number>,
  eagerFirst: boolean,
  wanted: ReadonlySet<number> = visible,
): void {
  slides.forEach((slide, index) => {
    for (const image of slide.querySelectorAll('img')) {
      if (!visible.has(index) && image.getAttribute('loading') !== 'lazy' && !image.complete)
        image.setAttribute('loading', 'lazy');
    }
    slide.toggleAttribute(DEFERRED, !wanted.has(index));
  });
  const hero = eagerFirst ? slides[0]?.querySelector('img') : null;
  if (hero) {
    if (hero.getAttribute('loading') === 'lazy') hero.removeAttribute('loading');
    hero.setAttribute('fetchpriority', 'high');
  }
}

const DEFERRED = 'data-mf-deferred';

/** The thumbnail of a slide for the gallery picker: its `data-thumb`, else its first image. */
export function thumbnailOf(slide: HTMLElement): string {
  const image = slide.querySelector('img');
  return (slide.dataset.thumb ?? image?.dataset.thumb ?? image?.getAttribute('src') ?? '').trim();
}
