/**
 * Browser tests: the built custom elements (dist/esm) in real Chromium. `npm run build` first
 * (npm test does). MSW's worker is served at the root so it can control the test pages.
 */
import { playwrightLauncher } from '@web/test-runner-playwright';
import { readFileSync } from 'node:fs';
import { chromiumArgs, chromiumPath } from './tests/setup/chromium.mjs';
import { bundleTestsPlugin } from './tests/setup/wtr-bundle-plugin.mjs';

const worker = readFileSync('demo/public/mockServiceWorker.js', 'utf8');

export default {
  files: ['tests/browser/**/*.test.ts'],
  rootDir: '.',
  plugins: [bundleTestsPlugin()],
  middleware: [
    (context, next) => {
      if (context.path === '/mockServiceWorker.js') {
        context.type = 'js';
        context.body = worker;
        return undefined;
      }
      return next();
    },
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs, headless: true },
    }),
  ],
  // Background tabs get no animation frames: one page at a time (docs/toolchain.md).
  concurrency: 1,
  concurrentBrowsers: 1,
  // Above the slack of tests/browser/helpers.ts waitFor: a safety net for a busy machine.
  testFramework: { config: { timeout: 120000 } },
  browserStartTimeout: 60000,
  testsFinishTimeout: 600000,
};
