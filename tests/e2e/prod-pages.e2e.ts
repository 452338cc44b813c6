/**
 * The production-like pages (build/demo/prod) ask for every module of their elements from the
 * page itself: the `modulepreload` links the build writes from its import graph
 * (scripts/preload.ts), so the page waits one round trip for its code, not one per level of
 * imports. A module discovered only once another module has arrived shows as requested by a
 * script; the modules an element loads with `import()` when it uses them (the build's `lazy` list:
 * a carousel's slider, the map) are the only ones allowed to.
 *
 * The upgrade of an element alone on its page moves none of the page's content: its page
 * stylesheet lays the markup out before the definition as the element will (checked in a real
 * load here; Lighthouse's simulated run does not see these shifts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PAGE_QUERY } from '../../scripts/build-prod';
import type { PreloadList } from '../../scripts/preload';
import { expect, markUpgrade, test, upgradeLayoutShift } from './fixtures';

const pages = readdirSync('build/demo/prod').filter(
  (name) => name.startsWith('mf-') && name.endsWith('.html'),
);
const lists = JSON.parse(readFileSync('build/demo/dist/esm/preload.json', 'utf8')) as Record<
  string,
  PreloadList
>;

test('every production-like page requests all its modules from its own markup', async ({
  context,
}) => {
  const late: string[] = [];
  let modules = 0;
  for (const name of pages) {
    // The page's elements (an element can hold others: tabs with a gallery) and what they load lazily.
    const html = readFileSync(`build/demo/prod/${name}`, 'utf8');
    const entries = [
      ...html.matchAll(/<script type="module" src="\.\.\/dist\/esm\/([\w-]+)\.js"/g),
    ];
    const lazy = new Set(entries.flatMap(([, entry]) => lists[entry!]!.lazy));
    // A tab per page, opened as a visitor reaches it (the results page with its query).
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', ({ request, initiator, documentURL }) => {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/dist/esm/')) return;
      modules++;
      if (lazy.has(url.pathname.slice('/dist/esm/'.length))) return;
      // A preload link or a script tag: the page's parser asked for it.
      if (initiator.type !== 'parser' || initiator.url !== documentURL)
        late.push(`${name}: ${url.pathname} (${initiator.type})`);
    });
    await page.goto(`prod/${name}${PAGE_QUERY[name] ?? ''}`);
    await page.waitForFunction((tag) => !!customElements.get(tag), name.replace(/\.html$/, ''));
    await page.close();
  }
  expect(pages.length).toBeGreaterThan(20);
  expect(modules).toBeGreaterThan(pages.length);
  expect(late, 'modules a page found only through another module').toEqual([]);
});

/**
 * Pages whose element grew or shrank at its first render, at the width where the page's own
 * content below it moved (in view): what the page stylesheet had not laid out before.
 */
const STILL: Record<string, number> = {
  // The inline search bar, inside <main>: empty, 0 px, until then (0.014).
  'mf-site-search.html': 390,
  // The links in the page's flow, then a button fixed in the corner (0.021).
  'mf-sticky-sidebar.html': 390,
  // The name, label and links the element draws from its attributes around the address (0.014).
  'mf-location-map.html': 1280,
  // The headings' and links' type and the bottom row of the footer (0.015).
  'mf-site-footer.html': 1280,
};

for (const [name, width] of Object.entries(STILL)) {
  test(`${name} at ${width} px: the upgrade moves nothing (CLS 0)`, async ({ page }) => {
    const tag = name.replace(/\.html$/, '');
    await page.setViewportSize({ width, height: 900 });
    await markUpgrade(page, [tag]);
    await page.goto(`prod/${name}`);
    // Defined and drawn: the view's first commit is in, the pending hold is released.
    await page.waitForFunction((t) => {
      const host = document.querySelector(t);
      return (
        !!host?.shadowRoot?.querySelector('[part~="base"]') && !host.hasAttribute('data-mf-pending')
      );
    }, tag);
    expect(await upgradeLayoutShift(page), 'cumulative layout shift').toBe(0);
  });
}
