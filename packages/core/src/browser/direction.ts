/**
 * Whether `element` is laid out right to left: its computed `direction`, which a `dir` on it or on
 * any ancestor of the page sets, inherited through shadow roots. Read when needed (a
 * key, an opening, a drag): a page may switch `dir` at any time.
 */
export const isRtl = (element: Element | null | undefined): boolean =>
  !!element && getComputedStyle(element).direction === 'rtl';
