import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { Carousel } from '@mf/ui/carousel';
import type { contentCarouselApi } from './content-carousel.api';
import { useLayoutEffect } from 'react';
import { releaseRendered } from '@mf/core/element/pending';
import { VARIANT_RULES } from './internal/variants';

type Props = PropsOf<typeof contentCarouselApi>;

/**
 * The carousels of spec §2 "Other components" (hero, image gallery, form slider with videos,
 * ownership links) as one element: the page's own slides, the shared carousel of @mf/ui with the
 * rule of the variant (internal/variants.ts). States on part=base: carousel, static.
 */
export function ContentCarousel(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof contentCarouselApi>();
  const { variant, labels } = props;
  useLayoutEffect(() => releaseRendered(host), [host]);
  return (
    <Carousel
      host={host}
      label={props.label.trim() || labels.carousel}
      rule={VARIANT_RULES[variant]}
      autoplay={Number.isFinite(props.autoplay) && props.autoplay > 0 ? props.autoplay : 0}
      labels={labels}
      thumbnails={variant === 'gallery'}
      eagerFirst={variant === 'hero'}
      list={variant === 'ownership-links'}
      onChange={(index) => emit('mf-slide-change', { index })}
    />
  );
}
