import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './tests/setup/chromium.mjs';

/**
 * End-to-end tests over the built QA gallery (`npm run build:demo` first; npm test does), served
 * by the same static server as `npm start`, on its own ports so a running gallery is no obstacle.
 */
const PORT = Number(process.env.E2E_PORT ?? 8100);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // Two workers, each with its own browser, so every page is the front page of its browser
  // (background tabs get no animation frames: docs/toolchain.md). A file's tests stay in order
  // in one worker. E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A safety net, not a wait: every step waits on an event; a long keyboard journey on a busy
  // machine needs more than a minute.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['./tests/setup/summary-reporter.ts']]
    : [['list'], ['./tests/setup/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}/`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `tsx scripts/serve.ts build/demo`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
