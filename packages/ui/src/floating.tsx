/**
 * Popup placement with @floating-ui/dom that keeps a margin from the window's edges (site
 * components spec §9: "Dropdown positioning margin is 65 px", the clearance the original gave
 * the sticky site header and the bottom bar): the popup opens below its field when it fits
 * there with the margin, above it when it fits better there, is shifted back inside, and its
 * height shrinks to the space left (never below its CSS `max-height`'s first option row).
 *
 * ```ts
 * const sortPlacement = marginPlacement(65);   // module level: one per element kind
 * <Select place={sortPlacement} ... />         // @mf/ui/select attaches it while open
 * ```
 *
 * @floating-ui/dom and the placement code (`./floating-dom`) are a lazy chunk: `prepare()` (the Select calls it when the
 * pointer comes near or focus arrives) fetches it, so only an element that asks for a margin
 * pays for it, and only once the visitor reaches the field. Until it is there the popup keeps
 * its CSS placement (below the field); if it cannot be loaded the CSS placement stays and a
 * warning is logged once.
 *
 * Strategy `fixed`: the popup stays inside the shadow root (never document.body) and fixed
 * coordinates need no offset parent, which shadow trees report inconsistently across browsers.
 */
import type * as FloatingDomModule from './floating-dom';

type FloatingDom = typeof FloatingDomModule;

/** Attaches placement to an open popup; the returned function detaches it. */
export interface Placement {
  /** Starts loading the positioning code (idempotent). */
  prepare(): void;
  /** Places `floating` against `reference` and keeps it placed until the returned call. */
  attach(reference: HTMLElement, floating: HTMLElement): () => void;
}

let loading: Promise<FloatingDom | null> | undefined;

function load(): Promise<FloatingDom | null> {
  loading ??= import('./floating-dom').catch((error: unknown) => {
    console.warn('@mf/ui/floating: not loaded', error);
    return null;
  });
  return loading;
}

/** A placement keeping `margin` px between the popup and every edge of the window. */
export function marginPlacement(margin: number): Placement {
  return {
    prepare: () => void load(),
    attach(reference, floating) {
      let stop: (() => void) | undefined;
      let detached = false;
      void load().then((dom) => {
        if (dom && !detached) stop = dom.placeWithMargin(reference, floating, margin);
      });
      return () => {
        detached = true;
        stop?.();
      };
    },
  };
}
