/**
 * esbuild plugins of the production build (tsup.config.ts). The three below remove bytes a
 * browser never uses; `oneReactInterop` (at the end of the file) changes how React's CommonJS is
 * bound and when react-dom's client runs. None changes behaviour, and the unit tests (which
 * import the sources directly) see the unchanged files.
 *
 * - `minifyCssText`: the element stylesheets are imported as text (`loader: '.css': 'text'`)
 *   and adopted as constructed sheets; this minifies that text with esbuild's CSS minifier.
 *   tsup's own postcss plugin answers every load of a path ending in `.css`, so the plugin
 *   resolves `.css` imports to a path of its own first.
 * - `withoutTimeZones`: react-day-picker imports `TZDate` from @date-fns/tz for its `timeZone`
 *   prop, and uses it only when that prop is given. Our date picker (packages/ui) never gives
 *   it, yet the import costs the news archive 1.4 KB gzip. The plugin puts a small module in
 *   its place whose TZDate throws a clear error, so a future `timeZone` prop fails loudly in
 *   the gallery and the browser tests rather than silently computing in the wrong zone.
 * - `stripApiDocs`: `*.api.ts` files carry the documentation of every attribute and event for
 *   custom-elements.json and the README tables (scripts/build-manifest.ts). At run time only
 *   the attribute kinds, defaults and validators are read, so the plugin drops `description`,
 *   `summary` and `example` texts, the `type` text of attribute specs and the texts of
 *   `event(description, type)` before bundling; and, from the object given to `defineApi`, its
 *   `parts`, `slots` and `cssProperties`, and the names of its `events` (left `{}`), which only
 *   the manifest, the README tables, the types and the conformance suite read (from the
 *   sources; `emit` takes any name). Measured 26 Nov 2026: 0.3 KB gzip of the five product
 *   page elements' 8.8 KB was these objects.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { transform, type Plugin } from 'esbuild';
import ts from 'typescript';

const CSS_SUFFIX = '?minified';

export const minifyCssText: Plugin = {
  name: 'mf-minify-css-text',
  setup(build) {
    // The suffix keeps the path from ending in `.css`: tsup's onLoad (filter /\.css$/, any
    // namespace) is registered before this plugin's and would otherwise load it unminified.
    build.onResolve({ filter: /\.css$/ }, (args) => ({
      path: `${resolve(args.resolveDir, args.path)}${CSS_SUFFIX}`,
      namespace: 'mf-css-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'mf-css-text' }, async (args) => {
      const file = args.path.slice(0, -CSS_SUFFIX.length);
      const { code } = await transform(await readFile(file, 'utf8'), {
        loader: 'css',
        minify: true,
      });
      return { contents: code.trim(), loader: 'text', watchFiles: [file] };
    });
  },
};

/** Property names whose text is documentation only (see the file comment). */
const DOC_PROPERTIES = new Set(['description', 'summary', 'example']);
/** Properties of the api object that are documentation only, whatever they hold. */
const DOC_API_PROPERTIES = new Set(['parts', 'slots', 'cssProperties']);

const isText = (node: ts.Node): boolean =>
  ts.isStringLiteralLike(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isBinaryExpression(node) && isText(node.left) && isText(node.right)) ||
  (ts.isParenthesizedExpression(node) && isText(node.expression));

const propertyName = (node: ts.ObjectLiteralElementLike): string | null =>
  ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
    ? node.name.text
    : null;

/** `attr.string({...})`, `attr.json({...})`, ...: the argument object is an attribute spec. */
const isAttrCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'attr';

const isCallOf = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;

const isEventCall = (node: ts.Node): node is ts.CallExpression => isCallOf(node, 'event');

/** The source of an api file without its documentation texts (exported for the unit test). */
export function stripApiDocsFrom(source: string, fileName = 'element.api.ts'): string {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const transformer: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (isEventCall(node) && node.arguments.every(isText)) {
        const empty = node.arguments.map(() => ts.factory.createStringLiteral(''));
        return ts.factory.updateCallExpression(node, node.expression, node.typeArguments, empty);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const inAttrSpec = isAttrCall(node.parent);
        const isApi = isCallOf(node.parent, 'defineApi');
        const kept = node.properties.filter((property) => {
          const name = propertyName(property);
          if (isApi && name && DOC_API_PROPERTIES.has(name)) return false;
          if (isApi && name === 'events') return false;
          if (!name || !ts.isPropertyAssignment(property) || !isText(property.initializer))
            return true;
          return !(DOC_PROPERTIES.has(name) || (inAttrSpec && name === 'type'));
        });
        const visited = ts.visitEachChild(
          ts.factory.updateObjectLiteralExpression(node, kept),
          visit,
          context,
        );
        if (!isApi) return visited;
        const noEvents = ts.factory.createPropertyAssignment(
          'events',
          ts.factory.createObjectLiteralExpression([]),
        );
        return ts.factory.updateObjectLiteralExpression(visited, [...visited.properties, noEvents]);
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (root) => ts.visitNode(root, visit) as ts.SourceFile;
  };
  const [result] = ts.transform(file, [transformer]).transformed;
  return ts.createPrinter().printFile(result!);
}

