/**
 * `npm test`: every layer of the suite, each the npm script it names (so any one of them runs
 * alone as well), in an order that keeps the machine's cores busy without letting one
 * measurement disturb another:
 *
 *   1. the checks (dependency rules, manifest, tokens) beside the build of the gallery;
 *   2. Lighthouse, alone: its figures are the page's CPU time under simulated throttling, and a
 *      second job on the machine would show up in them; then the browser bench's gate, alone
 *      too (its ratios hold against a busy machine, not against the suite's own layers). The
 *      unit tests start beside them at the lowest CPU priority (`nice -n 19`): they get only the
 *      cycles the measurement leaves (a Lighthouse run keeps about one core busy, waiting on the
 *      page for the rest), and are raised to normal priority once nothing runs alone. Raising a
 *      priority needs root (the CI machine's user); anyone else's unit tests wait as before;
 *   3. then everything else side by side: the unit tests, the size budgets and the package test,
 *      the Chromium tests followed by the interop apps, and the end-to-end tests. The browsers
 *      are separate (web-test-runner's and each Playwright worker's), so each test page is the
 *      front page of its own browser and gets its animation frames.
 *
 * Each line of output is prefixed with its layer. At the end, each failed layer's failures are
 * repeated (the test names and their errors), then a table gives each layer's time,
 * its test count and its result; the exit code is non-zero when any layer failed. A layer whose
 * prerequisite failed is not run (shown as "not run"). See CONTRIBUTING "The test suite".
 *
 *   npm test                 every layer
 *   npm test -- --serial     one layer at a time, in the same order (to time a layer alone)
 */
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { countTests, failureDigest, formatTable, type LayerResult } from './test-layers';

interface Layer {
  name: string;
  /** npm scripts run one after the other. */
  scripts: string[];
  /** Layers that must have passed first. */
  after?: string[];
  /** Run with nothing else running (Lighthouse). */
  alone?: boolean;
  /**
   * May start while a layer runs alone, at the lowest CPU priority, raised to normal priority
   * once no layer runs alone or waits to.
   */
  idle?: boolean;
}

const LAYERS: Layer[] = [
  { name: 'checks', scripts: ['deps', 'manifest:check', 'check:tokens'] },
  { name: 'build', scripts: ['build:demo'] },
  { name: 'lighthouse', scripts: ['test:lighthouse'], after: ['build'], alone: true },
  { name: 'bench', scripts: ['bench:gate'], after: ['lighthouse'], alone: true },
  { name: 'unit', scripts: ['test:unit'], after: ['checks', 'build'], idle: true },
  { name: 'size', scripts: ['size'], after: ['lighthouse'] },
  { name: 'package', scripts: ['test:package'], after: ['size'] },
  { name: 'browser', scripts: ['test:browser'], after: ['lighthouse'] },
  { name: 'e2e', scripts: ['test:e2e'], after: ['lighthouse'] },
  // After the Chromium tests, beside the end-to-end tests (its own port): the e2e layer is the
  // longest, and the interop apps waiting for it made the suite that much longer.
  { name: 'interop', scripts: ['test:interop'], after: ['browser'] },
];

const serial = process.argv.includes('--serial');
/**
 * Only root may raise a priority again, with util-linux's renice; elsewhere an idle layer waits
 * its turn (at idle priority beside the other layers it would get almost no CPU).
 */
const idleAllowed =
  !serial && process.getuid?.() === 0 && spawnSync('renice', ['--version']).status === 0;
const started = performance.now();
const results = new Map<string, LayerResult>();
const running = new Set<string>();
/** The process groups of the scripts running at idle priority, by layer. */
const idleGroups = new Map<string, number>();
/** What each failed layer's output says failed, printed again above the closing table. */
const digests = new Map<string, string[]>();

