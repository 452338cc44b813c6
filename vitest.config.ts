import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';

/**
 * Element stylesheets are imported as text (tsup loader 'text'); vitest would blank `.css`
 * imports, so map them to `?raw` (docs/toolchain.md).
 */
function cssAsText(): Plugin {
  return {
    name: 'mf-css-as-text',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.css') || !importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?raw` : null;
    },
  };
}

/** Test files of the build scripts and of what loads the api files as Node does. */
const NODE_FILES = [
  'scripts/**/*.test.ts',
  'tests/lighthouse/**/*.test.ts',
  'tests/conformance/parts.test.ts',
];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [cssAsText()],
  // The path aliases of tsconfig.json: the gallery's mocks and fakes, and each package's
  // test-only testing/ folder (beside src/, never built).
  resolve: {
    alias: [
      { find: /^@mf\/demo-mocks\//, replacement: here('./demo/mocks/') },
      { find: /^@mf\/demo-fakes\//, replacement: here('./demo/fakes/') },
      {
        find: /^@mf\/([^/]+)\/testing\//,
        replacement: here('./packages/$1/testing/'),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    css: { include: [/\.css\?raw$/] },
    globals: true,
    setupFiles: ['tests/setup/vitest-setup.ts'],
    restoreMocks: true,
    // A safety net, not a wait: above the 20 s asyncUtilTimeout of tests/setup/vitest-setup.ts,
    // and above what the product selector's longest view tests (10 s alone) took beside the
    // browsers on a clean-clone run with a busy loop (over 30 s).
    testTimeout: 120_000,
    // Vitest's default is a core less than the machine has: one worker on the 2-core CI machine,
    // where the unit layer runs beside the browsers (scripts/test.ts) and, with a single process,
    // got the smallest share of the cores and finished last. Two workers: 217 s there alone, not
    // 295 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'elements',
          include: [
            'packages/**/*.test.{ts,tsx}',
            'demo/**/*.test.{ts,tsx}',
            'tests/conformance/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...NODE_FILES],
          // Each test file in a fresh V8 context of a long-lived worker, not in a process of its
          // own: a jsdom window costs a new process about 0.9 s (loading jsdom again), a context
          // almost nothing. The whole unit layer: about 127 s and 170 CPU-seconds alone, against
          // 235 s and 427 (docs/toolchain.md "Unit tests in V8 contexts").
          pool: 'vmForks',
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: NODE_FILES,
          // Node's own module system: the build scripts register a module loader
          // (scripts/load-apis.ts) and load CommonJS packages that a V8 context cannot.
          pool: 'forks',
        },
      },
    ],
  },
});
