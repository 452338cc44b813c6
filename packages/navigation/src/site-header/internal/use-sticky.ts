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