function runScript(
  layer: string,
  script: string,
  idle: boolean,
): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    // The environment is passed on untouched: a colour variable changes what some tools print
    // (TypeScript's FORCE_COLOR turns on its pretty format, which the package test reads).
    // At idle priority in a process group of its own, so that renice raises all of it at once.
    const command = ['npm', 'run', '--silent', script];
    const child = idle
      ? spawn('nice', ['-n', '19', ...command], {
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
      : spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    if (idle && child.pid) idleGroups.set(layer, child.pid);
    let output = '';
    const prefix = `[${layer}] `;
    const forward = (stream: NodeJS.WriteStream) => {
      let pending = '';
      return (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        pending += text;
        const lines = pending.split(/\r?\n/);
        pending = lines.pop()!;
        for (const line of lines) stream.write(prefix + line + '\n');
      };
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    child.on('close', (code) => {
      idleGroups.delete(layer);
      resolve({ ok: code === 0, output });
    });
  });
}

/** Normal priority again for every idle layer's processes (what they have started inherits it). */
function raiseIdleLayers(): void {
  for (const [layer, group] of idleGroups) {
    const raised = spawnSync('renice', ['-n', '0', '-g', String(group)], { encoding: 'utf8' });
    console.log(
      raised.status === 0
        ? `[${layer}] normal CPU priority from here on (nothing runs alone any more)`
        : `[${layer}] could not be raised to normal priority: ${raised.stderr || raised.error}`,
    );
  }
  idleGroups.clear();
}

// An interrupted run takes its idle process groups with it (they are not in npm test's group).
process.on('SIGINT', () => {
  for (const group of idleGroups.values()) process.kill(-group, 'SIGINT');
  process.exit(130);
});

async function runLayer(layer: Layer, idle: boolean): Promise<void> {
  running.add(layer.name);
  const start = performance.now();
  let output = '';
  let ok = true;
  for (const script of layer.scripts) {
    // Idle for as long as a layer runs alone: a later script of the layer starts raised.
    const run = await runScript(layer.name, script, idle && anyAloneRunning());
    output += run.output;
    if (!run.ok) {
      ok = false;
      console.log(`[${layer.name}] npm run ${script} failed`);
      break;
    }
  }
  if (!ok) digests.set(layer.name, failureDigest(output));
  results.set(layer.name, {
    name: layer.name,
    scripts: layer.scripts,
    status: ok ? 'passed' : 'failed',
    seconds: (performance.now() - start) / 1000,
    tests: countTests(layer.name, output),
  });
  running.delete(layer.name);
}

const isAlone = (name: string) => !!LAYERS.find((layer) => layer.name === name)?.alone;
const anyAloneRunning = () => [...running].some(isAlone);

/** Starts every layer whose prerequisites are done, as long as the rules allow; resolves at the end. */
async function schedule(): Promise<void> {
  const pending = new Set(LAYERS.map((layer) => layer.name));
  const inFlight = new Map<string, Promise<void>>();
  while (pending.size || inFlight.size) {
    // Nothing runs alone or waits to: the idle layers get their full share from here on.
    if (idleGroups.size && ![...pending, ...running].some(isAlone)) raiseIdleLayers();
    for (const layer of LAYERS) {
      if (!pending.has(layer.name)) continue;
      const prerequisites = (layer.after ?? []).map((name) => results.get(name));
      if (prerequisites.some((result) => result && result.status !== 'passed')) {
        pending.delete(layer.name);
        results.set(layer.name, {
          name: layer.name,
          scripts: layer.scripts,
          status: 'not run',
          seconds: 0,
          tests: null,
        });
        continue;
      }
      if (prerequisites.some((result) => !result)) continue;
      // A layer at idle priority does not keep a measurement from starting.
      const busy = [...running].filter((name) => !idleGroups.has(name));
      const idle = anyAloneRunning() && !!layer.idle && idleAllowed;
      if (anyAloneRunning() && !idle) continue;
      if (busy.length && (layer.alone || serial)) continue;
      pending.delete(layer.name);
      inFlight.set(
        layer.name,
        runLayer(layer, idle).then(() => void inFlight.delete(layer.name)),
      );
    }
    if (inFlight.size) await Promise.race(inFlight.values());
    else if (pending.size) break; // nothing can start: only possible with a cycle in LAYERS
  }
}

await schedule();
const ordered = LAYERS.map((layer) => results.get(layer.name)!).filter(Boolean);
for (const [name, lines] of digests) {
  console.log(`\n${name} failed:`);
  for (const line of lines) console.log(`  ${line}`);
}
console.log(formatTable(ordered, (performance.now() - started) / 1000));
process.exit(ordered.every((result) => result.status === 'passed') ? 0 : 1);
