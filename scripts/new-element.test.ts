// @vitest-environment node
/**
 * `npm run new-element` in a scratch copy of the repository (its tracked files; node_modules linked,
 * with the workspace packages pointing at the copy's own): a new element is made, and the checks
 * that prove its registrations pass in the copy: the manifest is current, the law tables name
 * every element of it (the suite's completeness test, without a browser), the new files and the
 * registries they touch typecheck, the element's view test and the conformance suites pass on it,
 * and everything written is formatted. The layers that need a build and a browser (web-test-runner,
 * playwright, size, knip) are too slow for a unit test: docs/adding-an-element.md lists them.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAWS, invalidArguments, lawTableTags } from './new-element';

const root = join(import.meta.dirname, '..');
const AREA = 'page-tools';
const NAME = 'scaffold-probe';
const TAG = `mf-${NAME}`;
const DIR = `packages/${AREA}/src/${NAME}`;

let copy = '';
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && existsSync(join(root, path)));

/** node_modules of the copy: links to the repository's, and @mf/* to the copy's own packages. */
function linkModules(): void {
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@mf'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@mf') continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const area of readdirSync(join(copy, 'packages')))
    symlinkSync(`../../packages/${area}`, join(modules, '@mf', area));
  symlinkSync('../..', join(modules, '@mf', 'web-components'));
}

/** The environment of the commands run in the copy: this vitest's own variables left out. */
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^VITEST|^TEST$/.test(key))),
  NO_COLOR: '1',
  NODE_ENV: 'test',
};
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env });

/** Every file of the copy (node_modules aside), by path from its root. */
function filesOf(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesOf(path, out);
    else out.push(relative(copy, path).split('\\').join('/'));
  }
  return out;
}

