/**
 * `npm run test:lighthouse` (mobile preset) and `npm run test:lighthouse:desktop`: Lighthouse over
 * the production-like pages (build/demo/prod, `npm run build:demo` first), offline, in one
 * Chromium (CHROME_PATH, default /usr/bin/chromium), one run per page, performance category
 * only, with Lighthouse's simulated throttling (computed from the trace, not waited for, so a
 * busy CI machine does not slow the figures down). Fails (exit 1) when a page breaks a budget
 * (budgets.ts):
 *
 * - performance score at least 95;
 * - cumulative layout shift at most 0.02;
 * - total blocking time at most 150 ms;
 * - with `--check` only (reported otherwise): no long task over 50 ms of our code while the page
 *   loads and the elements upgrade: a task
 *   Lighthouse attributes to a script under /dist/, or the evaluation of our ES modules, which
 *   Lighthouse leaves unattributed (counted from the trace as Lighthouse's simulation counts a
 *   task, budgets.ts `longestModuleEvaluation`).
 *
 * Writes the figures to build/lighthouse/<preset>.json (tests/lighthouse/readme-table.ts puts
 * them in docs/performance.md). LIGHTHOUSE_ROOT (default build/demo) and LIGHTHOUSE_OUT (default
 * build/lighthouse) point it at another build, such as a scratch copy. `--gallery` measures the QA gallery pages instead (the "before":
 * mock service worker and all), reported, not asserted. `--pages a,b` limits the run.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PAGE_QUERY } from '../../scripts/build-prod';
import { serveStatic } from '../../scripts/serve';
import { chromiumArgs, chromiumPath } from '../setup/chromium.mjs';
import {
  BUDGETS,
  checkPage,
  longestModuleEvaluation,
  medianRun,
  timingsOnly,
  type PageFigures,
  type TraceEvent,
} from './budgets';

const args = process.argv.slice(2);
const preset = args.includes('--desktop') ? 'desktop' : 'mobile';
const gallery = args.includes('--gallery');
const scope = args.includes('--check') ? 'all' : 'gated';
const only = args
  .find((a) => a.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',');
const root = process.env.LIGHTHOUSE_ROOT ?? 'build/demo';

const folder = gallery ? root : join(root, 'prod');
const pages = readdirSync(folder)
  .filter((name) =>
    gallery
      ? /^mf-[a-z-]+\.html$/.test(name) || name === 'dealer-site-embed.html'
      : name.endsWith('.html'),
  )
  .filter((name) => !only || only.includes(name.replace(/\.html$/, '')))
  .sort();
if (!pages.length) {
  console.error(`No pages in ${folder}: run "npm run build:demo" first.`);
  process.exit(1);
}

/** Lighthouse's long task: 50 ms or more. */
const LONG_TASK = 50;

/**
 * The page loads an ES module of ours. Its evaluation tasks then count as ours; on the map pages
 * that includes the offline Maps stand-in's (a small module of the gallery), the safe side for a
 * budget. The dealer-site page's only module is the stand-in: its bundle is a classic script,
 * which Lighthouse attributes itself.
 */
function loadsOurModules(page: string): boolean {
  if (gallery) return false;
  const html = readFileSync(join(folder, page), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].some((match) =>
    match[1]!.startsWith('../dist/'),
  );
}

