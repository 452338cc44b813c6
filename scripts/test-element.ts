/**
 * `npm run test:element -- <name>`: one element's tests in every layer (CONTRIBUTING "Run one
 * element's tests in every layer"). The name is the tag (`mf-dealer-locator`) or the folder name
 * (`dealer-locator`); an unknown name fails with the list of known tags (custom-elements.json).
 *
 * Stages, in order, each one's result printed and a summary at the end (exit 1 if any failed):
 * 1. vitest on the element's folder (its view, internal/ and element tests);
 * 2. vitest on the jsdom conformance suites, filtered to the element (`-t "<mf-x>"`);
 * 3. `npm run build:demo` (dist/ for the Chromium tests, build/demo/ for end to end), skipped
 *    with `--no-build` to reuse the last build (`--list` prints the stages and runs nothing);
 * 4. web-test-runner on `tests/browser/mf-<name>*.test.ts`;
 * 5. web-test-runner on the shared files, only their tests whose titles contain `<mf-x>` (the
 *    others skipped, tests/setup/wtr-only.config.mjs): the law suite (one `describe('<mf-x>')`
 *    per element), the Chromium conformance suite and every other browser file whose titles
 *    name the element (`page-tools.test.ts` holds the modal's);
 * 6. Playwright on `tests/e2e/mf-<name>*.e2e.ts`;
 * 7. Playwright on the other e2e files whose titles name the element, with `--grep "<mf-x>"`.
 *
 * Ports stay clear of a running gallery (8000): WTR_PORT (default 8731) for web-test-runner,
 * E2E_PORT (default 8732) for Playwright's server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface ManifestModule {
  path: string;
  declarations: { tagName?: string }[];
}

export interface KnownElement {
  tag: string;
  /** The element's folder, e.g. `packages/page-tools/src/modal`. */
  dir: string;
}

export interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

/** Every element of custom-elements.json with its folder. */
export function knownElements(manifest: { modules: ManifestModule[] }): KnownElement[] {
  return manifest.modules
    .flatMap((module) =>
      module.declarations
        .filter((d) => d.tagName)
        .map((d) => ({ tag: d.tagName!, dir: dirname(module.path) })),
    )
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The element a name means (`mf-modal` or `modal`), or an error listing the known tags. */
export function resolveElement(
  name: string | undefined,
  elements: KnownElement[],
): KnownElement | { error: string } {
  const known = `Known elements: ${elements.map((e) => e.tag).join(', ')}.`;
  if (!name) return { error: `Usage: npm run test:element -- <name>. ${known}` };
  const tag = name.startsWith('mf-') ? name : `mf-${name}`;
  return elements.find((e) => e.tag === tag) ?? { error: `No element "${name}". ${known}` };
}

/** Escapes a text for a regular expression (Playwright's --grep takes one). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits test files into the element's own (`mf-<name>.…` or `mf-<name>-….`) and the shared ones
 * whose text names `<mf-name>` (a describe title); `always` files are shared whatever they say.
 */
export function selectFiles(
  tag: string,
  files: { path: string; text: string }[],
  always: (path: string) => boolean = () => false,
): { own: string[]; shared: string[] } {
  const own: string[] = [];
  const shared: string[] = [];
  const ownName = new RegExp(`(^|/)${escapeRegExp(tag)}(-[^/]*)?\\.[a-z0-9]+\\.ts$`);
  for (const { path, text } of files) {
    if (ownName.test(path)) own.push(path);
    else if (always(path) || text.includes(`<${tag}>`)) shared.push(path);
  }
  return { own: own.sort(), shared: shared.sort() };
}

/** The stages for one element, from its folder and the browser and e2e files found for it. */
export function planStages(
  element: KnownElement,
  browser: { own: string[]; shared: string[] },
  e2e: { own: string[]; shared: string[] },
  options: { build: boolean; wtrPort: string; e2ePort: string },
): Stage[] {
  const title = `<${element.tag}>`;
  const stages: Stage[] = [
    { name: 'vitest: the element folder', command: 'npx', args: ['vitest', 'run', element.dir] },
    {
      name: `vitest: jsdom conformance, ${title}`,
      command: 'npx',
      args: ['vitest', 'run', 'tests/conformance', '-t', title],
    },
  ];
  if (options.build)
    stages.push({ name: 'build:demo', command: 'npm', args: ['run', 'build:demo'] });
  const wtr = ['web-test-runner', '--port', options.wtrPort];
  if (browser.own.length)
    stages.push({ name: 'Chromium: own files', command: 'npx', args: [...wtr, ...browser.own] });
  if (browser.shared.length)
    stages.push({
      name: `Chromium: laws, conformance and shared files, ${title}`,
      command: 'npx',
      args: [...wtr, '--config', 'tests/setup/wtr-only.config.mjs', ...browser.shared],
      env: { MF_TEST_ONLY: title },
    });
  const env = { E2E_PORT: options.e2ePort };
  if (e2e.own.length)
    stages.push({
      name: 'end to end: own files',
      command: 'npx',
      args: ['playwright', 'test', ...e2e.own],
      env,
    });
  if (e2e.shared.length)
    stages.push({
      name: `end to end: shared files, ${title}`,
      command: 'npx',
      // A file may name the element in its text (a comment, a page's markup) without a test
      // titled with it: no test is then no failure.
      args: [
        'playwright',
        'test',
        '--pass-with-no-tests',
        '--grep',
        escapeRegExp(title),
        ...e2e.shared,
      ],
      env,
    });
  return stages;
}

function readTests(folder: string, suffix: string): { path: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(folder, file).split('\\').join('/'))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

if (process.argv[1]?.endsWith('test-element.ts')) {
  const args = process.argv.slice(2);
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
    modules: ManifestModule[];
  };
  const element = resolveElement(
    args.find((a) => !a.startsWith('--')),
    knownElements(manifest),
  );
  if ('error' in element) {
    console.error(element.error);
    process.exit(1);
  }
  if (!existsSync(element.dir)) {
    console.error(`${element.dir} (from custom-elements.json) does not exist.`);
    process.exit(1);
  }
  const browser = selectFiles(element.tag, readTests('tests/browser', '.test.ts'), (path) =>
    /(^|\/)(laws\/[^/]+|conformance)\.test\.ts$/.test(path),
  );
  const e2e = selectFiles(element.tag, readTests('tests/e2e', '.e2e.ts'));
  const stages = planStages(element, browser, e2e, {
    build: !args.includes('--no-build'),
    wtrPort: process.env.WTR_PORT ?? '8731',
    e2ePort: process.env.E2E_PORT ?? '8732',
  });

  if (args.includes('--list')) {
    for (const stage of stages)
      console.log(`${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
    process.exit(0);
  }
  const results: { name: string; ok: boolean; seconds: number }[] = [];
  for (const stage of stages) {
    console.log(`\n=== ${stage.name}: ${stage.command} ${stage.args.join(' ')}`);
    const started = performance.now();
    const run = spawnSync(stage.command, stage.args, {
      stdio: 'inherit',
      env: { ...process.env, ...stage.env },
    });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const ok = run.status === 0;
    results.push({ name: stage.name, ok, seconds });
    console.log(`=== ${stage.name}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
    // Nothing to test in the browser without a build.
    if (!ok && stage.name === 'build:demo') break;
  }
  console.log(`\n${element.tag} in every layer:`);
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`  ${Math.round(total)} s in all`);
  process.exit(results.every((r) => r.ok) && results.length === stages.length ? 0 : 1);
}