export const stripApiDocs: Plugin = {
  name: 'mf-strip-api-docs',
  setup(build) {
    build.onLoad({ filter: /\.api\.ts$/ }, async (args) => ({
      contents: stripApiDocsFrom(await readFile(args.path, 'utf8'), args.path),
      loader: 'ts',
      resolveDir: dirname(args.path),
    }));
  },
};

/** The module that stands in for @date-fns/tz (see the file comment). */
export const TIME_ZONES_STUB = `const unsupported = () => {
  throw new Error('mf: time zones are not bundled: pass no timeZone to the date picker (scripts/build-plugins.ts)');
};
export class TZDate extends Date {
  constructor() {
    super();
    unsupported();
  }
  static tz() {
    return unsupported();
  }
}`;

export const withoutTimeZones: Plugin = {
  name: 'mf-without-time-zones',
  setup(build) {
    build.onResolve({ filter: /^@date-fns\/tz$/ }, () => ({
      path: '@date-fns/tz',
      namespace: 'mf-without-time-zones',
    }));
    build.onLoad({ filter: /.*/, namespace: 'mf-without-time-zones' }, () => ({
      contents: TIME_ZONES_STUB,
      loader: 'js',
    }));
  },
};

/** The CommonJS entries of React that ESM modules import (the JSX transform imports jsx-runtime). */
const REACT_ENTRIES = /^react(-dom)?(\/jsx-runtime|\/client)?$/;
const FACADE = 'mf-react-facade';
/**
 * The entry whose facade does not evaluate it with the bundle: react-dom/client, which brings the
 * reconciler and the scheduler. Only r2wc's `createRoot`, behind the adapter, calls it, at an
 * element's mount, a task after the bundle's evaluation (core/browser/next-task).
 */
const LAZY_ENTRY = 'react-dom/client';
const NEXT_TASK = resolve('packages/core/src/browser/next-task.ts');

/** The functions react-dom/client exports (createRoot, hydrateRoot), read off the installed React. */
function lazyExports(entry: string): string[] {
  const exported = createRequire(join(process.cwd(), 'package.json'))(entry) as Record<
    string,
    unknown
  >;
  return Object.keys(exported).filter((name) => typeof exported[name] === 'function');
}

/** The facade module of one React entry (see `oneReactInterop`). */
export function reactFacade(entry: string): string {
  if (entry !== LAZY_ENTRY)
    return `export * from '${entry}';\nexport { default } from '${entry}';\n`;
  // The `require` call becomes esbuild's own CommonJS wrapper, which runs the module once, when
  // first called: by the first `createRoot`, or before it by the task of its own that the facade
  // posts when the bundle is evaluated, which comes before any element's mount task. So the
  // module is in neither the evaluation nor a mount. Only functions are exported: an import of
  // anything else (`version`) is a build error, not a value read before the module ran.
  return [
    `import { soloTask } from ${JSON.stringify(NEXT_TASK)};`,
    `let loaded;`,
    `const load = () => (loaded ??= require('${entry}'));`,
    `soloTask(load);`,
    ...lazyExports(entry).map(
      (name) => `export function ${name}(...args) { return load().${name}(...args); }`,
    ),
  ].join('\n');
}

/**
 * React ships CommonJS, and esbuild gives every ES module that imports it its own `__toESM` copy
 * of the exports (a getter per export): 128 copies of React's and 78 of jsx-runtime's in the
 * all-in-one bundle, measured at 13 ms of its evaluation in Chromium before any element runs
 * (docs/performance.md). Here every `import … from 'react'` (and react/jsx-runtime, react-dom, react-dom/client)
 * resolves to one ES facade per entry that re-exports it, so the conversion happens once per
 * entry and importers bind to the facade. `require()` calls (React's own, inside node_modules)
 * are left alone. react-dom/client's facade is lazy (`reactFacade`): 7-11 ms of a page's
 * module evaluation (reconciler and scheduler), now a task of its own after it.
 */
export const oneReactInterop: Plugin = {
  name: 'mf-one-react-interop',
  setup(build) {
    build.onResolve({ filter: REACT_ENTRIES }, (args) =>
      args.kind === 'import-statement' && args.namespace !== FACADE
        ? { path: args.path, namespace: FACADE }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: FACADE }, (args) => ({
      contents: reactFacade(args.path),
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};
