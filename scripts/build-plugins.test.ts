// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  minifyCssText,
  oneReactInterop,
  reactFacade,
  stripApiDocsFrom,
  withoutTimeZones,
} from './build-plugins';
import { listElements } from './elements';

// Inside the repository, so that the bundles' external packages (React...) resolve.
const cache = join(process.cwd(), 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const scratch = mkdtempSync(join(cache, 'mf-build-plugins-'));
/** Libraries imported from node_modules at run time instead of bundled (keeps the test quick). */
const EXTERNAL = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@r2wc/*',
  '@floating-ui/*',
  'react-day-picker',
  'date-fns',
  'date-fns/*',
  'keen-slider',
  'keen-slider/*',
];
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Bundles an api source (as the build would) and imports it. */
async function evaluate(source: string, file: string, name: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: dirname(file), loader: 'ts', sourcefile: file },
    bundle: true,
    format: 'esm',
    platform: 'node',
    external: EXTERNAL,
    // As in the production build: core's adapter imports the token stylesheet as text.
    loader: { '.css': 'text' },
    write: false,
    logLevel: 'silent',
  });
  const out = join(scratch, `${name}.mjs`);
  writeFileSync(out, result.outputFiles[0]!.text);
  return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
}

type RuntimeApi = {
  tag: string;
  attributes: Record<string, { kind: string; default: unknown; validate?: unknown }>;
};

/** What the element adapter reads at run time (not the events: `emit` takes any name). */
function runtimeView(api: RuntimeApi) {
  return {
    tag: api.tag,
    attributes: Object.fromEntries(
      Object.entries(api.attributes).map(([key, spec]) => [
        key,
        { kind: spec.kind, default: spec.default, validate: typeof spec.validate },
      ]),
    ),
  };
}