const server = await serveStatic(root, 0);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${gallery ? '' : 'prod/'}`;
// The Chromium and the flags of every test layer (tests/setup/chromium.mjs), headless.
const chrome = await launch({
  chromePath: chromiumPath ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const started = performance.now();
const results: PageFigures[] = [];
const failures: string[] = [];
/** One Lighthouse run of `page`: its figures, what shifted, and a runtime error if any. */
async function measure(
  page: string,
): Promise<{ figures: PageFigures; moved: string[]; error?: string }> {
  // A page the CMS renders for an address is opened with its query (scripts/build-prod.ts).
  const url = base + page + (gallery ? '' : (PAGE_QUERY[page] ?? ''));
  const runner = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      // Simulated throttling (the preset's default, stated): computed, never waited for.
      throttlingMethod: 'simulate',
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = runner?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const audits = lhr.audits;
  const longTasks =
    (audits['long-tasks']?.details as { items?: { url?: string; duration: number }[] })?.items ??
    [];
  const ours = longTasks.filter((task) => /\/dist\//.test(task.url ?? ''));
  // Lighthouse attributes no script to a module's evaluation: on a page that loads our
  // modules, that task is ours too (budgets.ts `longestModuleEvaluation`).
  const moduleTask = loadsOurModules(page)
    ? longestModuleEvaluation(
        (runner.artifacts.Trace?.traceEvents ?? []) as TraceEvent[],
        lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
      )
    : 0;
  // What moved (Lighthouse's layout-shifts audit), to find a shift's cause from the CI log.
  const shifts =
    (
      audits['layout-shifts']?.details as {
        items?: { score: number; node?: { selector?: string; snippet?: string } }[];
      }
    )?.items ?? [];
  return {
    figures: {
      page: page.replace(/\.html$/, ''),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      longestOwnTask: Math.max(
        0,
        ...ours.map((task) => task.duration),
        moduleTask >= LONG_TASK ? moduleTask : 0,
      ),
    },
    moved: shifts
      .filter((item) => item.score >= 0.005)
      .map(
        (item) => `${item.score.toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
      ),
    error: lhr.runtimeError?.message,
  };
}

const line = (figures: PageFigures) =>
  `performance ${figures.performance}, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms, LCP ${Math.round(figures.lcp)} ms, longest own task ${Math.round(figures.longestOwnTask)} ms`;

try {
  for (const page of pages) {
    let run = await measure(page);
    if (run.error) failures.push(`${page}: ${run.error}`);
    // A timing over its budget is measured twice more and the median run counts (as Lighthouse
    // CI does): one run's timings carry the machine's noise. A layout shift is not re-measured.
    if (!gallery && !run.error && timingsOnly(checkPage(run.figures, scope))) {
      const runs = [run, await measure(page), await measure(page)];
      console.log(
        `  ${run.figures.page}: over a timing budget; three runs: ${runs.map((r) => `TBT ${Math.round(r.figures.tbt)} ms, performance ${r.figures.performance}`).join(' | ')}; the median counts`,
      );
      run = runs.find((r) => r.figures === medianRun(runs.map((x) => x.figures)))!;
    }
    const { figures, moved } = run;
    results.push(figures);
    const broken = checkPage(figures);
    const failing = checkPage(figures, scope);
    if (!gallery) failures.push(...failing.map((b) => `${page}: ${b}`));
    // ✗ a budget that fails the run, ! the long-task line broken (reported; checked with --check).
    const mark = gallery ? '✓' : failing.length ? '✗' : broken.length ? '!' : '✓';
    const reported = broken.filter((b) => !failing.includes(b));
    console.log(
      `${mark} ${figures.page}: ${line(figures)}${reported.length ? ` (over a timing budget: ${reported.join('; ')})` : ''}${moved.length ? `\n    shifted: ${moved.join('; ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
}

const seconds = Math.round((performance.now() - started) / 1000);
const outDir = process.env.LIGHTHOUSE_OUT ?? 'build/lighthouse';
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `${gallery ? 'gallery-' : ''}${preset}.json`);
writeFileSync(file, JSON.stringify({ preset, gallery, seconds, results }, null, 2));
console.log(`\n${results.length} page(s), ${preset} preset, ${seconds} s; figures in ${file}.`);
if (failures.length) {
  const held =
    scope === 'all'
      ? `performance ≥ ${BUDGETS.performance}, CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbt} ms, own long task ≤ ${BUDGETS.ownLongTask} ms`
      : `performance ≥ ${BUDGETS.performance}, CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbt} ms; the long-task line is checked with --check`;
  console.error(
    `\nLighthouse budgets broken (${held}):\n${failures.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
