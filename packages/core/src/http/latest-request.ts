import { useEffect, useState } from 'react';
import { isAbortError } from './api-fetch';

/**
 * A slot that holds one request at a time: starting a new one aborts the one in flight, and a
 * late answer to an old request is dropped, so it can never overwrite a newer one.
 */
export class LatestRequest {
  private controller: AbortController | null = null;
  private generation = 0;

  /**
   * Runs `task` with a fresh signal. Resolves `{ ok: true, value }` for the newest request,
   * `{ ok: false, error }` when it failed, and never settles for a superseded or aborted one.
   */
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T>> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const generation = ++this.generation;
    const isCurrent = () => generation === this.generation && !controller.signal.aborted;
    return new Promise((resolve) => {
      task(controller.signal).then(
        (value) => {
          if (isCurrent()) resolve({ ok: true, value });
        },
        (error: unknown) => {
          if (isCurrent() && !isAbortError(error)) resolve({ ok: false, error });
        },
      );
    });
  }

  abort(): void {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
  }
}

export type RequestOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A LatestRequest owned by a component, aborted on unmount. */
export function useLatestRequest(): LatestRequest {
  const [slot] = useState(() => new LatestRequest());
  useEffect(() => () => slot.abort(), [slot]);
  return slot;
}
