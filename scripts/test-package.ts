/**
 * `npm run test:package` (part of `npm test`, after the build): the package as a front-end team
 * installs it.
 *
 * 1. publint (strict) and @arethetypeswrong/cli (ESM-only profile) on the packed package;
 * 2. `npm pack` into a scratch folder; the tarball is unpacked into the scratch folder's
 *    node_modules beside links to the repository's own React, Vue, TypeScript and Vite (no
 *    network, no second install);
 * 3. each project of tests/consumers (React 19, Vue 3, plain HTML) type-checks and builds; its
 *    planted mistakes (a wrong attribute type, an unknown event name) must fail the type check on
 *    exactly the marked lines, and the errors are printed;
 * 4. the plain page runs in Chromium: the element renders and its typed event reaches the page;
 * 5. `npx mf-check` (the package's bin, docs/mf-check.md) passes a good page (exit 0) and reports
 *    the mistakes of a bad one at their places (exit 1).
 *
 * Prints one line per check and `N passed, N failed`; exits 1 on any failure.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from '../tests/setup/chromium.mjs';

const root = process.cwd();
const PACKAGE = (JSON.parse(readFileSync('package.json', 'utf8')) as { name: string }).name;
/**
 * What the consumer projects take from the repository's install (a real project installs them),
 * and html-validate, the package's one dependency (mf-check's), as npm would install it.
 */
const LINKED = [
  'html-validate',
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'vue',
  '@vitejs/plugin-vue',
  'typescript',
  'vite',
];

