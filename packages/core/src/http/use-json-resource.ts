import { startTransition, useEffect, useEffectEvent, useState } from 'react';
import { useFailureEvent } from '../element/failure-event';
import { apiFetch } from './api-fetch';
import { useLatestRequest } from './latest-request';

export interface JsonResource<T> {
  /** True while the answer for the current address is outstanding. */
  loading: boolean;
  /** The parsed answer for the current address; null while loading, after a failure or with no address. */
  data: T | null;
  /** The last settled answer, kept while a newer address loads (null after a failure). */
  latest: T | null;
  /** The request for the current address failed (network, non-OK status, or `parse` threw). */
  failed: boolean;
}

export interface JsonResourceOptions<T> {
  /** Validates and normalises the raw answer at the boundary; throwing counts as a failure. */
  parse: (raw: unknown) => T;
  /**
   * Told about each failure of the newest request (never about superseded or aborted ones), a
   * deadline passed included (DeadlineError): log it here, once, with the element's tag. The
   * element's `mf-error` (source 'request') is fired too.
   */
  onFailure?: (error: unknown) => void;
}

interface Settled<T> {
  url: string | null;
  data: T | null;
  failed: boolean;
}

/**
 * GETs one address at a time: a newer address aborts the request in flight and a late answer is
 * dropped (LatestRequest), so an old answer never overwrites a newer one. `url` null means there
 * is nothing to ask. Loading is derived (the address differs from the one the answer belongs to),
 * so nothing is set synchronously inside the effect.
 */
export function useJsonResource<T>(
  url: string | null,
  options: JsonResourceOptions<T>,
): JsonResource<T> {
  const latest = useLatestRequest();
  const [settled, setSettled] = useState<Settled<T>>({ url: null, data: null, failed: false });
  const parse = useEffectEvent((raw: unknown) => options.parse(raw));
  const failureEvent = useFailureEvent();
  const fail = useEffectEvent((error: unknown) => {
    options.onFailure?.(error);
    failureEvent(error);
  });

  useEffect(() => {
    if (url === null) {
      latest.abort();
      return;
    }
    void latest
      .run((signal) => apiFetch<unknown>(url, { signal }))
      .then((outcome) => {
        // Only the newest answer reaches here, so only it is parsed (and logged about).
        let data: T | null = null;
        let error: unknown = outcome.ok ? undefined : outcome.error;
        if (outcome.ok) {
          try {
            data = parse(outcome.value);
          } catch (parseError) {
            error = parseError;
          }
        }
        if (error !== undefined) fail(error);
        // The answer renders as a transition: React draws a long list in slices and the page
        // keeps its turns (CONTRIBUTING, element runtime).
        startTransition(() => setSettled({ url, data, failed: error !== undefined }));
      });
  }, [url, latest]);

  if (url === null) return { loading: false, data: null, latest: null, failed: false };
  const current = settled.url === url;
  return {
    loading: !current,
    data: current ? settled.data : null,
    latest: settled.data,
    failed: current && settled.failed,
  };
}
