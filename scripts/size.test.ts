// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const tsx = resolve('node_modules/.bin/tsx');
const script = resolve('scripts/size.ts');
const dirs: string[] = [];

/** A repository with one element and the given build outputs; runs `npm run size` in it. */
function sizeReport(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'mf-size-'));
  dirs.push(root);
  const all = { 'packages/demo/src/demo-box/demo-box.element.ts': '', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return spawnSync(tsx, [script], { cwd: root, encoding: 'utf8' });
}

const BUILT = {
  'dist/esm/mf-runtime.js': 'import"./chunk-a.js";export const r=1;',
  'dist/esm/chunk-a.js': 'export const a=1;',
  'dist/esm/mf-demo-box.js': 'import"./chunk-a.js";export const b=2;',
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('npm run size', () => {
  it('reports the runtime, each element and the IIFE within budget', () => {
    const run = sizeReport({ ...BUILT, 'dist/mf-elements.iife.js': 'var MfElements=1;' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/shared runtime chunk .* ok/);
    expect(run.stdout).toMatch(/mf-demo-box .* ok/);
    expect(run.stdout).toMatch(/all-in-one IIFE .* ok/);
  });

  it('fails when the IIFE is missing instead of leaving it out', () => {
    const run = sizeReport(BUILT);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('dist/mf-elements.iife.js is missing');
  });

  it('fails when an element entry is missing', () => {
    const { 'dist/esm/mf-demo-box.js': _gone, ...rest } = BUILT;
    const run = sizeReport({ ...rest, 'dist/mf-elements.iife.js': 'var MfElements=1;' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('dist/esm/mf-demo-box.js is missing');
  });
});
