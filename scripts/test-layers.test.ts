// @vitest-environment node
import { countTests, failureDigest, formatTable } from './test-layers';

describe('countTests', () => {
  it("reads vitest's total, failed tests included", () => {
    expect(
      countTests('unit', ' Test Files  156 passed (156)\n      Tests  2561 passed (2561)\n'),
    ).toBe(2561);
    expect(countTests('unit', '      Tests  2 failed | 2559 passed (2561)\n')).toBe(2561);
  });

  it("reads web-test-runner's last progress line, colours and skips included", () => {
    const output =
      'Chromium: | 4/36 test files | 454 passed, 0 failed\n' +
      '\u001b[2KChromium: |\u001b[32m███\u001b[39m| 36/36 test files | 849 passed, 0 failed, 57 skipped\n';
    expect(countTests('browser', output)).toBe(906);
  });

  it("reads the Playwright summary reporter's line for e2e and interop", () => {
    expect(countTests('e2e', 'x\ne2e: 506 passed, 1 failed, 2 skipped\n')).toBe(509);
    expect(countTests('interop', 'e2e: 16 passed, 0 failed, 0 skipped')).toBe(16);
  });

  it('counts Lighthouse pages, package checks and size rows', () => {
    expect(countTests('lighthouse', '27 page(s), mobile preset, 137 s')).toBe(27);
    expect(countTests('bench', 'bench:gate: 7 interactions within their stored ratios')).toBe(7);
    expect(countTests('bench', 'bench:gate: 2 interaction(s) grew by more than half')).toBe(2);
    expect(countTests('package', 'ok   publint\nFAIL types\nok   html: runs\n')).toBe(3);
    expect(
      countTests('size', 'runtime   74.2   <= 74.8   ok\nmodal  9.5  <= 9   OVER BUDGET'),
    ).toBe(2);
  });

  it('gives no count where a layer prints none', () => {
    expect(countTests('checks', 'no dependency violations found')).toBeNull();
    expect(countTests('unit', 'Error: config not found')).toBeNull();
  });
});

describe('formatTable', () => {
  it('lists every layer with time, count and result, and the total', () => {
    const table = formatTable(
      [
        { name: 'unit', scripts: ['test:unit'], status: 'passed', seconds: 125.4, tests: 2561 },
        { name: 'e2e', scripts: ['test:e2e'], status: 'failed', seconds: 61, tests: 10 },
        { name: 'interop', scripts: ['test:interop'], status: 'not run', seconds: 0, tests: null },
        { name: 'size', scripts: ['size'], status: 'passed', seconds: 59.6, tests: 32 },
      ],
      605,
    );
    expect(table).toContain('| unit    | test:unit    | 2:05 | 2561  | passed  |');
    expect(table).toContain('| e2e     | test:e2e     | 1:01 | 10    | failed  |');
    expect(table).toContain('| interop | test:interop |      |       | not run |');
    // 59.6 s rounds to a whole minute, not "0:60".
    expect(table).toContain('| size    | size         | 1:00 | 32    | passed  |');
    expect(table).toMatch(/npm test: 10:05 wall clock, FAILED$/);
  });
});

describe('failureDigest', () => {
  it("keeps each layer's failing test and its error, not the passing lines", () => {
    const wtr = [
      'Chromium: | 10/36 test files | 498 passed, 0 failed',
      ' ✓ something passed',
      ' ❌ <mf-site-header> in Chromium > the dealer hint follows a dealer',
      '      Error: Timed out waiting for condition',
      '        at waitFor (tests/browser/helpers.ts:204:53)',
      '',
      'Chromium: | 31/37 test files | 669 passed, 1 failed',
    ].join('\n');
    expect(failureDigest(wtr)).toEqual([
      ' ❌ <mf-site-header> in Chromium > the dealer hint follows a dealer',
      '      Error: Timed out waiting for condition',
      '        at waitFor (tests/browser/helpers.ts:204:53)',
      'Chromium: | 31/37 test files | 669 passed, 1 failed',
    ]);
    const playwright = '  ✓  1 a.e2e.ts › fine (1s)\n  ✘  2 b.e2e.ts:9:1 › broken (2s)\n';
    expect(failureDigest(playwright, 40, 0)).toEqual(['  ✘  2 b.e2e.ts:9:1 › broken (2s)']);
    const vitest = ' FAIL  elements  a.test.tsx > x > y\nAssertionError: expected 1 to be 2\n';
    expect(failureDigest(vitest, 40, 0)).toHaveLength(2);
  });

  it("starts at vitest's own summary, and never keeps a passing test whose title says failed", () => {
    const output = [
      '   ✓ spec §8: a failed cards call logs its error text only  359ms',
      '   × ties the box to its listbox 3572ms',
      '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
      '',
      ' FAIL  elements  places.test.tsx > ties the box to its listbox',
      'Error: expect(element).toHaveAttribute("aria-activedescendant")',
      ' ❯ places.test.tsx:74:19',
      ' Test Files  1 failed | 190 passed (191)',
    ].join('\n');
    expect(failureDigest(output)).toEqual([
      ' FAIL  elements  places.test.tsx > ties the box to its listbox',
      'Error: expect(element).toHaveAttribute("aria-activedescendant")',
      ' ❯ places.test.tsx:74:19',
      ' Test Files  1 failed | 190 passed (191)',
    ]);
    expect(failureDigest('   ✓ a failed call is logged  12ms\n')).toEqual([]);
  });

  it('stops at its limit and says how much it left out', () => {
    const many = Array.from({ length: 30 }, (_, i) => ` ❌ test ${i}`).join('\n');
    const digest = failureDigest(many, 10, 0);
    expect(digest).toHaveLength(11);
    expect(digest.at(-1)).toBe('… 20 more lines above');
  });
});
