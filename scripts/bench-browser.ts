/**
 * `npm run bench:browser`: how long the visitor waits for each interaction of each
 * element, in Chromium at 4x CPU throttling (a mid-range phone), from the built gallery
 * (`npm run build:demo` first).
 *
 * - Every step of scripts/bench-browser-cases.ts is trusted input; its duration is the Event
 *   Timing measure of the interaction (the longest entry sharing its interactionId: input delay
 *   + handlers + React's render + style, layout and paint), observed in every frame of the page.
 *   An interaction under 16 ms makes no entry (the API's floor) and prints as "<16". A step
 *   with its own `duration` measures what comes after that answer instead (the dealer locator's
 *   "cards drawn": from the press to the frame after its list shows the new page); those rows
 *   are reported (the gate and `--check` hold the presses' answers only: CONTRIBUTING "The
 *   browser bench's gate").
 * - RUNS runs of REPETITIONS repetitions; the table shows the median of all samples, each run's
 *   median and the worst.
 * - A heap pass per element (unthrottled): one removal and re-creation, a forced GC, then
 *   CYCLES more, a forced GC, and the DevTools protocol's detached DOM nodes, DOM node and
 *   listener counts before and after. The detached nodes the live page holds before any removal
 *   are printed first ("live": React DOM's feature-test `<div>`, a closed dialog's tree kept by a
 *   React hook queue until its next update) and not counted after the removals.
 *
 * It reports and never fails on a timing (machines are shared), unless `--check` is given:
 * then it exits 1 when a median passes 100 ms or any detached node is held after a removal,
 * a gate for a quiet machine. `--runs N`, `--reps N`, `--only <tag>`, `--no-heap` narrow a run.
 *
 * `--gate` (`npm run bench:gate`, in `npm test`) is the gate for any machine: the interactions of
 * scripts/bench-gate.ts only, each divided by a calibration clicked in the same page right before
 * it, and compared with the ratios in scripts/bench-gate.json; it exits 1 when one grew by more
 * than half (a page over the limit is measured again first, twice at most). `--gate --update`
 * stores the median ratios of three passes (with one core kept busy beside, as the suite's
 * other layers keep it: CONTRIBUTING "The browser bench's gate").
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { chromiumArgs, chromiumPath } from '../tests/setup/chromium.mjs';
import { PAGE_CASES, type PageCase, type Step } from './bench-browser-cases';
import {
  GATE_PAGES,
  gateKey,
  gateRatio,
  gateVerdicts,
  installCalibration,
  lowerQuartile,
  readBaseline,
  writeBaseline,
} from './bench-gate';
import { serveStatic } from './serve';

const ROOT = process.env.BENCH_ROOT ?? 'build/demo';
const PORT = Number(process.env.BENCH_PORT ?? 8180);
const THROTTLE = 4;
const MEDIAN_LIMIT_MS = 100;
const WORST_LIMIT_MS = 200;

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const GATE = args.includes('--gate');
const UPDATE = args.includes('--update');
const GATE_FILE = 'scripts/bench-gate.json';
const RUNS = option('--runs', GATE ? 1 : 3);
const REPETITIONS = option('--reps', GATE ? 7 : 5);
const CYCLES = option('--cycles', 200);
const CHECK = args.includes('--check');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const HEAP = !args.includes('--no-heap') && !GATE;
/** How many times the gate measures a page again whose ratio is over the limit. */
const CONFIRMATIONS = 2;
/** The step name the calibration's samples are kept under. */
const CALIBRATION = 'calibration';
const TIMINGS = !args.includes('--heap-only');

interface Timing {
  interactionId: number;
  duration: number;
}

/**
 * Installed in every frame before its scripts: the Event Timing entries of interactions go to
 * the bench through a binding (frames of another origin included).
 */
