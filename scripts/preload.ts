/**
 * Part of `npm run build`: for each ES module entry, the modules it needs before it runs, so a
 * page can ask for all of them at once (`<link rel="modulepreload">`) instead of discovering
 * them one level of `import` at a time (one network round trip per level).
 *
 * Read from esbuild's metafile of the ESM build (tsup `metafile: true`, before
 * scripts/third-party-notices.ts removes it); only static imports count: what an element
 * imports with `import()` (the map, a lazy view) loads when it is first used and is not preloaded.
 * Writes, in the package:
 * - `dist/esm/preload.json`: `{ "<entry>": { "levels": n, "modules": ["<entry>.js", "chunk-….js", …] } }`,
 *   file names relative to `dist/esm/`; `levels` is the round trips a page without the preload
 *   waits for (the entry, then one per level of imports, breadth first);
 * - `dist/esm/<entry>.preload.html`: the ready snippet, the preload links and the script tag.
 * The production-like pages (scripts/build-prod.ts) use the JSON; docs/using-elements.md
 * explains the snippet.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { elementEntries } from './elements';

export interface Metafile {
  outputs: Record<
    string,
    { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }
  >;
}

export interface PreloadList {
  /** Round trips a page without the preload waits for: the entry's, then one per level of imports. */
  levels: number;
  /** The entry first, then every module it imports statically, nearest first. */
  modules: string[];
  /**
   * Modules it loads with `import()` when first used (a carousel's slider, a map, a view opened
   * on demand), with what they import beyond `modules`: not preloaded, listed for the record.
   */
  lazy: string[];
}

const importsOf = (meta: Metafile, output: string, kind: string): string[] =>
  (meta.outputs[output]?.imports ?? [])
    .filter((i) => i.kind === kind && !i.external && i.path in meta.outputs)
    .map((i) => i.path);

/**
 * The entry's modules (itself, then its static imports breadth first) and the round trips a page
 * without preload waits for: the browser asks for a module once it has parsed the first module
 * that imports it, so a module's round trip is its shortest distance from the entry, plus one.
 */
export function preloadList(meta: Metafile, output: string): PreloadList {
  const level = new Map([[output, 1]]);
  const queue = [output];
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i]!;
    for (const path of importsOf(meta, from, 'import-statement')) {
      if (level.has(path)) continue;
      level.set(path, level.get(from)! + 1);
      queue.push(path);
    }
  }
  const lazy: string[] = [];
  const seen = new Set(queue);
  for (let i = 0; i < queue.length + lazy.length; i++) {
    const from = i < queue.length ? queue[i]! : lazy[i - queue.length]!;
    const next = [
      ...importsOf(meta, from, 'dynamic-import'),
      ...(i < queue.length ? [] : importsOf(meta, from, 'import-statement')),
    ];
    for (const path of next) {
      if (seen.has(path)) continue;
      seen.add(path);
      lazy.push(path);
    }
  }
  return {
    levels: Math.max(...level.values()),
    modules: queue.map((p) => basename(p)),
    lazy: lazy.map((p) => basename(p)),
  };
}

/** The lists of the package's entries (`mf-dealer-locator`, …), from the ESM build's metafile. */
export function preloadLists(meta: Metafile, entries: string[]): Record<string, PreloadList> {
  return Object.fromEntries(
    [...entries].sort().map((entry) => {
      const output = Object.keys(meta.outputs).find((path) => basename(path) === `${entry}.js`);
      if (!output) throw new Error(`preload: the build has no ${entry}.js`);
      return [entry, preloadList(meta, output)] as const;
    }),
  );
}

/**
 * The preload links and script tags of a page with these entries: the union of their modules,
 * each once, `base` before each file name (the folder `dist/esm/` is served from).
 */
export function preloadTags(
  lists: Record<string, PreloadList>,
  entries: string[],
  base: string,
): string {
  const modules = new Set<string>();
  for (const entry of entries) {
    const list = lists[entry];
    if (!list) throw new Error(`preload: no entry ${entry} in the build`);
    for (const module of list.modules.slice(1)) modules.add(module);
  }
  const entryFiles = new Set(entries.map((e) => `${e}.js`));
  return [
    ...[...modules]
      .filter((m) => !entryFiles.has(m))
      .map((m) => `<link rel="modulepreload" href="${base}${m}">`),
    ...entries.map((e) => `<script type="module" src="${base}${e}.js"></script>`),
  ].join('\n');
}

if (process.argv[1]?.endsWith('preload.ts')) {
  const file = 'dist/esm/metafile-esm.json';
  const meta = JSON.parse(readFileSync(file, 'utf8')) as Metafile;
  const lists = preloadLists(meta, ['mf-runtime', ...Object.keys(elementEntries())]);
  writeFileSync('dist/esm/preload.json', `${JSON.stringify(lists, null, 2)}\n`);
  for (const entry of Object.keys(lists)) {
    writeFileSync(
      `dist/esm/${entry}.preload.html`,
      `<!-- The modules of ${entry}.js, requested together (dist/esm/preload.json; generated by the build, so use the snippet of the release you serve). Addresses are relative to dist/esm/: put the folder's address before each. -->\n${preloadTags(lists, [entry], '')}\n`,
    );
  }
  const deepest = Math.max(...Object.values(lists).map((l) => l.levels));
  console.log(
    `dist/esm/preload.json: ${Object.keys(lists).length} entries, import chains up to ${deepest} levels, 1 with the preload links.`,
  );
}
