import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { Carousel, slidesOf } from '@mf/ui/carousel';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { productGalleryApi } from './product-gallery.api';
import { attachVideoOverlays } from './internal/video-overlay';

type Props = PropsOf<typeof productGalleryApi>;

/** spec §9: "Product thumbnail arrows show when there are more than 4 items." */
export const THUMBNAIL_ARROWS_ABOVE = 4;

/** One picture at a time, at every width (a product gallery, not a row of cards). */
const ONE_AT_A_TIME = { fullWidth: true } as const;

/**
 * The gallery of a product page tab (spec §2 "Product selector on the page (tabs): tabs with
 * gallery, thumbnails and inline video", §4, §9): the page's own figures on the shared carousel,
 * one picture at a time, the thumbnails as its picker, previous/next only above 4 pictures, and
 * the video overlays of internal/video-overlay.ts. States on part=base: carousel, static.
 */
export function ProductGallery(props: Props) {
  const { host } = useElementContext();
  const emit = useEmit<typeof productGalleryApi>();
  const { labels } = props;

  // The overlays read the attributes when pressed (a later change is followed).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    if (!host) return;
    return attachVideoOverlays(
      host,
      () => slidesOf(host),
      () => latest.current,
      (index, kind) => emit('mf-video-open', { index, kind }),
    );
  }, [host, emit]);

  return (
    <Carousel
      host={host}
      label={props.label.trim() || labels.gallery}
      rule={ONE_AT_A_TIME}
      labels={{
        ...labels,
        // One picture per group: the group texts are never shown, nor rotation (it never rotates).
        pickGroup: labels.pickSlide,
        showingGroup: labels.showingSlide,
        stopRotation: '',
        startRotation: '',
      }}
      thumbnails
      stepButtonsAbove={THUMBNAIL_ARROWS_ABOVE}
      onChange={(index) => emit('mf-slide-change', { index })}
    />
  );
}
