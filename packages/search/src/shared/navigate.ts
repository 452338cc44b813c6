/**
 * Page navigation of the search elements (spec §7): one seam, so the view tests can see where a
 * search goes without leaving the test page.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Loads `url` in place of the current entry: Back does not return to the replaced address. */
export function replaceWith(url: string): void {
  window.location.replace(url);
}
