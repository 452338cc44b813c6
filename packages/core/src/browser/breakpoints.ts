import { useEffect, useState } from 'react';

/**
 * Named viewport breakpoints (site-components spec §2). Widths follow the site's grid:
 * tablet from 768 px, desktop from 992 px (dealer-locator spec §9 desktop breakpoint),
 * desktop-xl from 1440 px (the thumbnail breakpoints 0/768/1440 of spec §9).
 */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop' | 'desktop-xl';

export const BREAKPOINT_MIN_WIDTHS: Readonly<Record<Breakpoint, number>> = {
  mobile: 0,
  tablet: 768,
  desktop: 992,
  'desktop-xl': 1440,
};

/** Resize handling is debounced (dealer-locator spec §9: 200 ms). */
export const RESIZE_DEBOUNCE_MS = 200;

export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTHS['desktop-xl']) return 'desktop-xl';
  if (width >= BREAKPOINT_MIN_WIDTHS.desktop) return 'desktop';
  if (width >= BREAKPOINT_MIN_WIDTHS.tablet) return 'tablet';
  return 'mobile';
}

function viewportWidth(): number {
  return typeof window === 'undefined' ? 1024 : window.innerWidth;
}

export function useBreakpoint(debounceMs = RESIZE_DEBOUNCE_MS): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(() => breakpointOf(viewportWidth()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setBreakpoint(breakpointOf(viewportWidth())), debounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [debounceMs]);
  return breakpoint;
}
