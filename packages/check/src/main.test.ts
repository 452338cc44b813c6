// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { main } from './main';
import type { Problem } from './report';

const MISTAKES = 'packages/check/testing/mistakes.html';
const CLEAN = 'packages/check/testing/clean.html';

async function run(...args: string[]) {
  let out = '';
  let err = '';
  const code = await main(
    args,
    { write: (text: string) => (out += text) },
    { write: (text: string) => (err += text) },
  );
  return { code, out, err };
}

describe('the mf-check command', () => {
  it('prints one line per problem and a summary, and exits 1', async () => {
    const { code, out, err } = await run(MISTAKES, CLEAN);
    expect(code).toBe(1);
    expect(err).toBe('');
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(15);
    expect(lines[0]).toBe(
      `${MISTAKES}:8:7  no-unknown-elements  Unknown element <mf-dealer-locater> (did you mean "mf-dealer-locator"?)`,
    );
    expect(lines.at(-1)).toBe('14 problems in 1 file (2 files checked)');
  });

  it('exits 0 with a summary line when there are no problems', async () => {
    expect(await run(CLEAN)).toEqual({ code: 0, out: 'No problems (1 file checked)\n', err: '' });
  });

  it('prints the problems as a JSON array with --format json', async () => {
    const { code, out } = await run('--format', 'json', MISTAKES);
    expect(code).toBe(1);
    const problems = JSON.parse(out) as Problem[];
    expect(problems).toHaveLength(14);
    expect(problems[2]).toEqual({
      file: MISTAKES,
      line: 10,
      column: 37,
      rule: 'mf/unknown-attribute',
      message: '<mf-events-overview> has no attribute "per-pgae" (did you mean "per-page"?)',
      severity: 'error',
    });
    expect(await run('--format=json', CLEAN)).toMatchObject({ code: 0, out: '[]\n' });
  });

  it.each([
    ['no file', []],
    ['an unknown option', ['--fix', CLEAN]],
    ['an unknown format', ['--format', 'xml', CLEAN]],
    ['a pattern that matches nothing', ['packages/check/testing/*.htm']],
    ['an unusable tag prefix', ['--tag-prefix', 'Acme_1', CLEAN]],
  ])('exits 2 on a wrong call: %s', async (_, args) => {
    const { code, out, err } = await run(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^mf-check: .+\nmf-check --help lists the options\.\n$/);
  });

  it('prints its usage with --help and exits 0', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: mf-check \[options\] <file \| folder \| glob> \.\.\./);
  });

  it('sets the process exit code as the bin (cli.ts)', () => {
    const bin = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'packages/check/src/cli.ts', file], {
        encoding: 'utf8',
      });
    const bad = bin(MISTAKES);
    expect(bad.stdout).toContain('14 problems in 1 file (1 file checked)');
    expect(bad.status).toBe(1);
  });
});
