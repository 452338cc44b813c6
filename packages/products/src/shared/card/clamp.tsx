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
  reserveRow = false,
  eager = true,
}: {
  id: string;
  children: ReactNode;
  expandLabel: string;
  collapseLabel: string;
  /**
   * Keep the expand button's row when the text is short enough not to need it (the standalone
   * card: its page stylesheet lays the row out before the upgrade, when the text's height is not
   * known yet, and the card keeps one height while the button comes and goes on a resize).
   */
  reserveRow?: boolean;
  /**
   * Measured as it mounts (a layout read in the commit), so the label is there when the text
   * first shows. `false` (the selector's grid): measured when the browser first lays
   * the text out (the observer's first answer; the label follows a frame later, so give it
   * `reserveRow`), which for a card that `content-visibility` skips is when it nears the window,
   * before the visitor sees it. A read at mount makes the browser lay the new tree out inside
   * React's commit (the grid's first screen: 20-35 ms; every card of 132: 0.55 s at 4x CPU
   * throttling).
   */
  eager?: boolean;
}) {
  const innerRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const inner = innerRef.current;
    if (!inner) return;
    const measure = () => setTall(inner.scrollHeight > CLAMP_PX + 0.5);
    const observes = typeof ResizeObserver === 'function';
    if (eager || !observes) measure();
    if (!observes) return;
    const observer = new ResizeObserver(measure);
    observer.observe(inner);
    return () => observer.disconnect();
    // Read once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const clamped = tall && !expanded;
  return (
    <div className="card__text">
      <div
        id={id}
        className="card__clamp"
        data-clamped={clamped ? '' : undefined}
        // The limit holds until the visitor expands the text, measured or not yet: a short text
        // is not affected, and a long one is never painted whole before its first measure (its
        // height is known only once the page's text reaches the slot, core/element/pending).
        style={expanded ? undefined : { maxHeight: `${CLAMP_PX}px` }}
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
      ) : reserveRow ? (
        <div className="card__expand-space" aria-hidden="true" />
      ) : null}
    </div>
  );
}
