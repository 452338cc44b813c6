/**
 * What `npm test` (scripts/test.ts) reads from each layer's output, and the closing table it
 * prints: plain functions, tested in test-layers.test.ts.
 */

export interface LayerResult {
  name: string;
  scripts: string[];
  status: 'passed' | 'failed' | 'not run';
  seconds: number;
  /** Tests (or checked rows) the layer reported; null where it reports no count. */
  tests: number | null;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

function last(output: string, pattern: RegExp): RegExpMatchArray | undefined {
  return [...output.matchAll(new RegExp(pattern.source, 'g'))].at(-1);
}

/**
 * The number of tests a layer ran, from its own closing line: vitest's "Tests  N passed (T)",
 * web-test-runner's "N passed, N failed, N skipped", the Playwright summary reporter's
 * "e2e: N passed, ...", Lighthouse's "N page(s)", the bench gate's "bench:gate: N interactions", the package test's ok/FAIL lines and the size
 * table's ok/OVER rows.
 */
export function countTests(layer: string, raw: string): number | null {
  const output = raw.replace(ANSI, '');
  const sum = (match: RegExpMatchArray | undefined) =>
    match ? match.slice(1).reduce((total, n) => total + Number(n ?? 0), 0) : null;
  switch (layer) {
    case 'unit': {
      const match = last(output, /Tests\s+[^\n]*\((\d+)\)/);
      return match ? Number(match[1]) : null;
    }
    case 'browser':
      return sum(last(output, /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/));
    case 'e2e':
    case 'interop':
      return sum(last(output, /e2e: (\d+) passed, (\d+) failed, (\d+) skipped/));
    case 'lighthouse': {
      const match = last(output, /(\d+) page\(s\)/);
      return match ? Number(match[1]) : null;
    }
    case 'bench': {
      const match = last(output, /bench:gate: (\d+) interaction/);
      return match ? Number(match[1]) : null;
    }
    case 'package':
      return output.match(/^(ok {2}|FAIL) /gm)?.length ?? null;
    case 'size':
      return output.match(/ (ok|OVER)\b/g)?.length ?? null;
    default:
      return null;
  }
}

/** A line that opens a failure in the output of vitest, web-test-runner, Playwright or a script. */
const FAILURE = /❌|✘|×|\bFAIL(?:ED)?\b|^\s*\d+\) |\bAssertionError\b|\bError:|OVER BUDGET|\bfailed$/;
/** A passing test's line (its title may say "failed" or "error"): never part of the digest. */
const PASSED = /^\s*(?:✓|√)/;
/** Where a tool's own summary of its failures starts (vitest's), when it prints one. */
const SUMMARY = /⎯+ Failed Tests \d+ ⎯+/;

/**
 * The lines of a failed layer's output that say what failed: from the tool's own summary of its
 * failures when it prints one (vitest), else each line that opens a failure and the few after it
 * (web-test-runner's and Playwright's test name, then its error); passing tests' lines are left
 * out; at most `limit` lines, so that the end of `npm test`'s output (all a CI log may keep) names
 * the failing tests above the table.
 */
export function failureDigest(raw: string, limit = 40, after = 4): string[] {
  let lines = raw.replace(ANSI, '').split(/\r?\n/);
  const summary = lines.findLastIndex((line) => SUMMARY.test(line));
  if (summary >= 0) lines = lines.slice(summary);
  const keep = new Set<number>();
  lines.forEach((line, i) => {
    if (summary < 0 && (!FAILURE.test(line) || PASSED.test(line) || /\b0 failed\b/.test(line)))
      return;
    for (let j = i; j <= Math.min(i + (summary < 0 ? after : 0), lines.length - 1); j++)
      if (!PASSED.test(lines[j]!)) keep.add(j);
  });
  const digest = [...keep]
    .sort((a, b) => a - b)
    .map((i) => lines[i]!)
    .filter((line) => line.trim() && !/^\s*[⎯]+/.test(line));
  return digest.length > limit
    ? [...digest.slice(0, limit), `… ${digest.length - limit} more lines above`]
    : digest;
}

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The closing table: a row per layer (time, tests, result) and the wall-clock total. */
export function formatTable(results: LayerResult[], totalSeconds: number): string {
  const rows = results.map((r) => [
    r.name,
    r.scripts.join(', '),
    r.status === 'not run' ? '' : minutes(r.seconds),
    r.tests === null ? '' : String(r.tests),
    r.status,
  ]);
  const head = ['layer', 'npm scripts', 'time', 'tests', 'result'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    '',
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `npm test: ${minutes(totalSeconds)} wall clock, ${results.every((r) => r.status === 'passed') ? 'all layers passed' : 'FAILED'}`,
  ].join('\n');
}
