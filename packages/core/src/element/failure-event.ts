import { useCallback } from 'react';
import { useElementContext } from './element-context';

/**
 * The shared `mf-error` for a request that failed or ran out of time (docs/laws/deadlines.md):
 * every element that fetches calls this once per failure of its newest request, beside its own
 * log line. `source: 'request'` tells it from a render error (`source: 'render'`). Stable per
 * element.
 */
export function useFailureEvent(): (error: unknown) => void {
  const { emit } = useElementContext();
  return useCallback(
    (error: unknown) =>
      void emit('mf-error', {
        message: error instanceof Error ? error.message : String(error),
        source: 'request',
      }),
    [emit],
  );
}
