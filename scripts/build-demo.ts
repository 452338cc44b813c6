/**
 * `npm run build:demo`: the static QA gallery in build/demo, hostable by any static server.
 * Expects `npm run build` to have produced dist/. Copies the pages and public files, bundles the
 * gallery runtime (MSW mocks, fakes, toolbar) and page scripts, copies the element bundles and
 * writes the index page from the element apis.
 */
import { build } from 'esbuild';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { apiPages } from './api-pages';
import { buildProdPages } from './build-prod';
import { loadApis } from './load-apis';
import { escapeHtml as escape } from '../demo/mocks/html';
import { consentPanelMarkup } from '../demo/fakes/consent-manager';
import { themeHead } from '../demo/src/theme-head';

const out = 'build/demo';
if (!existsSync('dist/esm')) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync('demo/public', out, { recursive: true });
cpSync('dist', join(out, 'dist'), { recursive: true });

const pages = readdirSync('demo').filter((name) => name.endsWith('.html'));
// The fake consent manager's panel is written into its section, so it holds its room from the
// first paint (demo/fakes/consent-manager.ts `consentPanelMarkup`); the page script wires it.
const CONSENT_SECTION = '<section id="fake-consent" class="fake-consent"></section>';
// A page that boots the gallery gets its theme's stylesheet in its head, so the first paint is
// already themed (demo/src/theme-head.ts).
for (const page of pages) {
  const html = readFileSync(join('demo', page), 'utf8').replace(
    CONSENT_SECTION,
    `<section id="fake-consent" class="fake-consent" aria-labelledby="fake-consent-heading">\n${consentPanelMarkup()}\n</section>`,
  );
  writeFileSync(
    join(out, page),
    html.includes('src="./gallery.js"')
      ? html.replace('</head>', `${themeHead('./')}\n</head>`)
      : html,
  );
}

const pageScripts = existsSync('demo/src/pages')
  ? readdirSync('demo/src/pages')
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join('demo/src/pages', name))
  : [];
// At the top of every file of the gallery's scripts, so it runs before MSW loads wherever MSW
// lands among the shared chunks (demo/src/storage-guard.ts).
const storageGuard = await build({
  entryPoints: ['demo/src/storage-guard.ts'],
  bundle: true,
  write: false,
  format: 'iife',
  target: 'es2022',
  minify: true,
  logLevel: 'warning',
});
await build({
  banner: { js: storageGuard.outputFiles[0]!.text.trim() },
  entryPoints: {
    gallery: 'demo/src/gallery.ts',
    // The API pages' playground (scripts/api-playground.ts); it boots the gallery itself.
    playground: 'demo/src/playground.ts',
    ...Object.fromEntries(
      pageScripts.map((p) => [`pages/${p.split('/').pop()!.replace(/\.ts$/, '')}`, p]),
    ),
  },
  outdir: out,
  bundle: true,
  format: 'esm',
  splitting: true,
  platform: 'browser',
  target: 'es2022',
  sourcemap: true,
  minify: true,
  logLevel: 'warning',
});

const elements = await loadApis();
const elementPages = new Set(elements.map((e) => `${e.tag}.html`));
const otherPages = pages
  .filter((page) => page !== 'index.html' && !elementPages.has(page))
  .map((page) => {
    const title =
      /<title>([^<]*)<\/title>/.exec(readFileSync(join('demo', page), 'utf8'))?.[1] ?? page;
    return `<li><a href="./${page}">${escape(title)}</a></li>`;
  });
const prodPages = await buildProdPages(out, elements);
const items = elements.map(
  (e) =>
    `<li><a href="./${e.tag}.html"><code>&lt;${e.tag}&gt;</code></a><p>${escape(e.api.summary)}</p><p><a class="gallery-api-link" href="./api/${e.tag}.html">API reference</a></p></li>`,
);
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA gallery · mf web components</title>
<link rel="stylesheet" href="./gallery.css">
</head>
<body>
<main>
<h1>QA gallery</h1>
<p class="gallery-note">Every element of the library with its mock backend. Each page has a scenario switch (default, empty, error, slow), a language switch (English, German) and a theme switch (the manufacturer, a sister brand, a dealer site: the shipped themes of dist/themes/).</p>
<h2>Elements</h2>
<ul class="gallery-index">
${items.join('\n')}
</ul>
<h2>Production-like pages</h2>
<p class="gallery-note">Each element alone on a plain page as a CMS renders it, with only its stylesheets and bundle: no mock service worker, no gallery script; its answers are static JSON files (the mocks' fixtures, written at build time), compressed by the server. Lighthouse measures these (npm run test:lighthouse).</p>
<ul class="gallery-index">
${prodPages.map((page) => `<li><a href="./prod/${page}">${escape(page.replace(/\.html$/, ''))}</a></li>`).join('\n')}
</ul>
${otherPages.length ? `<h2>Other pages</h2>\n<ul class="gallery-index">\n${otherPages.join('\n')}\n</ul>` : ''}
</main>
</body>
</html>
`,
);
// The API page of each element (scripts/api-pages.ts), linked from the index and each page's toolbar.
const api = apiPages();
mkdirSync(join(out, 'api'), { recursive: true });
for (const [path, html] of api) writeFileSync(join(out, path), html);

console.log(
  `Gallery built in ${out}: ${api.size} API page(s), ${elements.length} element page(s), ${otherPages.length} other page(s), ${prodPages.length} production-like page(s).`,
);