let created: string[] = [];
let changed: string[] = [];

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'mf-new-element-'));
  for (const path of tracked) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    copyFileSync(join(root, path), join(copy, path));
  }
  linkModules();
  const started = Date.now();
  const output = run('npx', ['tsx', 'scripts/new-element.ts', AREA, NAME]);
  console.log(`${output.trim()}\n(the scaffold and its manifest run: ${Date.now() - started} ms)`);
  const known = new Set(tracked);
  created = filesOf(copy)
    .filter((path) => !known.has(path))
    .sort();
  changed = tracked
    .filter((path) => !readFileSync(join(copy, path)).equals(readFileSync(join(root, path))))
    .sort();
  console.log(
    `Created (${created.length}):\n  ${created.join('\n  ')}\nChanged (${changed.length}):\n  ${changed.join('\n  ')}`,
  );
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-element', () => {
  it('refuses an unknown package, a name that is not kebab-case of two words, a taken tag', () => {
    expect(invalidArguments(root, 'nowhere', 'open-day')).toMatch(/not a package with elements/);
    expect(invalidArguments(root, 'core', 'open-day')).toMatch(/not a package with elements/);
    expect(invalidArguments(root, AREA, 'openday')).toMatch(/kebab-case/);
    expect(invalidArguments(root, AREA, 'Open-Day')).toMatch(/kebab-case/);
    expect(invalidArguments(root, AREA, 'social-share')).toMatch(/exists already/);
    expect(invalidArguments(root, AREA, 'open-day')).toBeNull();
  });

  it('creates the element, its tests in each layer, its gallery page and typings', () => {
    expect(created).toEqual(
      [
        `${DIR}/README.md`,
        `${DIR}/${NAME}.api.ts`,
        `${DIR}/${NAME}.css`,
        `${DIR}/${NAME}.element.ts`,
        `${DIR}/${NAME}.test.tsx`,
        `${DIR}/${NAME}.tsx`,
        `demo/${TAG}.html`,
        `tests/browser/${TAG}.test.ts`,
        `tests/e2e/${TAG}.e2e.ts`,
        `typings/${TAG}.d.ts`,
      ].sort(),
    );
  });

  it('registers it: the law tables, size budget, bench case, shared parts and the generated files', () => {
    expect(changed).toEqual(
      expect.arrayContaining([
        ...LAWS.map((law) => `tests/browser/laws/${law}.test.ts`),
        'scripts/size.ts',
        'scripts/bench-browser-cases.ts',
        'tests/conformance/parts.test.ts',
        'custom-elements.json',
        'packages/all/src/all.ts',
        'package.json',
        'README.md',
      ]),
    );
    const manifest = readFileSync(join(copy, 'custom-elements.json'), 'utf8');
    expect(manifest).toContain(`"tagName": "${TAG}"`);
    expect(readFileSync(join(copy, 'package.json'), 'utf8')).toContain(`"./${TAG}"`);
    expect(readFileSync(join(copy, `${DIR}/README.md`), 'utf8')).toContain('| `heading` |');
  });

  it('npm run manifest:check passes in the copy', () => {
    expect(run('npm', ['run', '--silent', 'manifest:check'])).toMatch(
      /up to date \(\d+ elements\)/,
    );
  }, 180_000);

  it('every law table names exactly the elements of the manifest (the completeness test)', () => {
    const manifest = JSON.parse(readFileSync(join(copy, 'custom-elements.json'), 'utf8')) as {
      modules: { declarations: { tagName: string }[] }[];
    };
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName)).sort();
    expect(tags).toContain(TAG);
    for (const law of LAWS) {
      const source = readFileSync(join(copy, `tests/browser/laws/${law}.test.ts`), 'utf8');
      expect(lawTableTags(source), `law file ${law}`).toEqual(tags);
    }
    // The same comparison on the repository as it is: the check reads the tables right.
    const before = readFileSync(join(root, 'tests/browser/laws/focus.test.ts'), 'utf8');
    expect(lawTableTags(before)).toEqual(tags.filter((tag) => tag !== TAG));
  });

  it('the new files and the registries they touch typecheck (tsc --noEmit)', () => {
    // The whole repository's tsc takes minutes on a busy machine: the element, its tests, the
    // registries and the global declarations (what they import is checked with them).
    writeFileSync(
      join(copy, 'tsconfig.scaffold.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [
          'types',
          'tests/browser/mocha-globals.d.ts',
          ...created.filter((path) => /\.tsx?$/.test(path) && !path.startsWith('typings/')),
          ...changed.filter((path) => /\.tsx?$/.test(path)),
        ],
      }),
    );
    expect(() => run('npx', ['tsc', '-p', 'tsconfig.scaffold.json', '--noEmit'])).not.toThrow();
  }, 240_000);

  it("the element's view test and the conformance suites pass on it (vitest)", () => {
    const output = run('npx', [
      'vitest',
      'run',
      DIR,
      'tests/conformance',
      '--testNamePattern',
      `${TAG}|${NAME}|shared part`,
      // A vitest inside the suite's own vitest, beside the browser layers of npm test: its setup
      // hooks (the conformance suite's) need more than the default 10 s on a busy machine.
      '--hookTimeout',
      '120000',
      '--maxWorkers',
      '1',
    ]);
    expect(output).toMatch(/Tests\s+\d+ passed/);
    expect(output).toMatch(/scaffold-probe\.test\.tsx \(3 tests\)/);
    expect(output).toMatch(/conformance\.test\.ts/);
    // The summary lines, not the word anywhere: a test slow enough on a busy machine is listed
    // by name, and one of the conformance suite's names is 'logs "<tag>: render failed"'.
    expect(output).not.toMatch(/(Test Files|Tests)\s+\d+ failed/);
  }, 240_000);

  it('everything it wrote is formatted (prettier --check)', () => {
    expect(() =>
      run('npx', [
        'prettier',
        '--check',
        ...created,
        ...changed.filter((p) => p !== 'package.json'),
      ]),
    ).not.toThrow();
  }, 120_000);
});
