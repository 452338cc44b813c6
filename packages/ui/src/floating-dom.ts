/**
 * The lazy half of `./floating`: @floating-ui/dom's placement with a margin from the window's
 * edges. Kept in its own module so that the `import()` bundles only the functions used (a
 * namespace import of the package is not tree-shaken: 8.3 KB gzip instead of 6.7) and so that
 * none of this code sits in the entry of the element that uses it.
 */
import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';

/** The gap between the field and its popup, in px (the CSS placement's margin-top). */
const GAP = 4;
const PLACED = ['position', 'left', 'top', 'right', 'margin', 'max-height', 'width', 'box-sizing'];

/**
 * Places `floating` against `reference` (below, or above when that fits better), `margin` px
 * inside every window edge, its height at most its stylesheet's `max-height` and the space
 * left; follows scroll and resize until the returned call, which restores the CSS placement.
 */
export function placeWithMargin(
  reference: HTMLElement,
  floating: HTMLElement,
  margin: number,
): () => void {
  let stopped = false;
  const { style } = floating;
  // The stylesheet's own limit, read before this function's inline styles override it.
  const maxHeight = parseFloat(getComputedStyle(floating).maxHeight) || Infinity;
  const stop = autoUpdate(reference, floating, () => {
    void computePosition(reference, floating, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [
        offset(GAP),
        flip({ padding: margin }),
        shift({ padding: margin }),
        size({
          padding: margin,
          apply({ availableHeight, rects }) {
            // The available height is for the whole box, padding and border included.
            style.boxSizing = 'border-box';
            style.maxHeight = `${Math.max(Math.min(availableHeight, maxHeight), 0)}px`;
            style.width = `${rects.reference.width}px`;
          },
        }),
      ],
    }).then(({ x, y, placement }) => {
      if (stopped) return;
      Object.assign(style, {
        position: 'fixed',
        left: `${x}px`,
        top: `${y}px`,
        right: 'auto',
        margin: '0',
      });
      floating.dataset.placement = placement;
    });
  });
  return () => {
    stopped = true;
    stop();
    for (const property of PLACED) style.removeProperty(property);
    delete floating.dataset.placement;
  };
}
