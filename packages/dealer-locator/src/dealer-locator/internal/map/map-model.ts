import type { Dealer } from '../data/types';

/** spec §9: map constants. */
export const INITIAL_ZOOM = 6;
export const MAX_FIT_ZOOM = 10;
export const DETAIL_ZOOM = 13;
export const INFO_WINDOW_MAX_WIDTH = 200;
/**
 * From this many markers on, markerclusterer merges those that would overlap (many
 * markers). Two is on purpose: overlapping markers are no usable targets (WCAG 2.5.8), so even a
 * page of 25 clusters its neighbours; markers far enough apart stay single.
 */
export const CLUSTER_MIN_MARKERS = 2;

/**
 * Logged (console.info: the page's own checks often fail on warnings) when a map is needed and
 * the element has no key (no silent empty map).
 */
export const NO_KEY_MESSAGE =
  'mf-dealer-locator: no api-key attribute, so Google Maps cannot load; the no-map message shows instead.';

export interface MarkerModel {
  id: string;
  dealer: Dealer;
  position: google.maps.LatLngLiteral;
  label: string;
  /** spec: a meaningful title, read by screen readers and shown on hover. */
  title: string;
  /** 'dealership' or the designated type in kebab case (per-type appearance). */
  appearance: string;
  /** Dealerships above designated locations (spec §9). */
  zIndex: number;
}

export function appearanceOf(dealer: Dealer): string {
  return dealer.isDesignatedLocation
    ? String(dealer.type).toLowerCase().replace(/\s+/g, '-')
    : 'dealership';
}

/**
 * The markers of a list of dealers (spec §9): dealers without coordinates or with doNotMap are
 * left off; dealerships come before designated locations (drawn first, and a higher z-index).
 */
export function markerModels(dealers: readonly Dealer[]): MarkerModel[] {
  const mappable = dealers.filter(
    (dealer) =>
      !dealer.doNotMap &&
      Number.isFinite(dealer.address.latitude) &&
      Number.isFinite(dealer.address.longitude),
  );
  const ordered = [
    ...mappable.filter((dealer) => !dealer.isDesignatedLocation),
    ...mappable.filter((dealer) => dealer.isDesignatedLocation),
  ];
  return ordered.map((dealer) => ({
    id: dealer.id,
    dealer,
    position: { lat: dealer.address.latitude as number, lng: dealer.address.longitude as number },
    label: dealer.dealershipCounter,
    title: markerTitle(dealer),
    appearance: appearanceOf(dealer),
    zIndex: dealer.isDesignatedLocation ? 1 : 2,
  }));
}

export function markerTitle(dealer: Dealer): string {
  const kind = dealer.isDesignatedLocation ? `${dealer.type_translated || dealer.type}: ` : '';
  return `${dealer.dealershipCounter}: ${kind}${dealer.name}`.trim();
}
