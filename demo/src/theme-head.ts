/**
 * The gallery's theme in the page's head, from the first paint: a page that loads gallery.js (and
 * an API page with a playground) gets the default theme's stylesheet written into its head at
 * build time (scripts/build-demo.ts, scripts/api-pages.ts), and a small inline script right after
 * it swaps in the theme `?theme=` chose before anything is drawn. The parser's link blocks
 * rendering like the page's own stylesheets; the swapped-in one says `blocking="render"` (a
 * stylesheet a script inserts does not block otherwise), so the first paint is in the theme's
 * tokens either way. Linked after the first paint instead (as gallery.ts did), the tokens changed
 * under a drawn page: the home page's hero carousel, not yet defined, was laid out again in the
 * theme's font, and Chromium counted its last slide (not rendered, `content-visibility: hidden`,
 * clipped out of the row's view) as moved from the row's start to its place: a layout shift of
 * 0.23 at 390 px that nobody could see. gallery.ts reuses the link (`data-theme`).
 */

/** The shipped themes (packages/core/themes), the manufacturer's first: the default. */
export const THEMES = ['manufacturer', 'sister-brand', 'dealer-site'] as const;

/** The head's theme link and its swap for `?theme=`; `root` is the gallery's folder from the page. */
export function themeHead(root: string): string {
  const others = JSON.stringify(THEMES.slice(1));
  return `<link rel="stylesheet" href="${root}dist/themes/${THEMES[0]}.css" data-theme="${THEMES[0]}">
<script>
(function () {
  var link = document.currentScript.previousElementSibling;
  var chosen = new URLSearchParams(location.search).get('theme');
  var theme = ${others}.indexOf(chosen) >= 0 ? chosen : link.getAttribute('data-theme');
  if (theme !== link.getAttribute('data-theme')) {
    // Inserted by a script, a stylesheet blocks rendering only when it says so.
    var chosenLink = document.createElement('link');
    chosenLink.rel = 'stylesheet';
    chosenLink.setAttribute('blocking', 'render');
    chosenLink.href = link.href.replace(/[^/]*\\.css$/, theme + '.css');
    chosenLink.setAttribute('data-theme', theme);
    link.replaceWith(chosenLink);
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
</script>`;
}
