import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { Carousel, type CarouselHandle } from '@mf/ui/carousel';
import type { contentCarouselApi } from './content-carousel.api';
import { useRef } from 'react';
import { VARIANT_RULES } from './internal/variants';
import { LargerPictures } from './internal/larger';

type Props = PropsOf<typeof contentCarouselApi>;

/**
 * The carousels of spec §2 "Other components" (hero, image gallery, form slider with videos,
 * ownership links) as one element: the page's own slides, the shared carousel of @mf/ui with the
 * rule of the variant (internal/variants.ts). States on part=base: carousel, static. The image
 * gallery's pictures open larger in a dialog (internal/larger.tsx).
 */
export function ContentCarousel(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof contentCarouselApi>();
  const { variant, labels } = props;
  const carousel = useRef<CarouselHandle>(null);
  const label = props.label.trim() || labels.carousel;
  return (
    <>
      <Carousel
        host={host}
        handle={carousel}
        label={label}
        rule={VARIANT_RULES[variant]}
        autoplay={Number.isFinite(props.autoplay) && props.autoplay > 0 ? props.autoplay : 0}
        labels={labels}
        thumbnails={variant === 'gallery'}
        eagerFirst={variant === 'hero'}
        list={variant === 'ownership-links'}
        onChange={(index) => emit('mf-slide-change', { index })}
      />
      {/* The image gallery: each picture opens larger (README "The larger view"). */}
      {variant === 'gallery' && host ? (
        <LargerPictures host={host} label={label} labels={labels} carousel={carousel} />
      ) : null}
    </>
  );
}
