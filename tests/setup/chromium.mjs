/**
 * How every test layer launches Debian Chromium (docs/toolchain.md: browser downloads fail here;
 * as root Chromium needs --no-sandbox; the background-networking flags keep it off the closed
 * network). `--js-flags=--expose-gc` lets the leak test force garbage collection.
 * `--enable-precise-memory-info` makes its heap figure exact.
 *
 * Two binaries of the same Chromium:
 * - `chromiumPath`, the browser (Debian package `chromium`): what a visitor runs, so the
 *   measurements use it (Lighthouse, the browser bench), and web-test-runner's tests of frames
 *   and layout shifts (the shell draws an iframe's first frames differently: a layout-shift test
 *   of the product features failed there one run in four);
 * - `testChromiumPath`, the headless shell (Debian package `chromium-headless-shell`, the same
 *   Blink and V8 without the browser's own interface), for the page-level tests (end to end,
 *   interop, the package): the same pages in about half the time (docs/toolchain.md), which on a
 *   two-core machine is a third of the suite. Without it installed, they use the browser.
 * `CHROME_PATH` names one binary for both.
 */
import { existsSync } from 'node:fs';

const first = (...paths) => paths.find((path) => path && existsSync(path));

export const chromiumPath = process.env.CHROME_PATH || first('/usr/bin/chromium');

export const testChromiumPath =
  process.env.CHROME_PATH || first('/usr/bin/chromium-headless-shell', '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--js-flags=--expose-gc',
  // performance.memory exact (not bucketed): the conformance heap check.
  '--enable-precise-memory-info',
];
