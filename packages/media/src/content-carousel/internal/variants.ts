import type { CarouselRule } from '@mf/ui/carousel';

export const CAROUSEL_VARIANTS = ['cards', 'hero', 'gallery', 'ownership-links'] as const;
export type CarouselVariant = (typeof CAROUSEL_VARIANTS)[number];

export function validateVariant(value: unknown): CarouselVariant {
  if (typeof value === 'string' && (CAROUSEL_VARIANTS as readonly string[]).includes(value))
    return value as CarouselVariant;
  throw new Error(`expected one of ${CAROUSEL_VARIANTS.join(', ')}`);
}

/**
 * The carousel rule of each variant (spec §2, §4, §9). Every variant, the hero included, has the
 * spec's thresholds and group sizes: disabled at most 1, 2, 3, 4 slides and groups of 1, 2, 3, 4
 * at mobile, tablet, desktop, desktop-xl (README "Interpretations"). The ownership links exist as
 * a carousel only on mobile (more than 1 slide) and tablet (more than 2): elsewhere they are
 * destroyed, leaving the plain list.
 */
export const VARIANT_RULES: Readonly<Record<CarouselVariant, CarouselRule>> = {
  cards: {},
  gallery: {},
  hero: {},
  'ownership-links': { only: ['mobile', 'tablet'] },
};