function observeInteractions(): void {
  const report = (window as unknown as { mfBenchReport?: (t: Timing) => void }).mfBenchReport;
  if (!report || typeof PerformanceObserver !== 'function') return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        report({ interactionId: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () => (loadavg()[0] ?? 0).toFixed(1);
const ms = (value: number) => (value < 16 ? '<16' : String(Math.round(value)));

/** Two frames and a task: the Event Timing entry of what just painted has been delivered. */
async function afterPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  );
}

async function open(browser: Browser, pageCase: PageCase, throttle: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const timings: Timing[] = [];
  await context.exposeBinding('mfBenchReport', (_source, timing: Timing) => timings.push(timing));
  await context.addInitScript(observeInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`http://localhost:${PORT}${pageCase.path}`);
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  await pageCase.ready(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp, timings };
}

/**
 * One run over a page: REPETITIONS passes of its steps; ms per step name. With `calibrate` (the
 * gate's steps by name), each of those steps comes right after a click of the calibration
 * (scripts/bench-gate.ts), kept as `calibration › <step>`: the two are measured a moment apart,
 * under the same load.
 */
async function runPage(
  browser: Browser,
  pageCase: PageCase,
  calibrate: string[] = [],
): Promise<Map<string, number[]>> {
  const { context, page, timings } = await open(browser, pageCase, THROTTLE);
  const samples = new Map<string, number[]>();
  if (calibrate.length) await page.evaluate(installCalibration);
  const calibration = (before: string): Step => ({
    name: `${CALIBRATION} › ${before}`,
    act: (p: Page) => p.locator('#mf-bench-calibration').click(),
    settled: async () => {},
  });
  try {
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      for (const step of pageCase.steps.flatMap((s) =>
        calibrate.includes(s.name) ? [calibration(s.name), s] : [s],
      )) {
        timings.length = 0;
        await step.act(page);
        await step.settled(page);
        await afterPaint(page);
        // Entries arrive after the paint they measured; one more frame for a slow frame.
        if (timings.length === 0) await afterPaint(page);
        const byInteraction = new Map<number, number>();
        for (const { interactionId, duration } of timings)
          byInteraction.set(
            interactionId,
            Math.max(byInteraction.get(interactionId) ?? 0, duration),
          );
        // A step may be two inputs (click and choose): the visitor waits for the longer one.
        const value = step.duration
          ? await step.duration(page)
          : Math.max(0, ...byInteraction.values());
        samples.set(step.name, [...(samples.get(step.name) ?? []), value]);
      }
    }
  } finally {
    await context.close();
  }
  return samples;
}

interface HeapFigures {
  element: string;
  /** Detached before any removal, on the live page (not counted against the element). */
  detachedBefore: number;
  detachedAfterFirst: number;
  detached: number;
  nodes: [number, number];
  listeners: [number, number];
}

/**
 * Detached DOM nodes still reachable after a forced GC, from a heap snapshot (the snapshot marks
 * each native node's detachedness; this is what DevTools lists as detached elements), by heap
 * snapshot node id (stable across the snapshots of one profiling session). Not
 * `DOM.getDetachedDomNodes`: the DOM agent keeps every node it reports, so a second reading
 * counts the first one's nodes again.
 */
async function detachedNodes(cdp: CDPSession): Promise<Map<number, string>> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const width = fields.length;
  const [typeAt, nameAt, idAt, detachedAt] = ['type', 'name', 'id', 'detachedness'].map((f) =>
    fields.indexOf(f),
  );
  const names = new Map<number, string>();
  if (detachedAt! < 0) return names;
  for (let i = 0; i < snapshot.nodes.length; i += width)
    if (
      snapshot.nodes[i + detachedAt!] === 2 &&
      types[0][snapshot.nodes[i + typeAt!]!] === 'native'
    )
      names.set(
        snapshot.nodes[i + idAt!]!,
        snapshot.strings[snapshot.nodes[i + nameAt!]!]!.slice(0, 60),
      );
  return names;
}

/**
 * DOM and listener counts after a forced GC, and the detached nodes that were not detached
 * already in `before` (the page's own: React DOM keeps one detached `<div>` for life, the
 * `document.createElement('div').style` it tests vendor prefixes on when it loads).
 */
async function counters(cdp: CDPSession, before = new Map<number, string>()) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const dom = (await cdp.send('Memory.getDOMCounters')) as {
    nodes: number;
    jsEventListeners: number;
  };
  const all = await detachedNodes(cdp);
  const detached = [...all].filter(([id]) => !before.has(id)).map(([, name]) => name);
  if (process.env.BENCH_DEBUG) for (const name of detached) console.log('  detached', name);
  return { nodes: dom.nodes, listeners: dom.jsEventListeners, detached: detached.length, all };
}

/**
 * Removes the page's element and puts a fresh one (same attributes and children) in its place,
 * then waits until it is ready again (its answer in: a request in flight would hold the old tree
 * until it settles, and count as a leak).
 */
async function recreate(page: Page, pageCase: PageCase): Promise<void> {
  await page.evaluate((name) => {
    const old = document.querySelector(name)!;
    const fresh = document.createElement(name);
    for (const { name: attribute, value } of old.attributes) fresh.setAttribute(attribute, value);
    fresh.innerHTML = old.innerHTML;
    old.replaceWith(fresh);
  }, pageCase.element);
  await (pageCase.mounted ?? pageCase.ready)(page);
  await afterPaint(page);
}