let passed = 0;
let failed = 0;
function report(ok: boolean, name: string, detail = ''): void {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `\n${detail}` : ''}`);
}

function run(
  command: string,
  args: string[],
  cwd = root,
): { code: number; output: string; stdout: string } {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env } });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (process.env.MF_TEST_PACKAGE_TIMES)
    console.log(`  (${args.join(' ')}: ${Date.now() - started} ms)`);
  return { code: result.status ?? 1, output, stdout: result.stdout ?? '' };
}
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const indent = (text: string) => text.replace(/^/gm, '    ');

if (
  !existsSync('dist/esm') ||
  !existsSync('dist/THIRD_PARTY_NOTICES.md') ||
  !existsSync('dist/check/cli.js')
) {
  console.error('dist/ is missing or incomplete: run "npm run build" first.');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'mf-consumers-'));
const started = Date.now();
try {
  // 1. Lint the package.
  const publint = run(bin('publint'), ['--strict']);
  report(publint.code === 0, 'publint --strict', indent(publint.output));

  // 2. Pack and unpack.
  const pack = run('npm', ['pack', '--json', '--pack-destination', work]);
  const packed = (
    JSON.parse(pack.stdout) as {
      filename: string;
      size: number;
      unpackedSize: number;
      entryCount: number;
    }[]
  )[0]!;
  const tarball = join(work, packed.filename);
  report(
    pack.code === 0,
    'npm pack',
    indent(
      `${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1e6).toFixed(2)} MB packed, ${(packed.unpackedSize / 1e6).toFixed(2)} MB unpacked`,
    ),
  );

  const attw = run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii']);
  report(attw.code === 0, 'attw --profile esm-only', indent(attw.output));

  const modules = join(work, 'node_modules');
  const installed = join(modules, ...PACKAGE.split('/'));
  mkdirSync(installed, { recursive: true });
  const untar = run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  if (untar.code !== 0) throw new Error(`tar failed: ${untar.output}`);
  for (const name of LINKED) {
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(resolve(root, 'node_modules', name), join(modules, name), 'dir');
  }

  // 3. The consumer projects.
  const projects = [
    { name: 'react', check: 'tsc', mistakes: 'src/mistakes.tsx', build: true },
    { name: 'vue', check: 'vue-tsc', mistakes: 'src/Mistakes.vue', build: true },
    { name: 'html', check: 'tsc', mistakes: 'mistakes.js', build: false },
  ];
  for (const project of projects) {
    const dir = join(work, project.name);
    cpSync(join(root, 'tests/consumers', project.name), dir, { recursive: true });

    const typecheck = run(bin(project.check), ['-p', 'tsconfig.json'], dir);
    report(typecheck.code === 0, `${project.name}: type-checks`, indent(typecheck.output));

    // Every planted line, and no other line, has a type error.
    // The plain `file(line,col): error` format, read below, whatever the environment asks for.
    const mistakes = run(
      bin(project.check),
      ['-p', 'tsconfig.mistakes.json', '--pretty', 'false'],
      dir,
    );
    const plantedLines = readFileSync(join(dir, project.mistakes), 'utf8')
      .split('\n')
      .flatMap((line, index) => (/planted:/.test(line) ? [index + 1] : []));
    const errorLines = new Set(
      [...mistakes.output.matchAll(/^(\S+?)\((\d+),\d+\): error TS\d+/gm)]
        .filter((m) => m[1]!.endsWith(project.mistakes))
        .map((m) => Number(m[2])),
    );
    const otherErrors = [...mistakes.output.matchAll(/^(\S+?)\(\d+,\d+\): error/gm)].filter(
      (m) => !m[1]!.endsWith(project.mistakes),
    );
    const ok =
      mistakes.code !== 0 &&
      plantedLines.length > 0 &&
      plantedLines.every((line) => errorLines.has(line)) &&
      [...errorLines].every((line) => plantedLines.includes(line)) &&
      otherErrors.length === 0;
    report(
      ok,
      `${project.name}: the planted mistakes (lines ${plantedLines.join(', ')}) fail the type check`,
      indent(mistakes.output),
    );

    if (project.build) {
      const build = run(bin('vite'), ['build'], dir);
      const assets = existsSync(join(dir, 'dist/assets'))
        ? readdirSync(join(dir, 'dist/assets'))
        : [];
      const bundled = assets
        .filter((file) => file.endsWith('.js'))
        .some((file) =>
          readFileSync(join(dir, 'dist/assets', file), 'utf8').includes('mf-news-archive'),
        );
      report(build.code === 0 && bundled, `${project.name}: builds (vite)`, indent(build.output));
    }
  }

  // 4. The plain page in Chromium: the page, its script and the package's IIFE, served statically.
  const site = join(work, 'html', 'dist');
  mkdirSync(site, { recursive: true });
  for (const file of ['index.html', 'page.js']) cpSync(join(work, 'html', file), join(site, file));
  cpSync(join(installed, 'dist/mf-elements.iife.js'), join(site, 'mf-elements.iife.js'));
  report(true, 'html: builds (the page, its script and the IIFE as static files)');

  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((request, response) => {
    const path = join(
      site,
      new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html'),
    );
    if (!path.startsWith(site) || !existsSync(path)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(readFileSync(path));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    const flip = page.locator('mf-product-card').getByRole('button', { name: /Specifications/ });
    await flip.waitFor();
    const price = await page
      .locator('mf-product-card')
      .evaluate((el) => el.shadowRoot?.textContent ?? '');
    await flip.click();
    await page.locator('#face', { hasText: 'back' }).waitFor();
    report(
      errors.length === 0 && price.includes('$329,900.00'),
      'html: runs in Chromium (the card renders its price and flip button; its mf-product-flip event reaches the page script)',
      indent(errors.length ? errors.join('\n') : `shadow root text: ${price.trim().slice(0, 200)}`),
    );
  } finally {
    await browser.close();
    server.close();
  }

  // 5. mf-check, run by npx from the project as a template author would: through the link npm
  // makes for package.json "bin" (node_modules/.bin, the file made executable); `--no` stops npx
  // from looking anywhere else.
  const binDir = join(modules, '.bin');
  mkdirSync(binDir, { recursive: true });
  const cli = join(installed, 'dist/check/cli.js');
  chmodSync(cli, 0o755);
  symlinkSync(cli, join(binDir, 'mf-check'));
  const pages = join(work, 'pages');
  mkdirSync(pages);
  writeFileSync(
    join(pages, 'good.html'),
    '<mf-site-search site="mf" collection="mf-en" inline></mf-site-search>\n',
  );
  writeFileSync(
    join(pages, 'bad.html'),
    '<mf-site-search site="mf" colection="mf-en"></mf-site-search>\n<mf-news-archive site="mf" scroll-offset="50px"></mf-news-archive>\n',
  );
  const good = run('npx', ['--no', 'mf-check', 'pages/good.html'], work);
  report(
    good.code === 0 && good.stdout === 'No problems (1 file checked)\n',
    'mf-check: a good page has no problems (exit 0)',
    indent(good.output),
  );
  const bad = run('npx', ['--no', 'mf-check', 'pages'], work);
  const expected = [
    'pages/bad.html:1:2  element-required-attributes  <mf-site-search> is missing required "collection" attribute',
    'pages/bad.html:1:27  mf/unknown-attribute  <mf-site-search> has no attribute "colection" (did you mean "collection"?)',
    'pages/bad.html:2:43  attribute-allowed-values  Attribute "scroll-offset" has invalid value "50px": expected a number',
    '3 problems in 1 file (2 files checked)',
  ];
  report(
    bad.code === 1 && bad.stdout === `${expected.join('\n')}\n`,
    'mf-check: the mistakes of a bad page, each at its place (exit 1)',
    indent(bad.output),
  );
} catch (error) {
  report(false, 'test:package', indent(String(error instanceof Error ? error.stack : error)));
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(`test:package took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
