/**
 * The carousel's rules as plain functions (site-components spec §4, §9), shared by every carousel
 * of the library (@mf/ui/carousel) and unit-tested without a browser.
 *
 * spec §4: "Carousels: disabled when the slide count is at most 1 (mobile), 2 (tablet), 3
 * (desktop) or 4 (desktop-xl). Slides per group likewise are 1, 2, 3 and 4." A carousel is
 * therefore disabled exactly when all its slides fit in one group.
 */
import type { Breakpoint } from '@mf/core/browser/breakpoints';

/** spec §4/§9: slides per group, and the slide count at or below which a carousel is disabled. */
export const GROUP_SIZES: Readonly<Record<Breakpoint, number>> = {
  mobile: 1,
  tablet: 2,
  desktop: 3,
  'desktop-xl': 4,
};

export interface CarouselRule {
  /**
   * One slide per group at every breakpoint. Not the site's rule: spec §4/§9 give every carousel
   * of the site, the hero included, groups of 1, 2, 3, 4; kept so that existing callers compile.
   */
  fullWidth?: boolean;
  /**
   * The breakpoints where the carousel may exist at all; elsewhere it is destroyed and the slides
   * stay a plain list (the ownership links carousel: mobile and tablet only, spec §2).
   */
  only?: readonly Breakpoint[];
}

/** Slides per group at a breakpoint. */
export function slidesPerGroup(breakpoint: Breakpoint, rule: CarouselRule = {}): number {
  return rule.fullWidth ? 1 : GROUP_SIZES[breakpoint];
}

/** True when `count` slides make a carousel at this breakpoint (more than one group's worth). */
export function isCarousel(
  count: number,
  breakpoint: Breakpoint,
  rule: CarouselRule = {},
): boolean {
  if (rule.only && !rule.only.includes(breakpoint)) return false;
  return count > slidesPerGroup(breakpoint, rule);
}

/** The last index a group may start at: the last group is full, aligned to the end. */
export function lastStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/**
 * Start indexes of the groups the picker offers: 0, perView, 2 perView, ... and a last group
 * aligned to the end (7 slides in groups of 3: 0, 3, 4), so every group shows perView slides.
 */
export function groupStarts(count: number, perView: number): number[] {
  const last = lastStart(count, perView);
  const starts: number[] = [];
  for (let start = 0; start < last; start += perView) starts.push(start);
  starts.push(last);
  return starts;
}

/** The group a first visible slide belongs to: the last group starting at or before it. */
export function groupOf(first: number, count: number, perView: number): number {
  const starts = groupStarts(count, perView);
  let group = 0;
  starts.forEach((start, i) => {
    if (start <= first) group = i;
  });
  return group;
}

/** Indexes of the slides shown when `first` is the first visible one. */
export function visibleSlides(first: number, count: number, perView: number): number[] {
  const start = Math.min(Math.max(0, first), lastStart(count, perView));
  const end = Math.min(count, start + perView);
  return Array.from({ length: end - start }, (_, i) => start + i);
}

/**
 * Where previous / next go from the first visible slide: a whole group, clamped to the ends.
 * `wrap` (automatic rotation) goes from the last group back to the first.
 */
export function stepTo(
  first: number,
  direction: 1 | -1,
  count: number,
  perView: number,
  wrap = false,
): number {
  const starts = groupStarts(count, perView);
  const group = groupOf(first, count, perView);
  const next = group + direction;
  if (next < 0) return wrap ? starts.at(-1)! : starts[0]!;
  if (next >= starts.length) return wrap ? starts[0]! : starts.at(-1)!;
  return starts[next]!;
}
