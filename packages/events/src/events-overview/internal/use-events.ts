import { useJsonResource } from '@mf/core/http/use-json-resource';
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

/**
 * Loads one events page per address through core's useJsonResource (newest request wins).
 * `url` null means "nothing to ask" (no site configured). spec §8 shows nothing but the
 * no-results heading on failure; the console says why.
 */
export function useEvents(url: string | null, tag: string): EventsState {
  const resource = useJsonResource<EventsPage>(url, {
    parse: (raw) => {
      const data = normalizeEventsPage(raw);
      if (data.malformed) console.warn(`${tag}: the events answer has no results list`, raw);
      else if (data.dropped > 0)
        console.warn(`${tag}: ${data.dropped} malformed event(s) left out`);
      return data;
    },
    onFailure: (error) => console.warn(`${tag}: the events request failed`, error),
  });
  return {
    loading: resource.loading,
    data: resource.loading ? resource.latest : resource.data,
    failed: resource.failed,
  };
}
