import type { CarouselRule } from '@mf/ui/carousel';

export const CAROUSEL_VARIANTS = ['cards', 'hero', 'gallery', 'ownership-links'] as const;
export type CarouselVariant = (typeof CAROUSEL_VARIANTS)[number];

export function validateVariant(value: unknown): CarouselVariant {
  if (typeof value === 'string' && (CAROUSEL_VARIANTS as readonly string[]).includes(value))
    return value as CarouselVariant;
  throw new Error(`expected one of ${CAROUSEL_VARIANTS.join(', ')}`);
}

/**
 * The carousel rule of each variant (spec §2, §4, §9). The hero's slides are full width: one per
 * group at every breakpoint, so it is a carousel from 2 slides on (README "Interpretations").
 * The ownership links exist as a carousel only on mobile (more than 1 slide) and tablet (more
 * than 2): elsewhere they are destroyed, leaving the plain list.
 */
export const VARIANT_RULES: Readonly<Record<CarouselVariant, CarouselRule>> = {
  cards: {},
  gallery: {},
  hero: { fullWidth: true },
  'ownership-links': { only: ['mobile', 'tablet'] },
};
