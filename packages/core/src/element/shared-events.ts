import { event, type EventsOf } from './define-api';

/**
 * Events the element adapter emits for every element, declared once: the manifest
 * and README tables (scripts/build-manifest.ts) list them beside each element's own events, and
 * `HostElement` / `JsxProps` (types.ts) type them. The runtime only imports the type, so none of
 * these texts ship.
 */
export const sharedEvents = {
  'mf-error': event<{ message: string; source: 'render' | 'request' }>(
    "Fired when the element failed to render (`source: 'render'`: a programming error, caught by its error boundary; it shows a short fallback instead and logs `<tag>: render failed`), or when a request of an element that loads data failed or had no answer within its deadline (`source: 'request'`; the element shows its error state and logs one line starting with its tag). `message` is the error message ('no answer within 15 s' for a request that ran out of time).",
    "{ message: string; source: 'render' | 'request' }",
  ),
};

/** Event name -> detail type of the shared events. */
export type SharedEvents = EventsOf<{ events: typeof sharedEvents }>;
