/**
 * How every test layer launches Debian Chromium (docs/toolchain.md: browser downloads fail here;
 * as root Chromium needs --no-sandbox; the background-networking flags keep it off the closed
 * network). `--js-flags=--expose-gc` lets the leak test force garbage collection.
 * `--enable-precise-memory-info` makes its heap figure exact.
 */
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
