import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { Carousel } from '@mf/ui/carousel';
import { useLayoutEffect, useState } from 'react';
import type { offersCarouselApi } from './offers-carousel.api';
import { useCards } from '../shared/cards';
import type { Offer } from '../shared/offer';
import { OfferCards, requestDetail } from '../shared/offer-card';
import { hideExpiredCards } from './internal/expired';

type Props = PropsOf<typeof offersCarouselApi>;

/** The carousel's cards need no data-type or data-name (it has no filters). */
export const CARD_OPTIONS = { tag: 'mf-offers-carousel', filters: false } as const;

/**
 * <mf-offers-carousel> (spec §2 "Current-offers carousel"): the page's own offer cards on the
 * shared carousel of @mf/ui, with the spec §4/§9 rule (slides per group and thresholds 1, 2, 3, 4
 * at mobile, tablet, desktop, desktop-xl), each card with the offer card view of both offers
 * elements (price, expiry, request link: shared/offer-card.tsx). States on part=base: carousel,
 * static.
 */
export function OffersCarousel(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof offersCarouselApi>();
  const { labels } = props;
  const cards = useCards(host, CARD_OPTIONS);
  const [now] = useState(() => new Date());
  const hide = props.hideExpired;

  // Before the paint of the commit that renders the carousel (the element's prepare step already
  // did it for the first one, ./offers-carousel.element.ts).
  useLayoutEffect(() => hideExpiredCards(cards, hide, now), [cards, hide, now]);
  useLayoutEffect(() => () => hideExpiredCards(cards, false, now), [cards, now]);

  return (
    <>
      <Carousel
        host={host}
        label={props.label.trim() || labels.carousel}
        autoplay={Number.isFinite(props.autoplay) && props.autoplay > 0 ? props.autoplay : 0}
        labels={labels}
        onChange={(index) => emit('mf-slide-change', { index })}
      />
      <OfferCards
        cards={cards}
        element={props}
        now={now}
        onRequest={(offer: Offer) => emit('mf-offer-request', requestDetail(offer))}
      />
    </>
  );
}
