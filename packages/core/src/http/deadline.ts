/**
 * Every wait has a deadline (docs/laws/deadlines.md). A request or a library load that never
 * settles ends after its deadline with a DeadlineError, the same way a failed one ends: the
 * caller shows its error state and logs once. The task's signal is aborted then, so a late
 * answer is dropped; one that arrives anyway is ignored (the race is already over).
 *
 * The deadline is a plain `setTimeout` (not `AbortSignal.timeout`), so a test can run it on a
 * fake clock.
 */

/** A data request (JSON from a servlet or an API) that the spec gives no time for: 15 s. */
export const DATA_DEADLINE_MS = 15_000;

/** A library or script load (Google Maps) that the spec gives no time for: 20 s. */
export const LIBRARY_DEADLINE_MS = 20_000;

/** The wait ran out: the request or load gave no answer within its deadline. */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms / 1000} s`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `task` with a signal that is aborted by the caller's `signal` or after `ms`; rejects with
 * DeadlineError at the deadline, whatever the task does after.
 */
export function withDeadline<T>(
  ms: number,
  task: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal!.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(ms);
      reject(error);
      controller.abort(error);
    }, ms);
  });
  return Promise.race([task(controller.signal), late]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  });
}

/**
 * A script chunk of our own that a visitor waits for (a map engine, the popup mode, the modal
 * dialog): `import()` under the library deadline, so a chunk that never arrives ends in the
 * caller's error state like a failed one.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return withDeadline(LIBRARY_DEADLINE_MS, load);
}
