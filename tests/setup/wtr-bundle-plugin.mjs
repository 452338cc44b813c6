/**
 * Serves each `tests/browser/*.test.ts` bundled by esbuild (TypeScript, msw, fixtures, CommonJS
 * interop), so test files can import the MSW handlers and helpers like any other module (the
 * gallery's as `@mf/demo-mocks/...` and `@mf/demo-fakes/...`, as tsconfig.json's paths say).
 * The element bundles under /dist/ stay external: tests load exactly what users get.
 */
import { build } from 'esbuild';
import { resolve } from 'node:path';

export function bundleTestsPlugin() {
  return {
    name: 'mf-bundle-tests',
    async serve(context) {
      if (!context.path.startsWith('/tests/browser/') || !context.path.endsWith('.ts'))
        return undefined;
      const result = await build({
        entryPoints: [resolve('.' + context.path)],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        sourcemap: 'inline',
        external: ['/dist/*', '/__web-dev-server__*', '/__wtr*'],
        // The api files import @mf/core, whose adapter imports the token stylesheet as text.
        loader: { '.css': 'text' },
        // The gallery's mocks and fakes by the path aliases of tsconfig.json.
        alias: { '@mf/demo-mocks': './demo/mocks', '@mf/demo-fakes': './demo/fakes' },
        define: { 'process.env.NODE_ENV': '"test"' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}
