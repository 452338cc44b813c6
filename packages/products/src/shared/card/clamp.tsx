import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** spec §2, §9: text taller than 60 px gets an expand label. */
export const CLAMP_PX = 60;

/**
 * Text clamped to 60 px with an expand button when it is taller (spec §2, §9). The height is
 * measured, not guessed from characters: a ResizeObserver on the unclamped inner box re-measures
 * when the font, the width or the content changes, so the button comes and goes with them.
 */
export function ClampedText({
  id,
  children,
  expandLabel,
  collapseLabel,
}: {
  id: string;
  children: ReactNode;
  expandLabel: string;
  collapseLabel: string;
}) {
  const innerRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const inner = innerRef.current;
    if (!inner) return;
    const measure = () => setTall(inner.scrollHeight > CLAMP_PX + 0.5);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const clamped = tall && !expanded;
  return (
    <div className="card__text">
      <div
        id={id}
        className="card__clamp"
        data-clamped={clamped ? '' : undefined}
        style={clamped ? { maxHeight: `${CLAMP_PX}px` } : undefined}
      >
        <div ref={innerRef} className="card__clamp-inner">
          {children}
        </div>
      </div>
      {tall ? (
        <button
          type="button"
          className="card__expand"
          part="expand-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? collapseLabel : expandLabel}
        </button>
      ) : null}
    </div>
  );
}
