import { useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

/** prefersReducedMotion() as React state, following a change of the system setting. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}

/**
 * Scrolls the window so `element` sits `offset` px below the top, animated over `durationMs`
 * (site-components spec §9: 300 ms), instantly under prefers-reduced-motion. Resolves when done.
 */
export function scrollToElement(
  element: Element,
  offset: number,
  durationMs: number,
): Promise<void> {
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  const start = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || start === target) {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.scrollTo(0, target);
      resolve();
    };
    const step = (now: number) => {
      if (done) return;
      // A first frame can be stamped slightly before `began`: clamp, or the easing goes negative.
      const t = Math.min(1, Math.max(0, (now - began) / durationMs));
      window.scrollTo(0, start + (target - start) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
      else finish();
    };
    requestAnimationFrame(step);
    // Fail-safe: background tabs get no animation frames.
    setTimeout(finish, durationMs + 100);
  });
}
