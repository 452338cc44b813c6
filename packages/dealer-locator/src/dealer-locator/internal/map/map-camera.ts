import { MAX_FIT_ZOOM } from './map-model';

/**
 * Camera arithmetic for fitting the map to results (spec §9: capped at zoom 10). Used only by the
 * map engine, so it loads in the engine's chunk, not with the element.
 */

/** The box around positions, or null when there is none. */
export function boundsOf(
  positions: readonly google.maps.LatLngLiteral[],
): google.maps.LatLngBoundsLiteral | null {
  if (positions.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { lat, lng } of positions) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, north, west, east };
}

/** spec §9: fitting to results never zooms closer than 10. */
export function capFitZoom(zoom: number): number {
  return Math.min(zoom, MAX_FIT_ZOOM);
}

/** Web Mercator: longitude/latitude to world pixels at a zoom (256 px tiles). */
export function project(point: google.maps.LatLngLiteral, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((point.lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((point.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The inverse of project(). */
export function unproject(x: number, y: number, zoom: number): google.maps.LatLngLiteral {
  const scale = 256 * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / scale) * 360 - 180 };
}

/** Space kept free around fitted markers: a 24 px pin drawn above its point stays inside. */
export const FIT_PADDING_PX = 40;

/**
 * The camera that shows bounds in a viewport of `width` x `height` px (less FIT_PADDING_PX on
 * each side), at the largest whole zoom up to 10 (spec §9), centred on the bounds' Mercator
 * middle.
 */
export function fitCamera(
  bounds: google.maps.LatLngBoundsLiteral,
  width: number,
  height: number,
): { center: google.maps.LatLngLiteral; zoom: number } {
  const zoom = fitZoom(
    bounds,
    Math.max(1, width - 2 * FIT_PADDING_PX),
    Math.max(1, height - 2 * FIT_PADDING_PX),
  );
  const sw = project({ lat: bounds.south, lng: bounds.west }, 0);
  const ne = project({ lat: bounds.north, lng: bounds.east }, 0);
  return { center: unproject((sw.x + ne.x) / 2, (sw.y + ne.y) / 2, 0), zoom };
}

/** The largest whole zoom at which bounds fit a viewport, capped at 10 (spec §9). */
export function fitZoom(
  bounds: google.maps.LatLngBoundsLiteral,
  width: number,
  height: number,
): number {
  for (let zoom = MAX_FIT_ZOOM; zoom > 0; zoom -= 1) {
    const sw = project({ lat: bounds.south, lng: bounds.west }, zoom);
    const ne = project({ lat: bounds.north, lng: bounds.east }, zoom);
    if (Math.abs(ne.x - sw.x) <= width && Math.abs(sw.y - ne.y) <= height) return zoom;
  }
  return 0;
}
