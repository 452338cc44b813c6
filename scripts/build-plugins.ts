/**
 * esbuild plugins of the production build (tsup.config.ts). Both remove bytes a browser never
 * uses; neither changes behaviour, and the unit tests (which import the sources directly) see
 * the unchanged files.
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
 *   sources; `emit` takes any name). Issue 15 (26 Nov 2026): 0.3 KB gzip of the five product
 *   page elements' 8.8 KB was these objects.
 */
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
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
 * React ships CommonJS, and esbuild gives every ES module that imports it its own `__toESM` copy
 * of the exports (a getter per export): 128 copies of React's and 78 of jsx-runtime's in the
 * all-in-one bundle, measured at 13 ms of its evaluation in Chromium before any element runs
 * (issue 20). Here every `import … from 'react'` (and react/jsx-runtime, react-dom, react-dom/client)
 * resolves to one ES facade per entry that re-exports it, so the conversion happens once per
 * entry and importers bind to the facade. `require()` calls (React's own, inside node_modules)
 * are left alone.
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
      contents: `export * from '${args.path}';\nexport { default } from '${args.path}';\n`,
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};
