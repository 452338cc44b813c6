// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GROUP_SIZES,
  groupOf,
  groupStarts,
  isCarousel,
  slidesPerGroup,
  stepTo,
  visibleSlides,
} from './carousel-model';

describe('carousel thresholds (spec §4, §9)', () => {
  it('slides per group are 1, 2, 3 and 4 at mobile, tablet, desktop and desktop-xl', () => {
    expect(GROUP_SIZES).toEqual({ mobile: 1, tablet: 2, desktop: 3, 'desktop-xl': 4 });
    expect(slidesPerGroup('tablet')).toBe(2);
  });

  it.each([
    ['mobile', 1],
    ['tablet', 2],
    ['desktop', 3],
    ['desktop-xl', 4],
  ] as const)(
    '%s: disabled at %i slides or fewer, a carousel from one more',
    (breakpoint, limit) => {
      for (let count = 0; count <= limit; count++)
        expect(isCarousel(count, breakpoint)).toBe(false);
      expect(isCarousel(limit + 1, breakpoint)).toBe(true);
    },
  );

  it('full-width slides (the hero): one per group, a carousel from 2 slides at every breakpoint', () => {
    for (const breakpoint of ['mobile', 'tablet', 'desktop', 'desktop-xl'] as const) {
      expect(slidesPerGroup(breakpoint, { fullWidth: true })).toBe(1);
      expect(isCarousel(1, breakpoint, { fullWidth: true })).toBe(false);
      expect(isCarousel(2, breakpoint, { fullWidth: true })).toBe(true);
    }
  });

  it('the ownership links: mobile with more than 1, tablet with more than 2, never on desktop', () => {
    const rule = { only: ['mobile', 'tablet'] } as const;
    expect(isCarousel(1, 'mobile', rule)).toBe(false);
    expect(isCarousel(2, 'mobile', rule)).toBe(true);
    expect(isCarousel(2, 'tablet', rule)).toBe(false);
    expect(isCarousel(3, 'tablet', rule)).toBe(true);
    expect(isCarousel(20, 'desktop', rule)).toBe(false);
    expect(isCarousel(20, 'desktop-xl', rule)).toBe(false);
  });
});

describe('groups', () => {
  it('start every group-size slides, the last group aligned to the end so it is full', () => {
    expect(groupStarts(7, 3)).toEqual([0, 3, 4]);
    expect(groupStarts(6, 3)).toEqual([0, 3]);
    expect(groupStarts(5, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(groupStarts(2, 4)).toEqual([0]);
  });

  it('the group of a first visible slide is the last one starting at or before it', () => {
    expect(groupOf(0, 7, 3)).toBe(0);
    expect(groupOf(2, 7, 3)).toBe(0);
    expect(groupOf(3, 7, 3)).toBe(1);
    expect(groupOf(4, 7, 3)).toBe(2);
  });

  it('visible slides are one group from the first, never past the end', () => {
    expect(visibleSlides(0, 7, 3)).toEqual([0, 1, 2]);
    expect(visibleSlides(6, 7, 3)).toEqual([4, 5, 6]);
    expect(visibleSlides(0, 2, 3)).toEqual([0, 1]);
  });

  it('previous and next move a group and stop at the ends; rotation wraps around', () => {
    expect(stepTo(0, 1, 7, 3)).toBe(3);
    expect(stepTo(3, 1, 7, 3)).toBe(4);
    expect(stepTo(4, 1, 7, 3)).toBe(4);
    expect(stepTo(4, -1, 7, 3)).toBe(3);
    expect(stepTo(0, -1, 7, 3)).toBe(0);
    expect(stepTo(4, 1, 7, 3, true)).toBe(0);
    expect(stepTo(0, -1, 7, 3, true)).toBe(4);
  });
});
