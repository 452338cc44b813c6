import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

// The real afterNextPaint (tests/setup/vitest-setup.ts runs it at once elsewhere).
vi.unmock('@mf/core/browser/after-paint');

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs after the next animation frame, as a task of its own, not inside the frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled(); // no frame yet: nothing painted
    frames.shift()!(0);
    expect(run).not.toHaveBeenCalled(); // inside the frame, before its paint
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('cancels before the frame and between the frame and the task', () => {
    const frames: FrameRequestCallback[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => cancelled.push(id));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = vi.fn();
    afterNextPaint(run)();
    expect(cancelled).toEqual([1]);
    const cancel = afterNextPaint(run);
    frames[1]!(0);
    cancel();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('in a hidden document (no frames come) runs as the next task', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = vi.fn();
    afterNextPaint(run);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
