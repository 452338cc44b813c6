import { cpSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';
import {
  minifyCssText,
  oneReactInterop,
  stripApiDocs,
  withoutTimeZones,
} from './scripts/build-plugins';
import { elementEntries } from './scripts/elements';

/**
 * One ESM entry per element, code-split so React, react-dom, r2wc and core are one shared chunk
 * (`dist/esm/chunk-*.js`) every element imports; plus one all-in-one IIFE for a CMS `<script>`
 * tag (`dist/mf-elements.iife.js`). Production React in both; stylesheets imported as
 * minified text. The theme files are copied to `dist/themes/`.
 */
const shared: Options = {
  loader: { '.css': 'text' },
  env: { NODE_ENV: 'production' },
  // terser compresses React ~1 KB gzip smaller than esbuild's minifier: the shared chunk's 73 KB budget needs it.
  minify: 'terser',
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  sourcemap: true,
  target: 'es2022',
  platform: 'browser',
  treeshake: true,
  noExternal: [/.*/],
  // Minified stylesheet text, api files without their documentation and react-day-picker
  // without the time-zone support we never use (scripts/build-plugins.ts).
  esbuildPlugins: [minifyCssText, stripApiDocs, withoutTimeZones, oneReactInterop],
  // What the bundles contain, for dist/THIRD_PARTY_NOTICES.md (scripts/third-party-notices.ts
  // reads and then removes the metafiles).
  metafile: true,
};

export default defineConfig([
  {
    ...shared,
    entry: { 'mf-runtime': 'packages/core/src/runtime.ts', ...elementEntries() },
    outDir: 'dist/esm',
    format: ['esm'],
    splitting: true,
    clean: true,
  },
  {
    ...shared,
    entry: { 'mf-elements': 'packages/all/src/all.ts' },
    outDir: 'dist',
    format: ['iife'],
    globalName: 'MfElements',
    outExtension: () => ({ js: '.iife.js' }),
    clean: false,
    // The themes are plain CSS files a page links (README "Theming"): shipped as dist/themes/*.css.
    // The media elements' page stylesheet (their look before the upgrade): dist/mf-media.css;
    // the offers elements' one: dist/mf-offers.css.
    onSuccess: async () => {
      cpSync('packages/core/themes', 'dist/themes', { recursive: true });
      cpSync('packages/media/page.css', 'dist/mf-media.css');
      // The navigation elements' page stylesheet (header, footer: no shift at the upgrade).
      cpSync('packages/navigation/page.css', 'dist/mf-navigation.css');
      // The offers grid's page stylesheet (cards before the upgrade: no shift).
      cpSync('packages/offers/page.css', 'dist/mf-offers.css');
      // The product card's page stylesheet (the card's rows before the upgrade: no shift).
      cpSync('packages/products/page.css', 'dist/mf-products.css');
      // The product page elements' page stylesheet (tabs, gallery, table: no shift; overlays).
      cpSync('packages/product-page/page.css', 'dist/mf-product-page.css');
      // The page tools' one (sidebar links and share row before the upgrade, modal content hidden).
      cpSync('packages/page-tools/page.css', 'dist/mf-page-tools.css');
      // The location elements' page stylesheet (the map's, name's and links' room before the upgrade).
      cpSync('packages/locations/page.css', 'dist/mf-locations.css');
      // The room of the list elements while their first answer loads (no shift).
      cpSync('packages/events/page.css', 'dist/mf-events.css');
      cpSync('packages/news/page.css', 'dist/mf-news.css');
      cpSync('packages/dealer-locator/page.css', 'dist/mf-dealer-locator.css');
      cpSync('packages/search/page.css', 'dist/mf-search.css');
      // The lead form's page stylesheet (its frame's room before the upgrade: no shift).
      cpSync('packages/forms/page.css', 'dist/mf-forms.css');
    },
  },
  {
    // mf-check (docs/mf-check.md): the `mf-check` bin and its functions, for Node, with their
    // declarations. html-validate is a dependency of the package, imported, not bundled.
    entry: { index: 'packages/check/src/check.ts', cli: 'packages/check/src/cli.ts' },
    outDir: 'dist/check',
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    splitting: true,
    sourcemap: true,
    clean: true,
    external: ['html-validate'],
    dts: { entry: { index: 'packages/check/src/check.ts' } },
  },
]);
