import { useEffect, type RefObject } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@mf/core/browser/breakpoints';

/** The custom property the desktop map canvas takes its height from (map.css beside this file). */
export const SYNCED_HEIGHT_PROPERTY = '--_map-synced-height';
/** Space kept above and below the sticky desktop map (1rem each side at 16 px). */
const VIEWPORT_MARGIN_PX = 32;

/** The desktop map's height: as tall as the results list, never taller than the viewport. */
export function syncedMapHeight(listHeight: number, viewportHeight: number): number | null {
  if (!(listHeight > 0) || !(viewportHeight > 0)) return null;
  return Math.round(Math.min(listHeight, viewportHeight - VIEWPORT_MARGIN_PX));
}

/**
 * Desktop map height sync: the map beside the results follows the list's height,
 * measured on list and window resizes, debounced 200 ms (spec §9). Off on mobile, and off in the
 * content-management edit mode (`edit-mode`): the authoring frame grows with its content, and a
 * map that follows the content's height would feed that loop; the map keeps its CSS height
 * (`--mf-dealer-locator-map-height`) there. While off, the property is removed.
 */
export function useMapHeightSync(
  target: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  enabled: boolean,
): void {
  useEffect(() => {
    const node = target.current;
    if (!node) return;
    if (!enabled) {
      node.style.removeProperty(SYNCED_HEIGHT_PROPERTY);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      const height = syncedMapHeight(
        list.current?.getBoundingClientRect().height ?? 0,
        window.innerHeight,
      );
      if (height === null) node.style.removeProperty(SYNCED_HEIGHT_PROPERTY);
      else node.style.setProperty(SYNCED_HEIGHT_PROPERTY, `${height}px`);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    if (list.current) observer?.observe(list.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      node.style.removeProperty(SYNCED_HEIGHT_PROPERTY);
    };
  }, [target, list, enabled]);
}
