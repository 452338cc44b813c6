import { useElementContext } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { useLightDom } from '@mf/core/element/light-dom';
import { useEffect, useRef, useState } from 'react';
import type { availableProductsApi } from './available-products.api';
import { captionOf, hasMoreAtEnd, markHeaders, readTable } from './internal/headers';

type Props = PropsOf<typeof availableProductsApi>;

/**
 * The available-product table (spec §2 "Available-product table: it shows an end-gradient
 * offset", §9 "44 px"): the page's own table in a scroll region of ours, a 44 px gradient at the
 * inline end while there is more to that side (scroll and resize follow it), the first column
 * kept in view (page.css: sticky cells of the page's table).
 */
export function AvailableProducts(props: Props) {
  const { host } = useElementContext();
  // The table child, read again when the page replaces it (core's light-DOM reader); a missing
  // table or header cells are reported where it is read (internal/headers).
  const table = useLightDom(host, readTable, null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    if (table) markHeaders(table);
  }, [table]);

  // Scroll and size both move the gradient: read on the scroll event and in a ResizeObserver
  // (never between a state change and its paint).
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !table) return;
    const measure = () => {
      setMore(hasMoreAtEnd(scroller.scrollLeft, scroller.clientWidth, scroller.scrollWidth));
      setOverflows(scroller.scrollWidth > scroller.clientWidth + 1);
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    // jsdom has none; every browser we support has.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(scroller);
    observer?.observe(table);
    return () => {
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [table]);

  const name = props.label.trim() || captionOf(table) || props.labels.region;
  return (
    <div
      part="base"
      className="table"
      data-state={table ? 'table' : 'empty'}
      data-more={String(more)}
    >
      <div
        part="scroller"
        className="scroller"
        ref={scrollerRef}
        role="region"
        aria-label={name}
        tabIndex={overflows ? 0 : undefined}
      >
        <slot />
      </div>
      <div part="gradient" className="gradient" aria-hidden="true" hidden={!more} />
    </div>
  );
}
