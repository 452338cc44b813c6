/**
 * `npm run bench` section: the product selector's work on 1,000 cards and 20 filter
 * fields, bundled and minified by esbuild as users get it. "A filter or range change to an
 * updated grid": applySelection (filter, counts per option for every field, sort) plus the
 * React render of the grid that follows, in jsdom (flushSync, so the commit is inside the
 * measurement). "Quick view on 200 cards": the grid of 200 cards turned to the back and back
 * again. Dragging a thumb re-renders only the slider (its draft state; @mf/ui/range-slider) and
 * commits once on release: no grid work to measure per move. "Model search": one keystroke of a
 * typed query (each run the next one) against 5,000 generated model names, keyed once before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error jsdom ships no types and @types/jsdom is not installed (vitest brings jsdom).
import { JSDOM as UntypedJSDOM } from 'jsdom';
import type { BenchCase } from './bench-measure';
import type * as BundleModule from '../packages/products/testing/bench-bundle';

const JSDOM = UntypedJSDOM as new (
  html: string,
  options: { pretendToBeVisual: boolean },
) => { window: Window };

async function loadBundled(): Promise<typeof BundleModule> {
  const root = resolve(import.meta.dirname, '..');
  const result = await build({
    entryPoints: [join(root, 'packages/products/testing/bench-bundle.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2022',
    jsx: 'automatic',
    // Stylesheets come in as text, as in the library build (the card's card.css).
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const dir = mkdtempSync(join(tmpdir(), 'mf-bench-'));
  const file = join(dir, 'bench-products.mjs');
  writeFileSync(file, result.outputFiles[0]!.text);
  try {
    return (await import(pathToFileURL(file).href)) as typeof BundleModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function productCases(): Promise<BenchCase[]> {
  const { window } = new JSDOM('<!doctype html><div id="root"></div>', { pretendToBeVisual: true });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'HTMLElement', 'Node', 'Element', 'navigator'])
    if (!(name in globals)) globals[name] = (window as unknown as Record<string, unknown>)[name];
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  // The grid's first commit holds a window's worth of cards (the rest follow after
  // each paint). A window as large as 10,000 px square holds all 1,000, so the figures below are
  // of the whole grid in one commit, as before the progressive grid, and compare with them.
  Object.assign(globals, { innerWidth: 10_000, innerHeight: 10_000 });
  const bundle = await loadBundled();
  const { cards, filters, sort, selections } = bundle.prepare(1000);
  const grid = bundle.mountGrid(window.document.getElementById('root')!);
  let flip = false;
  let at = 0;
  const small = cards.slice(0, 200);
  const MODELS = 5000;
  const search = bundle.modelSearch(MODELS);
  // Every prefix of the typed query, one a run: the median is the time per keystroke.
  const typed = 'MF 6R-250 Premium';
  const keys = Array.from(typed, (_, i) => typed.slice(0, i + 1));
  let key = 0;
  return [
    {
      label: 'products: 1,000-card answer validated and normalised at the boundary',
      run: () => void bundle.normalize(1000),
    },
    {
      label:
        'products: filter change on 1,000 cards x 20 fields (filter + counts + sort), data only',
      run: () => {
        at = (at + 1) % selections.length;
        bundle.apply(cards, filters, sort, selections[at]!);
      },
    },
    {
      label: 'products: filter or range change on 1,000 cards to an updated grid (data + render)',
      run: () => {
        at = (at + 1) % selections.length;
        grid.render(bundle.apply(cards, filters, sort, selections[at]!).cards, new Set());
      },
    },
    {
      label: 'products: quick view on 200 cards (all turned, render)',
      run: () => {
        flip = !flip;
        grid.render(small, flip ? new Set(small.map((c) => c.id)) : new Set());
      },
    },
    {
      label: `products: model search, ${MODELS.toLocaleString('en')} names keyed (once per catalogue)`,
      run: () => void search.index(),
    },
    {
      label: `products: model search, one keystroke of "${typed}" against ${MODELS.toLocaleString('en')} names (key + match + rank)`,
      run: () => {
        key = (key + 1) % keys.length;
        void search.keystroke(keys[key]!);
      },
    },
  ];
}
