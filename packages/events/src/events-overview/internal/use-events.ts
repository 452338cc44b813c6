import { apiFetch, useLatestRequest } from '@mf/core';
import { useEffect, useState } from 'react';
import { normalizeEventsPage } from './normalize';
import type { EventsPage } from './types';

export interface EventsState {
  /** True while the answer for the current address is outstanding. */
  loading: boolean;
  /** The last answer received (kept while a newer one loads), null before the first or after a failure. */
  data: EventsPage | null;
  /** The last request failed (spec §8: shown as no-results). */
  failed: boolean;
}

interface Loaded {
  url: string | null;
  data: EventsPage | null;
  failed: boolean;
}

/**
 * Loads one events page per address. A newer address aborts the request in flight and a late
 * answer is dropped (core LatestRequest), so it never overwrites a newer one. `url` null means
 * "nothing to ask" (no site configured).
 */
export function useEvents(url: string | null, tag: string): EventsState {
  const latest = useLatestRequest();
  // Loading is derived (the address differs from the one the data belongs to), so no state is
  // set synchronously inside the effect.
  const [loaded, setLoaded] = useState<Loaded>({ url: null, data: null, failed: false });

  useEffect(() => {
    if (url === null) {
      latest.abort();
      return;
    }
    void latest
      .run((signal) => apiFetch<unknown>(url, { signal }))
      .then((outcome) => {
        if (!outcome.ok) {
          // spec §8 shows nothing but the no-results heading; the console says why.
          console.warn(`${tag}: the events request failed`, outcome.error);
          setLoaded({ url, data: null, failed: true });
          return;
        }
        const data = normalizeEventsPage(outcome.value);
        if (data.malformed) {
          console.warn(`${tag}: the events answer has no results list`, outcome.value);
        } else if (data.dropped > 0) {
          console.warn(`${tag}: ${data.dropped} malformed event(s) left out`);
        }
        setLoaded({ url, data, failed: false });
      });
  }, [url, latest, tag]);

  if (url === null) return { loading: false, data: null, failed: false };
  return { loading: loaded.url !== url, data: loaded.data, failed: loaded.failed };
}
