/**
 * The production-like pages, built by `npm run build:demo` into build/demo/prod/:
 * for each element, a plain page with only the element as a CMS renders it, its stylesheets and
 * its bundle, every module of it preloaded (scripts/preload.ts). No gallery script, no service worker, no mock code: the element's answers are
 * static JSON files written here from the gallery's own mock handlers (the same fixtures), at the
 * paths the elements ask for, served by scripts/serve.ts (compressed, query strings ignored,
 * a POST answered by `<path>.json`). Maps elements get the offline google.maps stand-in only.
 *
 * The element's markup is taken from its gallery page (demo/<tag>.html: the first <tag> there,
 * children included, without the gallery's German data-lang-de-* copies), so the two never
 * drift apart. Attributes a production page sets differently are listed in OVERRIDES. A page the
 * CMS renders for an address (the search results) gets the CMS's content for its query at build
 * time, as a server would render it, and is opened with that query (PAGE_QUERY, CMS_CONTENT).
 * Also builds prod/dealer-site-embed.html: the dealer's page of demo/dealer-site-embed.html with
 * the one script tag, without the gallery's mock line.
 */
import { build } from 'esbuild';
import { getResponse } from 'msw';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHandlers } from '../demo/mocks/handlers';
import { EVENT_FIXTURES } from '../demo/mocks/events/fixtures';
import { escapeHtml as escape } from '../demo/mocks/html';
import { NEWS_FIXTURES } from '../demo/mocks/news/fixtures';
import { PRODUCT_FIXTURES } from '../demo/mocks/products/fixtures';
import { resultsMarkup } from '../demo/mocks/search/results';
import { listElements } from './elements';
import { preloadTags, type PreloadList } from './preload';

/** Elements that draw a Google map: their page loads the offline stand-in first. */
const MAPS = new Set(['mf-dealer-locator', 'mf-location-map', 'mf-factory-locations']);

/** Attributes set (value) or removed (null) on the production page's element. */
const OVERRIDES: Record<string, Record<string, string | null>> = {
  // A production page has the consent manager of the site; these pages have none (no script but
  // ours), so they say so, as the dealer-site page does.
  'mf-dealer-locator': { 'consent-domain': null, 'no-consent-manager': '' },
  'mf-location-map': { 'consent-domain': null, 'no-consent-manager': '' },
  'mf-factory-locations': { 'consent-domain': null, 'no-consent-manager': '' },
};

/**
 * Pages the CMS renders for an address: the query a production-like page is opened with (by
 * Lighthouse and the tests; the static server ignores it, the element reads it) and what the CMS
 * renders into the element for it. A results page is always reached with a query: opened without
 * one, it loads itself again (its README), and a measurement would count two page loads.
 */
export const PAGE_QUERY: Record<string, string> = { 'mf-search-results.html': '?q=tractor' };

/** The content a CMS renders inside the element for the page's query, and the attributes it sets. */
const CMS_CONTENT: Record<string, () => { attributes: Record<string, string>; html: string }> = {
  'mf-search-results': () => {
    const { total, html } = resultsMarkup({
      href: `http://localhost/prod/mf-search-results.html${PAGE_QUERY['mf-search-results.html']}`,
      q: 'tractor',
      sourceName: '',
      start: 0,
      perPage: 10,
    });
    return { attributes: { total: String(total) }, html };
  },
};

/**
 * The requests the production-like pages make at load, answered by the mock handlers once here
 * and written as files (a POST's answer as `<path>.json`). Paths only: the static server
 * ignores query strings, so each file is the first answer of its endpoint.
 */
const STATIC_REQUESTS: { url: string; method?: 'POST'; body?: unknown }[] = [
  { url: '/bin/mf/eventsoverview.1.json?region=all' },
  { url: '/bin/mf/newsarticle.en-gb.all.all.all.1.json' },
  { url: '/bin/mf/productcards.json' },
  { url: '/bin/mf/productfilters.json' },
  { url: '/libs/granite/csrf/token.json' },
  {
    url: '/api/dealers/search',
    method: 'POST',
    body: { brand: 'ATL', country: 'US', radius: 100, distanceUnit: 'mi' },
  },
  ...EVENT_FIXTURES.flatMap((e) =>
    e.image ? [{ url: new URL(e.image, 'http://x').pathname }] : [],
  ),
  ...NEWS_FIXTURES.flatMap((n) =>
    n.image ? [{ url: new URL(n.image, 'http://x').pathname }] : [],
  ),
  ...PRODUCT_FIXTURES.map((p) => ({ url: p.front.image.src })),
];

/** The first `<tag …>…</tag>` of a gallery page, German copies dropped, overrides applied. */
export function elementMarkup(html: string, tag: string, overrides = OVERRIDES[tag] ?? {}) {
  const match = new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html);
  if (!match) return undefined;
  let markup = match[0].replace(/\s+data-lang-de-[\w-]+=(?:'[^']*'|"[^"]*")/g, '');
  for (const [name, value] of Object.entries(overrides)) {
    markup = markup.replace(new RegExp(`\\s+${name}(?:=(?:'[^']*'|"[^"]*"))?(?=[\\s>])`), '');
    if (value !== null)
      markup = markup.replace(`<${tag}`, `<${tag} ${name}${value ? `="${escape(value)}"` : ''}`);
  }
  // The gallery's page-relative addresses, one folder up.
  return markup.replace(/(=["'])\.\//g, '$1../');
}

/** The page's own stylesheets from its gallery page (the element's page.css, site styles). */
function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="\.\/([^"]+)"\s*\/?>/g)]
    .map((m) => m[1]!)
    .filter((href) => href !== 'gallery.css');
}

