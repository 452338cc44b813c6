/**
 * The measuring half of `npm run bench` (scripts/bench.ts runs the sections): a case, the median
 * of several runs in wall and CPU time, and the report line with its ratio to one 60 Hz frame.
 * Section files (bench-map.ts) import it; it imports none of them.
 */
import { performance } from 'node:perf_hooks';

export const FRAME_MS = 1000 / 60;
export const WARMUP = 3;
export const RUNS = 15;

export interface BenchCase {
  label: string;
  /** Runs once per measurement; state it needs is prepared outside. */
  run: () => void;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Measurement {
  wallMs: number;
  cpuMs: number;
}

/** Median wall time and median CPU time of this process (steadier on a shared machine). */
export function measure(run: () => void, runs = RUNS): Measurement {
  for (let i = 0; i < WARMUP; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wallMs: median(wall), cpuMs: median(cpu) };
}

export function report(label: string, { wallMs, cpuMs }: Measurement, runs = RUNS): string {
  const frames = wallMs / FRAME_MS;
  const verdict = frames < 1 ? 'within one frame' : 'OVER one frame';
  return (
    `${label}: ${wallMs.toFixed(2)} ms (median of ${runs}; CPU ${cpuMs.toFixed(1)} ms) = ` +
    `${frames.toFixed(2)} x 16.7 ms frame, ${verdict}`
  );
}
