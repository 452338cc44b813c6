// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  licenceAllowed,
  licenceProblems,
  noticesText,
  packageDir,
  type BundledPackage,
} from './third-party-notices';

const pkg = (name: string, licence: string | undefined, text?: string): BundledPackage => ({
  name,
  version: '1.0.0',
  licence,
  text,
  author: 'Someone',
  homepage: undefined,
});

describe('third-party notices', () => {
  it('finds the innermost package of a bundled file', () => {
    expect(packageDir('node_modules/react/cjs/react.production.js')).toBe('node_modules/react');
    expect(packageDir('node_modules/@r2wc/core/dist/core.js')).toBe('node_modules/@r2wc/core');
    expect(packageDir('node_modules/a/node_modules/@b/c/x.js')).toBe(
      'node_modules/a/node_modules/@b/c',
    );
    expect(packageDir('packages/core/src/runtime.ts')).toBeUndefined();
  });

  it('allows MIT, ISC, the BSD family and Apache-2.0, and SPDX expressions of them', () => {
    for (const ok of ['MIT', 'ISC', '0BSD', 'BSD-3-Clause', 'Apache-2.0', '(MIT OR GPL-3.0)'])
      expect(licenceAllowed(ok), ok).toBe(true);
    for (const bad of ['GPL-3.0', 'LGPL-2.1', 'UNLICENSED', 'MIT AND GPL-2.0', '', undefined])
      expect(licenceAllowed(bad), String(bad)).toBe(false);
  });

  it('fails a bundled package with a missing or a not-allowed licence', () => {
    expect(licenceProblems([pkg('a', 'MIT'), pkg('b', 'Apache-2.0')])).toEqual([]);
    expect(licenceProblems([pkg('a', undefined), pkg('b', 'GPL-3.0'), pkg('c', 'ISC')])).toEqual([
      'a@1.0.0 declares no licence',
      'b@1.0.0 is licensed GPL-3.0, not one of MIT, ISC, 0BSD, BSD-2-Clause, BSD-3-Clause, Apache-2.0',
    ]);
  });

  it("ships each package's own licence text, or says it has none", () => {
    const text = noticesText([pkg('a', 'MIT', 'Copyright (c) A'), pkg('b', 'MIT')]);
    expect(text).toContain('## a 1.0.0');
    expect(text).toContain('Copyright (c) A');
    expect(text).toContain(
      'The package ships no licence file; it declares the MIT licence, copyright Someone',
    );
  });
});