/**
 * The page's module tags: with the build's preload lists (dist/esm/preload.json), a
 * `modulepreload` link for every module its elements import, so the browser asks for all of them
 * at once instead of one level of imports per round trip; without them, the script tags only.
 */
function moduleTags(tags: string[], lists: Record<string, PreloadList> | undefined): string {
  return lists
    ? preloadTags(lists, tags, '../dist/esm/')
    : tags.map((t) => `<script type="module" src="../dist/esm/${t}.js"></script>`).join('\n');
}

export function prodPage(
  tag: string,
  summary: string,
  galleryHtml: string,
  lists?: Record<string, PreloadList>,
): string | undefined {
  let markup = elementMarkup(galleryHtml, tag);
  if (!markup) return undefined;
  const content = CMS_CONTENT[tag]?.();
  if (content) {
    // The element's own markup, then the CMS's content for the address inside it.
    markup = elementMarkup(markup, tag, { ...OVERRIDES[tag], ...content.attributes })!.replace(
      new RegExp(`></${tag}>$`),
      `>\n${content.html}\n</${tag}>`,
    );
  }
  const known = new Set(listElements().map((e) => e.tag));
  const tags = [tag, ...new Set([...markup.matchAll(/<(mf-[a-z-]+)/g)].map((m) => m[1]!))].filter(
    (t, i, all) => known.has(t) && all.indexOf(t) === i,
  );
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>&lt;${tag}&gt; · production-like page</title>
<meta name="description" content="${escape(summary)}">
<link rel="stylesheet" href="../dist/themes/manufacturer.css">
<link rel="stylesheet" href="./prod.css">
${stylesheets(galleryHtml)
  .map((href) => `<link rel="stylesheet" href="../${href}">`)
  .join('\n')}
${MAPS.has(tag) ? '<script type="module" src="./maps-standin.js"></script>\n' : ''}${moduleTags(tags, lists)}
</head>
<body>
<header class="prod-header"><p>Atlas Machinery</p></header>
<main>
<h1>${escape(summary.replace(/\.$/, ''))}</h1>
${markup}
<p>Content of the page below the element: it must not move when the element loads its data.</p>
</main>
<footer class="prod-footer"><p>Atlas Machinery · <a href="../index.html">QA gallery</a></p></footer>
</body>
</html>
`;
}

/** The dealer's page with the one script tag, its mock line removed and endpoints made local. */
function dealerSitePage(html: string): string {
  return html
    .replace(/(=["'])\.\//g, '$1../')
    .replace(
      /\s*<!-- DEMO ONLY[\s\S]*?<script type="module" src="[^"]+"><\/script>/,
      '\n    <!-- The offline google.maps stand-in (no network here); no mock backend. -->\n    <script type="module" src="./maps-standin.js"></script>',
    )
    .replace(/https:\/\/www\.mf-machinery\.example(\/api\/dealers\/)/g, '$1')
    .replace(/ · QA gallery<\/title>/, ' · production-like page</title>');
}

export async function buildProdPages(
  out: string,
  elements: { tag: string; api: { summary: string } }[],
): Promise<string[]> {
  const dir = join(out, 'prod');
  mkdirSync(dir, { recursive: true });
  cpSync('demo/prod/prod.css', join(dir, 'prod.css'));
  await build({
    entryPoints: { 'maps-standin': 'demo/prod/maps-standin.ts' },
    outdir: dir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    logLevel: 'warning',
  });
  const lists = JSON.parse(readFileSync(join(out, 'dist/esm/preload.json'), 'utf8')) as Record<
    string,
    PreloadList
  >;
  const pages: string[] = [];
  for (const { tag, api } of elements) {
    const gallery = join('demo', `${tag}.html`);
    if (!existsSync(gallery)) continue;
    const html = prodPage(tag, api.summary, readFileSync(gallery, 'utf8'), lists);
    if (!html) continue;
    writeFileSync(join(dir, `${tag}.html`), html);
    pages.push(`${tag}.html`);
  }
  writeFileSync(
    join(dir, 'dealer-site-embed.html'),
    dealerSitePage(readFileSync('demo/dealer-site-embed.html', 'utf8')),
  );
  pages.push('dealer-site-embed.html');

  const handlers = createHandlers('default');
  for (const { url, method = 'GET', body } of STATIC_REQUESTS) {
    const request = new Request(new URL(url, 'http://localhost'), {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
    const response = await getResponse(handlers, request);
    if (!response?.ok) throw new Error(`No static answer for ${method} ${url}`);
    const path = join(out, new URL(request.url).pathname + (method === 'POST' ? '.json' : ''));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  }
  return pages;
}
