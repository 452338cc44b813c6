/**
 * Goes to the results page (spec §7). One seam, so the view tests can see where a search goes
 * without leaving the test page.
 */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
