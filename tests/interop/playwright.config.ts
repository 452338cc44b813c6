import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../setup/chromium.mjs';

/**
 * The interop layer: the Vue, Svelte, Angular and React apps of tests/interop/apps,
 * built by `npm run build:interop` into build/demo/interop, served with the gallery (its mock
 * worker and /dist bundles) by the same static server as the e2e tests, on its own port
 * (INTEROP_PORT, default 8102), so that it runs beside them in `npm test`.
 */
const PORT = Number(process.env.INTEROP_PORT ?? 8102);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.interop.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['../setup/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}/`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `tsx scripts/serve.ts build/demo`,
    cwd: '../..',
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
