/**
 * `npm run lighthouse:readme`: writes the figures of the last Lighthouse runs
 * (build/lighthouse/mobile.json, and desktop.json when `npm run test:lighthouse:desktop` has run)
 * into docs/performance.md between the lighthouse-figures markers. Never edit that table by
 * hand; tests/lighthouse/lighthouse.test.ts fails when its pages are not the library's.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { PageFigures } from './budgets';

/** The page that holds the figures. */
export const FIGURES_PAGE = 'docs/performance.md';
const START = '<!-- lighthouse-figures:start -->';
const END = '<!-- lighthouse-figures:end -->';

interface Run {
  preset: string;
  seconds: number;
  results: PageFigures[];
}

/** The Markdown of one run: a row per page. */
export function figuresTable(run: Run): string {
  const rows = run.results.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${Math.round(r.lcp)} | ${r.longestOwnTask ? Math.round(r.longestOwnTask) : '–'} |`,
  );
  return [
    `Lighthouse 12, ${run.preset} preset, simulated throttling, production-like pages (${run.results.length} pages, ${run.seconds} s):`,
    '',
    '| page | performance | CLS | TBT ms | LCP ms | own long task ms |',
    '| --- | --: | --: | --: | --: | --: |',
    ...rows,
  ].join('\n');
}

/** The page's text with the block between the markers replaced. */
export function replaceBlock(readme: string, block: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${FIGURES_PAGE} lacks the ${START} … ${END} markers.`);
  return `${readme.slice(0, start + START.length)}\n${block}\n${readme.slice(end)}`;
}

/** The pages of each table between the markers, in order (one list per preset). */
export function figuresPages(text: string): string[][] {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`${FIGURES_PAGE} lacks the ${START} … ${END} markers.`);
  const tables: string[][] = [];
  for (const line of text.slice(start, end).split('\n')) {
    if (line.startsWith('Lighthouse ')) tables.push([]);
    const page = /^\|\s*([a-z][a-z0-9-]*)\s*\|/.exec(line)?.[1];
    if (page && page !== 'page' && tables.length) tables[tables.length - 1]!.push(page);
  }
  return tables;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = ['mobile', 'desktop']
    .map((preset) => `build/lighthouse/${preset}.json`)
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Run);
  if (!runs.length) {
    console.error('No Lighthouse figures: run "npm run test:lighthouse" first.');
    process.exit(1);
  }
  const readme = readFileSync(FIGURES_PAGE, 'utf8');
  const next = replaceBlock(readme, runs.map(figuresTable).join('\n\n'));
  // Formatted as `npm run format` would (the table's columns aligned), so format:check passes.
  const options = (await resolveConfig(FIGURES_PAGE)) ?? {};
  writeFileSync(FIGURES_PAGE, await format(next, { ...options, filepath: FIGURES_PAGE }));
  console.log(`${FIGURES_PAGE}: Lighthouse figures of ${runs.map((r) => r.preset).join(' and ')}.`);
}
