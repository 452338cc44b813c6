import { safeHttpUrl } from '@mf/core/parse/parse';

/**
 * Links built from dealer data. Every href leaves here either safe or null: tel: with digits
 * only, mailto: with a plain address, https directions, and http(s) websites.
 */

/** spec §9: directions link zoom 14. */
export const DIRECTIONS_ZOOM = 14;

const EMAIL = /^[A-Za-z0-9._+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const BARE_HOST = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?::\d+)?(?:[/?#]\S*)?$/;

/** A `tel:` href of `+` and ASCII digits only; null when the number has fewer than 3 digits. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^0-9]/g, '');
  if (digits.length < 3) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The address when it looks like a plain email address (no spaces, quotes or query). */
export function cleanEmail(value: string): string | null {
  return EMAIL.test(value) ? value : null;
}

/** A `mailto:` href for an address that passed cleanEmail; null otherwise. */
export function mailtoHref(email: string | null | undefined): string | null {
  return email && EMAIL.test(email) ? `mailto:${email}` : null;
}

/**
 * spec §3: the map-directions URL from latitude and longitude (zoom 14, spec §9). null without
 * a coordinate pair.
 */
export function directionsLink(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  const point = `${latitude},${longitude}`;
  return `https://www.google.com/maps/dir//${point}/@${point},${DIRECTIONS_ZOOM}z`;
}

/**
 * The dealer's website: only absolute http(s) URLs (core/parse safeHttpUrl). A bare host such as
 * 'www.dealer.example' is repaired to https; paths relative to our own page are not a dealer's site.
 */
export function websiteUrl(value: string): string | null {
  if (!value) return null;
  const candidate = BARE_HOST.test(value) ? `https://${value}` : value;
  if (!/^https?:\/\//i.test(candidate)) return null;
  return safeHttpUrl(candidate);
}