/** Takes the page's element out (its place kept by a comment) or puts a fresh one back there. */
async function removeOrRestore(page: Page, tag: string, remove: boolean): Promise<void> {
  await page.evaluate(
    ({ name, out }) => {
      const holder = window as unknown as { mfBenchRemoved?: { mark: Comment; html: string } };
      if (out) {
        const element = document.querySelector(name)!;
        const mark = document.createComment('bench');
        holder.mfBenchRemoved = { mark, html: element.outerHTML };
        element.replaceWith(mark);
        return;
      }
      const { mark, html } = holder.mfBenchRemoved!;
      const template = document.createElement('template');
      template.innerHTML = html;
      mark.replaceWith(template.content.firstElementChild!);
      delete holder.mfBenchRemoved;
    },
    { name: tag, out: remove },
  );
}

/**
 * The heap pass: with no live element left on the page (the last one removed), whatever detached
 * DOM survives a forced GC is held by something that outlived its element. Counted after one
 * removal and re-creation, and again after CYCLES more.
 */
async function heapPass(browser: Browser, pageCase: PageCase): Promise<HeapFigures> {
  const { context, page, cdp } = await open(browser, pageCase, 1);
  try {
    await cdp.send('HeapProfiler.enable');
    // What is detached before any removal is the page's, not the element's (counters()).
    const { all: before } = await counters(cdp);
    await recreate(page, pageCase);
    await removeOrRestore(page, pageCase.element, true);
    const first = await counters(cdp, before);
    await removeOrRestore(page, pageCase.element, false);
    await (pageCase.mounted ?? pageCase.ready)(page);
    for (let cycle = 0; cycle < CYCLES; cycle++) await recreate(page, pageCase);
    await removeOrRestore(page, pageCase.element, true);
    const last = await counters(cdp, before);
    return {
      element: pageCase.element,
      detachedBefore: before.size,
      detachedAfterFirst: first.detached,
      detached: last.detached,
      nodes: [first.nodes, last.nodes],
      listeners: [first.listeners, last.listeners],
    };
  } finally {
    await context.close();
  }
}

if (!existsSync(`${ROOT}/index.html`)) {
  console.error(`Nothing to bench in ${ROOT}: run "npm run build:demo" first.`);
  process.exit(1);
}
const servers = [
  await serveStatic(ROOT, PORT, 'localhost'),
  await serveStatic(ROOT, PORT + 1, 'localhost'),
];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const cases = PAGE_CASES.filter(
  (pageCase) =>
    (!ONLY || pageCase.element === ONLY) &&
    (!GATE || GATE_PAGES.some((g) => g.element === pageCase.element)),
);
let failed = false;

/**
 * One pass of the gate's pages: each watched step's ratio to the calibration clicked right before
 * it (scripts/bench-gate.ts `gateRatio`), and the table's cells (the steps' and the
 * calibration's lower quartiles).
 */
async function gatePass(elements = cases.map((c) => c.element)): Promise<{
  ratios: Record<string, number>;
  rows: Map<string, string[]>;
}> {
  const ratios: Record<string, number> = {};
  const rows = new Map<string, string[]>();
  for (const pageCase of cases.filter((c) => elements.includes(c.element))) {
    const { steps, watched } = GATE_PAGES.find((g) => g.element === pageCase.element)!;
    const run = steps.map((name) => {
      const step = pageCase.steps.find((s) => s.name === name);
      if (!step) throw new Error(`bench:gate: ${pageCase.element} has no step "${name}"`);
      return step;
    });
    const samples = await runPage(browser, { ...pageCase, steps: run }, watched);
    for (const step of watched) {
      const values = samples.get(step) ?? [];
      const references = samples.get(`${CALIBRATION} › ${step}`) ?? [];
      const key = gateKey(pageCase.element, step);
      ratios[key] = gateRatio(values, references);
      rows.set(key, [
        pageCase.element,
        step,
        ms(lowerQuartile(values)),
        ms(lowerQuartile(references)),
      ]);
    }
  }
  return { ratios, rows };
}

