/**
 * Active and inactive (site-components spec §4 "Sticky sidebar: active on hover, deactivated 3 s
 * after the pointer leaves"; §9 "The sticky sidebar inactivity delay is 3 s"), with a keyboard
 * rule of our own: focus inside keeps it active (README).
 *
 * - The strip (desktop) activates when the pointer enters it or focus enters it.
 * - The corner button (mobile, tablet) activates only when pressed, so a stray tap or Tab does
 *   not cover the page; it closes with the button, Escape or a press outside.
 * - Both deactivate 3 s after the pointer leaves unless focus is inside, and when focus leaves
 *   (no pointer over it and no pending delay); Escape dismisses it at once (WCAG 1.4.13).
 */
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

export const INACTIVITY_MS = 3000;

export function useActivation(hoverActivates: boolean) {
  const [active, setActive] = useState(false);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimer = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopTimer, []);

  const handlers = {
    onPointerEnter: () => {
      pointerInside.current = true;
      stopTimer();
      if (hoverActivates) setActive(true);
    },
    onPointerLeave: () => {
      pointerInside.current = false;
      stopTimer();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        if (!focusInside.current) setActive(false);
      }, INACTIVITY_MS);
    },
    onFocus: () => {
      focusInside.current = true;
      stopTimer();
      if (hoverActivates) setActive(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
        return;
      focusInside.current = false;
      if (!pointerInside.current && timer.current === undefined) setActive(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !active) return;
      event.stopPropagation();
      stopTimer();
      setActive(false);
    },
  };

  return { active, setActive, handlers };
}
