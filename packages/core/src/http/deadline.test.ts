import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api-fetch';
import {
  DATA_DEADLINE_MS,
  DeadlineError,
  LIBRARY_DEADLINE_MS,
  loadChunk,
  withDeadline,
} from './deadline';

describe('withDeadline (docs/laws/deadlines.md)', () => {
  afterEach(() => vi.useRealTimers());

  it('the documented defaults: 15 s for data, 20 s for a library', () => {
    expect(DATA_DEADLINE_MS).toBe(15_000);
    expect(LIBRARY_DEADLINE_MS).toBe(20_000);
  });

  it('a task that never settles rejects with DeadlineError at the deadline, not before, and its signal is aborted', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    let outcome: unknown = 'pending';
    void withDeadline(1000, (signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    }).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(999);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(DeadlineError);
    expect((outcome as Error).message).toBe('no answer within 1 s');
    expect(seen!.aborted).toBe(true);
  });

  it('an answer after the deadline is ignored', async () => {
    vi.useFakeTimers();
    let answer!: (value: string) => void;
    const result = withDeadline(1000, () => new Promise<string>((r) => (answer = r)));
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    answer('late');
    expect(await settled).toBeInstanceOf(DeadlineError);
  });

  it("an answer in time wins and clears the timer; the caller's abort reaches the task", async () => {
    vi.useFakeTimers();
    await expect(withDeadline(1000, async () => 'ok')).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    void withDeadline(
      1000,
      (signal) => {
        seen = signal;
        return new Promise(() => {});
      },
      controller.signal,
    ).catch(() => {});
    controller.abort();
    expect(seen!.aborted).toBe(true);
  });
});

describe('apiFetch deadline', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  it('a request with no answer fails with DeadlineError after DATA_DEADLINE_MS (no CSRF log from its aborted token call)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/token', () => new Promise<never>(() => {})),
      http.post('http://localhost/api/x', () => HttpResponse.json({})),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = apiFetch('http://localhost/api/x', {
      body: {},
      tokenPath: 'http://localhost/token',
    }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DATA_DEADLINE_MS);
    const outcome = await result;
    expect(outcome).toBeInstanceOf(DeadlineError);
    expect(error).not.toHaveBeenCalled();
  });

  it('takes a deadline of its own (a spec time)', async () => {
    server.use(http.get('http://localhost/api/y', () => new Promise<never>(() => {})));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const result = apiFetch('http://localhost/api/y', { deadline: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await result).toMatchObject({
      name: 'DeadlineError',
      message: 'no answer within 0.5 s',
    });
  });
});

describe('loadChunk (docs/laws/deadlines.md)', () => {
  afterEach(() => vi.useRealTimers());

  it('a script chunk that never arrives fails with DeadlineError at the library deadline', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    void loadChunk(() => new Promise<never>(() => {})).catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(LIBRARY_DEADLINE_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(DeadlineError);
  });

  it('a chunk that arrives is passed on', async () => {
    await expect(loadChunk(() => Promise.resolve({ engine: 1 }))).resolves.toEqual({ engine: 1 });
  });
});