/** The gate, or with `--update` three passes whose median ratios are stored. */
async function gate(): Promise<boolean> {
  console.log(
    'element              interaction                  lower quartile  calibration  ratio  stored  growth',
  );
  const line = (cells: string[], ratio: number, tail = '') =>
    console.log(
      `${cells[0]!.padEnd(20)} ${cells[1]!.padEnd(28)} ${cells[2]!.padStart(14)}  ${cells[3]!.padStart(11)}  ${ratio.toFixed(2).padStart(5)}${tail}`,
    );
  if (UPDATE) {
    const passes: Record<string, number>[] = [];
    for (let pass = 0; pass < 3; pass++) {
      const { ratios, rows } = await gatePass();
      for (const [key, cells] of rows) line(cells, ratios[key]!);
      passes.push(ratios);
    }
    const ratios = Object.fromEntries(
      Object.keys(passes[0]!).map((key) => [key, median(passes.map((p) => p[key]!))]),
    );
    writeBaseline(GATE_FILE, {
      measured: `Chromium ${browser.version()}, ${THROTTLE}x CPU, ${REPETITIONS} repetitions, median of 3 passes, ${new Date().toISOString().slice(0, 10)}, load ${load()}`,
      ratios,
    });
    console.log(`\nbench:gate: the median ratios of 3 passes stored in ${GATE_FILE}`);
    return true;
  }
  const { ratios, rows } = await gatePass();
  const baseline = readBaseline(GATE_FILE);
  // A page with a ratio over the limit is measured again, twice at most, and each ratio keeps its
  // lowest: a regression is over the limit every time, a moment of load seldom twice.
  for (let retry = 0; retry < CONFIRMATIONS; retry++) {
    const suspects = gateVerdicts(ratios, baseline)
      .filter((v) => v.failed)
      .map((v) => v.key.split(' › ')[0]!);
    if (!suspects.length) break;
    console.log(`bench:gate: measuring ${[...new Set(suspects)].join(', ')} again`);
    const again = await gatePass([...new Set(suspects)]);
    for (const [key, ratio] of Object.entries(again.ratios))
      if (!(ratio >= ratios[key]!)) {
        ratios[key] = ratio;
        rows.set(key, again.rows.get(key)!);
      }
  }
  const verdicts = gateVerdicts(ratios, baseline);
  for (const v of verdicts)
    line(
      rows.get(v.key) ?? ['', v.key, '', ''],
      v.ratio,
      `  ${(v.stored?.toFixed(2) ?? '–').padStart(6)}  ${(v.growth?.toFixed(2) ?? '–').padStart(6)}${v.failed ? '  FAILED' : ''}`,
    );
  const bad = verdicts.filter((v) => v.failed);
  console.log(
    bad.length
      ? `\nbench:gate: ${bad.length} interaction(s) grew by more than half against the calibration: ${bad.map((v) => v.key).join('; ')}`
      : `\nbench:gate: ${verdicts.length} interactions within their stored ratios (load ${load()})`,
  );
  return bad.length === 0;
}

try {
  if (GATE) {
    console.log(
      `bench:gate  Chromium ${browser.version()}, CPU throttling ${THROTTLE}x, ${REPETITIONS} repetitions, load ${load()}`,
    );
    failed = !(await gate());
  } else {
    console.log(
      `bench:browser  Chromium ${browser.version()}, CPU throttling ${THROTTLE}x, ${RUNS} runs x ${REPETITIONS} repetitions, load ${load()}`,
    );
    console.log(
      'element              interaction                          median  runs              worst',
    );
  }
  for (const pageCase of cases) {
    if (!TIMINGS || GATE) break;
    const runs: Map<string, number[]>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await runPage(browser, pageCase));
    for (const step of pageCase.steps) {
      const perRun = runs.map((run) => run.get(step.name) ?? []);
      const all = perRun.flat();
      const mid = median(all);
      const worst = Math.max(...all);
      const over = mid > MEDIAN_LIMIT_MS || worst > WORST_LIMIT_MS;
      // The lines are for the press's answer; a step's own completion time (the locator's new
      // cards drawn after the pager answered) is reported against them.
      if (mid > MEDIAN_LIMIT_MS && !step.duration) failed = true;
      console.log(
        `${pageCase.element.padEnd(20)} ${step.name.padEnd(36)} ${ms(mid).padStart(6)}  ${perRun
          .map((values) => ms(median(values)))
          .join(', ')
          .padEnd(16)} ${ms(worst).padStart(6)}${over ? '  over' : ''}`,
      );
    }
  }
  if (HEAP) {
    console.log(`\nheap after forced GC, ${CYCLES} removals and re-creations (unthrottled)`);
    console.log(
      'element              detached nodes (live / after 1st / after all)  DOM nodes      listeners',
    );
    for (const pageCase of cases) {
      const figures = await heapPass(browser, pageCase);
      // No detached node held after the first re-creation, nor after all of them.
      if (figures.detached > 0 || figures.detachedAfterFirst > 0) failed = true;
      console.log(
        `${figures.element.padEnd(20)} ${`${figures.detachedBefore} / ${figures.detachedAfterFirst} / ${figures.detached}`.padEnd(46)} ${`${figures.nodes[0]} -> ${figures.nodes[1]}`.padEnd(14)} ${figures.listeners[0]} -> ${figures.listeners[1]}`,
      );
    }
  }
  if (!GATE) console.log(`\nload at the end ${load()} (figures from a busy machine run high)`);
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
if (GATE && failed) process.exit(1);
if (CHECK && failed) {
  console.error(
    `bench:browser --check: a median above ${MEDIAN_LIMIT_MS} ms or a detached node held.`,
  );
  process.exit(1);
}
