import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { Carousel } from '@mf/ui/carousel';
import type { offersCarouselApi } from './offers-carousel.api';

type Props = PropsOf<typeof offersCarouselApi>;

/**
 * <mf-offers-carousel> (spec §2 "Current-offers carousel"): the page's own offer cards on the
 * shared carousel of @mf/ui, with the spec §4/§9 rule (slides per group and thresholds 1, 2, 3, 4
 * at mobile, tablet, desktop, desktop-xl). States on part=base: carousel, static.
 */
export function OffersCarousel(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof offersCarouselApi>();
  const { labels } = props;
  return (
    <Carousel
      host={host}
      label={props.label.trim() || labels.carousel}
      autoplay={Number.isFinite(props.autoplay) && props.autoplay > 0 ? props.autoplay : 0}
      labels={labels}
      onChange={(index) => emit('mf-slide-change', { index })}
    />
  );
}