describe('stripApiDocs', () => {
  it('removes the documentation texts and nothing else', () => {
    const out = stripApiDocsFrom(`
      export const api = defineApi({
        tag: 'mf-x-y',
        summary: 'A summary.',
        attributes: {
          perPage: attr.number({ default: 25, description: 'Per ' + 'page.' }),
          unit: attr.string({ default: 'mi', type: "'mi' | 'km'", description: \`Unit\`, validate: (v) => v }),
          items: attr.json({ default: [], type: 'string[]', example: '[]', description: 'Items' }),
        },
        events: { 'mf-x-change': event('Fired on change.', '{ a: 1 }') },
        parts: { list: { description: 'The list.' } },
        slots: { '': { description: 'The page content.' } },
        cssProperties: { '--mf-x-gap': { description: 'The gap.', default: '1rem' } },
      });
      const other = { parts: { a: 1 } };
      const labels = { description: 'a label called description stays when not text', type: 'kept' };
    `);
    expect(out).not.toMatch(
      /summary|Per |Unit|Items|Fired|The list|'\\[\\]'|string\[\]|'mi' \| 'km'/,
    );
    // The api object's parts, slots and CSS properties are documentation: gone, keys and all;
    // its events are names for the manifest and the types: an empty object stays.
    expect(out).not.toMatch(/slots|cssProperties|--mf-x-gap|parts: \{ list|mf-x-change/);
    expect(out).toMatch(/events: \{\}/);
    // An object that is not the api keeps a `parts` of its own.
    expect(out).toContain('parts: { a: 1 }');
    expect(out).toContain('default: 25');
    expect(out).toContain("default: 'mi'");
    expect(out).toContain('validate: (v) => v');
    expect(out).not.toContain('event(');
    // Outside attribute specs only the documentation names go: `type` stays.
    expect(out).toContain("type: 'kept'");
  });

  it.each(listElements().map((element) => [element.tag, element]))(
    '%s: the stripped api gives the adapter the same attributes',
    async (tag, element) => {
      const file = element.apiFile;
      const source = readFileSync(file, 'utf8');
      const stripped = stripApiDocsFrom(source, file);
      expect(stripped.length).toBeLessThan(source.length);
      const [before, after] = await Promise.all([
        evaluate(source, file, `${tag}-original`),
        evaluate(stripped, file, `${tag}-stripped`),
      ]);
      const pick = (module: Record<string, unknown>) =>
        Object.values(module).find(
          (value): value is RuntimeApi =>
            typeof value === 'object' && value !== null && 'attributes' in value && 'tag' in value,
        )!;
      expect(runtimeView(pick(after))).toEqual(runtimeView(pick(before)));
      // Every description written as text in the api file is gone (the labels attribute's
      // description is built at run time by labelsAttribute and stays).
      const written = [...source.matchAll(/description:\s*'([^'\\]{12,})'/g)].map((m) => m[1]!);
      expect(written.length).toBeGreaterThan(0);
      const shipped = JSON.stringify(pick(after));
      for (const text of written) expect(shipped).not.toContain(text);
    },
    // Two esbuild bundles per element: seconds on a loaded machine.
    30_000,
  );
});

describe('minifyCssText', () => {
  it('imports a stylesheet as minified text with its selectors intact', async () => {
    const css = join(scratch, 'element.css');
    writeFileSync(
      css,
      ':host {\n  display: block;\n}\n\n.a__b:focus-visible {\n  outline: 3px solid #005fcc;\n}\n',
    );
    const result = await build({
      stdin: {
        contents: `import css from './element.css'; export default css;`,
        resolveDir: scratch,
      },
      bundle: true,
      format: 'esm',
      write: false,
      plugins: [minifyCssText],
    });
    const out = join(scratch, 'css.mjs');
    writeFileSync(out, result.outputFiles[0]!.text);
    const { default: text } = (await import(pathToFileURL(out).href)) as { default: string };
    expect(text).toBe(':host{display:block}.a__b:focus-visible{outline:3px solid #005fcc}');
  });
});

describe('withoutTimeZones', () => {
  it('replaces @date-fns/tz: the bundle carries none of it and a TZDate fails loudly', async () => {
    const result = await build({
      stdin: {
        contents: `import { TZDate } from '@date-fns/tz';
export const plain = new Date(2026, 0, 2).getDate();
export function zoned() { return new TZDate(2026, 0, 2, 'Europe/Berlin'); }
export function now() { return TZDate.tz('Europe/Berlin'); }`,
        resolveDir: process.cwd(),
      },
      bundle: true,
      format: 'esm',
      write: false,
      plugins: [withoutTimeZones],
    });
    const code = result.outputFiles[0]!.text;
    expect(code).not.toContain('Intl.DateTimeFormat');
    expect(code).toContain('mf-without-time-zones:@date-fns/tz');
    const out = join(scratch, 'tz.mjs');
    writeFileSync(out, code);
    const module = (await import(pathToFileURL(out).href)) as {
      plain: number;
      zoned: () => unknown;
      now: () => unknown;
    };
    expect(module.plain).toBe(2);
    expect(module.zoned).toThrow(/time zones are not bundled/);
    expect(module.now).toThrow(/time zones are not bundled/);
  });

  it('react-day-picker uses TZDate only behind its timeZone prop (the premise of the stub)', () => {
    // Every module of react-day-picker that imports TZDate; each use must sit behind a timeZone.
    const dir = join(process.cwd(), 'node_modules', 'react-day-picker', 'dist', 'esm');
    for (const file of ['classes/DateLib.js', 'noonDateLib.js', 'utils/toTimeZone.js']) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).toMatch(/timeZone/);
    }
  });
});

