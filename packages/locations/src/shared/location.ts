/**
 * The rules and constants both location elements share (site-components spec §5, §9): when a
 * location may be mapped, the marker size and the book-scroll offset by breakpoint (the zoom is
 * the map engine's, map-engine.ts).
 */
import type { Breakpoint } from '@mf/core/browser/breakpoints';
import { parseDecimal } from '@mf/core/parse/parse';

export interface MarkerSize {
  width: number;
  height: number;
}

/** spec §9: 'The marker is 24x30 px on mobile and tablet and 36x45 px otherwise.' */
export function markerSizeFor(breakpoint: Breakpoint): MarkerSize {
  return breakpoint === 'mobile' || breakpoint === 'tablet'
    ? { width: 24, height: 30 }
    : { width: 36, height: 45 };
}

/** spec §9: 'The book-scroll offset is 98 px on mobile and tablet and 140 px otherwise.' */
export function bookOffsetFor(breakpoint: Breakpoint): number {
  return breakpoint === 'mobile' || breakpoint === 'tablet' ? 98 : 140;
}

/**
 * spec §5: 'Map: loads only if both lat and long are numeric and non-zero.' Numeric is a plain
 * decimal ('52.52', '-0.5'; no units, exponents or empty text); a latitude past ±90 or a
 * longitude past ±180 is no place on a map either. Null: no map for this location.
 */
export function mapPosition(lat: string, long: string): google.maps.LatLngLiteral | null {
  const latitude = parseDecimal(lat);
  const longitude = parseDecimal(long);
  if (latitude === null || longitude === null) return null;
  if (latitude === 0 || longitude === 0) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { lat: latitude, lng: longitude };
}

/**
 * A directions link to the location that needs no script and requests nothing before a click:
 * Google Maps' documented URL scheme (maps/dir/?api=1). To the coordinates when they are valid,
 * else to the name and label as a search text; null when there is neither.
 */
export function directionsUrl(
  position: google.maps.LatLngLiteral | null,
  place: string,
): string | null {
  const destination = position ? `${position.lat},${position.lng}` : place.trim();
  if (!destination) return null;
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', destination);
  return url.href;
}
