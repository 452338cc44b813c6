// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { nextTask, soloTask } from './next-task';

/** Logs `name`, then the microtasks of its task: they run before any callback of a later task. */
function step(log: string[], name: string) {
  return () => {
    log.push(name);
    queueMicrotask(() => log.push(`${name}'s microtasks`));
  };
}

describe('nextTask', () => {
  it('runs the callbacks queued in one task after it, together, in order', async () => {
    const log: string[] = [];
    nextTask(step(log, 'a'));
    nextTask(step(log, 'b'));
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toHaveLength(4));
    // One task: b runs before a's microtasks.
    expect(log).toEqual(['a', 'b', "a's microtasks", "b's microtasks"]);
  });
});

describe('soloTask', () => {
  it('runs a callback later, in a task that runs nothing else', async () => {
    const log: string[] = [];
    soloTask(step(log, 'solo'));
    nextTask(step(log, 'a'));
    nextTask(step(log, 'b'));
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toHaveLength(6));
    // The solo task's microtasks come right after it: no other callback shared its task.
    expect(log.indexOf("solo's microtasks")).toBe(log.indexOf('solo') + 1);
  });
});
