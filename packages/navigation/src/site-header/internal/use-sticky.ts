/**
 * Spec §2 Header: "On desktop the header becomes sticky once the page is scrolled past the height
 * of the auxiliary navigation". The stickiness is CSS (`position: sticky; top: -<aux height>` on
 * the host, desktop only), so nothing below moves and no script runs per frame; this hook only
 * tells the view when the header is stuck (for its shadow), with an IntersectionObserver on the
 * host: stuck when no more than the main bar is visible at the top.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useStuck(
  host: HTMLElement | null,
  aux: RefObject<HTMLElement | null>,
  enabled: boolean,
): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const auxElement = aux.current;
    if (!enabled || !host || !auxElement || typeof IntersectionObserver === 'undefined') return;
    const total = host.offsetHeight;
    const auxHeight = auxElement.offsetHeight;
    if (total <= 0 || auxHeight <= 0) return;
    const bar = total - auxHeight;
    // One threshold just above "only the bar is visible": crossing it either way reports.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.boundingClientRect.top;
        setStuck(top <= -auxHeight + 0.5 && entry.intersectionRect.height <= bar + 0.5);
      },
      { threshold: [0, Math.min(1, (bar + 1) / total), 1] },
    );
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, aux, enabled]);
  return enabled && stuck;
}

/** The custom property on the document root that holds what the stuck header covers. */
export const HEADER_HEIGHT_PROPERTY = '--mf-header-height';

/**
 * Publishes how much of the window the header covers once stuck (its main bar on desktop; 0px
 * where it does not stick) as `--mf-header-height` on the document root, kept current with a
 * ResizeObserver (a font change, a second line of links). Pages set
 * `html { scroll-padding-top: var(--mf-header-height, 0px) }` so that the browser scrolls a
 * focused control, or an anchor's target, clear of the header (README "Sticky header and
 * focus"; WCAG 2.4.11 Focus Not Obscured). Removed when the header goes.
 */
export function usePublishedHeight(
  host: HTMLElement | null,
  aux: RefObject<HTMLElement | null>,
  sticky: boolean,
): void {
  useEffect(() => {
    const root = host?.ownerDocument.documentElement;
    const auxElement = aux.current;
    if (!host || !root || typeof ResizeObserver === 'undefined') return;
    // Sizes from the observer only (its first report comes at once): no layout read here.
    const heights = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries)
        heights.set(entry.target, entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
      const covered = (heights.get(host) ?? 0) - (auxElement ? (heights.get(auxElement) ?? 0) : 0);
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${sticky ? Math.max(covered, 0) : 0}px`);
    });
    observer.observe(host);
    if (auxElement) observer.observe(auxElement);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [host, aux, sticky]);
}
