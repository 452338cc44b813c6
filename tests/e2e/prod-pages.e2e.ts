/**
 * The production-like pages (build/demo/prod) ask for every module of their elements from the
 * page itself: the `modulepreload` links the build writes from its import graph
 * (scripts/preload.ts), so the page waits one round trip for its code, not one per level of
 * imports. A module discovered only once another module has arrived shows as requested by a
 * script; the modules an element loads with `import()` when it uses them (the build's `lazy` list:
 * a carousel's slider, the map) are the only ones allowed to.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { PAGE_QUERY } from '../../scripts/build-prod';
import type { PreloadList } from '../../scripts/preload';
import { expect, test } from './fixtures';

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