describe('oneReactInterop', () => {
  /** `hooks` modules importing React and one using JSX (the JSX runtime), bundled as the build does. */
  async function bundle(hooks: number, plugins: (typeof oneReactInterop)[]) {
    const dir = mkdtempSync(join(scratch, 'react-'));
    const names = Array.from({ length: hooks }, (_, i) => `m${i}`);
    for (const name of names)
      writeFileSync(
        join(dir, `${name}.ts`),
        `import { useState } from 'react';\nexport const ${name} = () => useState;`,
      );
    writeFileSync(
      join(dir, 'view.tsx'),
      `import React, { useId } from 'react';\nexport const view = () => [<p />, useId, React.version];`,
    );
    const result = await build({
      stdin: {
        contents: [...names, 'view']
          .map((name) => `export { ${name} } from './${name}';`)
          .join('\n'),
        resolveDir: dir,
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
      plugins,
    });
    const code = result.outputFiles[0]!.text;
    const out = join(dir, 'out.mjs');
    writeFileSync(out, code);
    return {
      conversions: code.match(/__toESM\(require_\w+\(\)/g)?.length ?? 0,
      module: (await import(pathToFileURL(out).href)) as Record<string, () => unknown>,
    };
  }

  it('converts each React entry a fixed number of times, not once per importing module', async () => {
    // Without the plugin every importer converts again.
    expect((await bundle(3, [])).conversions).toBe(3 + 2);
    expect((await bundle(9, [])).conversions).toBe(9 + 2);
    // With it, only the facades do (react, react/jsx-runtime), however many modules import them.
    const few = await bundle(3, [oneReactInterop]);
    const many = await bundle(9, [oneReactInterop]);
    expect(many.conversions).toBe(few.conversions);
    expect(many.conversions).toBeLessThanOrEqual(4);
    // And the bindings are React's (the bundle's own copy of it).
    const react = await import('react');
    expect(many.module.m8!()).toEqual(expect.any(Function));
    const [element, useId, version] = many.module.view!() as [{ type: string }, unknown, string];
    expect(element.type).toBe('p');
    expect(useId).toEqual(expect.any(Function));
    expect(version).toBe(react.version);
  });
});

describe('the react-dom/client facade', () => {
  type Hook = {
    supportsFiber: boolean;
    inject: (internals: { rendererPackageName: string }) => number;
  };
  const scope = globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook };
  /** react-dom/client tells the devtools hook about itself when its module runs: a witness. */
  const evaluated: string[] = [];
  scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    inject: (internals) => evaluated.push(internals.rendererPackageName),
  };
  afterAll(() => delete scope.__REACT_DEVTOOLS_GLOBAL_HOOK__);

  /** A module importing createRoot as r2wc does, bundled with the plugin as the build does. */
  async function bundle(name: string) {
    const result = await build({
      stdin: {
        contents: `import { createRoot } from 'react-dom/client';\nexport const make = createRoot;`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
      plugins: [oneReactInterop],
    });
    const out = join(scratch, `${name}.mjs`);
    writeFileSync(out, result.outputFiles[0]!.text);
    return (await import(pathToFileURL(out).href)) as { make: (node: unknown) => unknown };
  }

  it('runs react-dom/client in a later task of its own, not in the bundle evaluation', async () => {
    evaluated.length = 0;
    await bundle('lazy-task');
    await Promise.resolve();
    expect(evaluated).toEqual([]);
    await vi.waitFor(() => expect(evaluated).toEqual(['react-dom']));
  });

  it('runs it at once when createRoot is called before that task', async () => {
    evaluated.length = 0;
    const { make } = await bundle('lazy-call');
    expect(evaluated).toEqual([]);
    // No DOM here: react-dom's own "target container is not a DOM element" (error 299).
    expect(() => make(null)).toThrow(/299/);
    expect(evaluated).toEqual(['react-dom']);
  });

  it('exports only functions: what runs later cannot be read before', () => {
    expect(reactFacade('react-dom/client')).toMatch(/export function createRoot\(/);
    expect(reactFacade('react-dom/client')).not.toMatch(/version/);
    expect(reactFacade('react')).toBe(`export * from 'react';\nexport { default } from 'react';\n`);
  });
});
