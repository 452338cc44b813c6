/**
 * The two origins of the popup hand-back demo (dealer-locator README, "Popup mode"): `npm start` serves the same
 * files on PORT and PORT+1. The mock configurator (byo-opener.html) and the redirect landing
 * page (byo-landing.html) run on PORT; the dealer popup (byo-dealer-popup.html) on PORT+1, so
 * the hand-back really crosses origins. Each page computes the other origin from its own
 * location: the popup's opener is at port - 1, the opener's popup at port + 1.
 */
function withPort(delta: number): string {
  const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + delta;
  return `${location.protocol}//${location.hostname}:${port}`;
}

/** Where the configurator (and the redirect landing page) runs, seen from the popup. */
export const configuratorOrigin = (): string => withPort(-1);

/** Where the dealer popup runs, seen from the configurator. */
export const popupOrigin = (): string => withPort(1);

/** The popup's query parameters (spec §2 popup mode) the configurator sends. */
export const POPUP_QUERY = {
  brand: 'ATL',
  country: 'US',
  lat: '41.59',
  lng: '-93.62',
  zoom: '8',
  default_radius: '100',
  distance_unit: 'mi',
  brand_color: '#a4161a',
};

/**
 * A popup page's address (the ESM popup page unless `page` names another, e.g. the all-in-one
 * script's) with the configurator's parameters (and any extra ones).
 */
export function popupAddress(
  extra: Record<string, string> = {},
  page = './byo-dealer-popup.html',
): string {
  const url = new URL(page, `${popupOrigin()}${location.pathname}`);
  for (const [name, value] of Object.entries({ ...POPUP_QUERY, ...extra }))
    url.searchParams.set(name, value);
  return url.href;
}
