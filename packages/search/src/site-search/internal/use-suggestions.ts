import { useFailureEvent } from '@mf/core/element/failure-event';
import { apiFetch } from '@mf/core/http/api-fetch';
import { useLatestRequest } from '@mf/core/http/latest-request';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  filterStatic,
  MIN_QUERY_LENGTH,
  normalizeSuggestions,
  queryLength,
  typeaheadRequest,
  type Suggestion,
  type TypeaheadTarget,
} from './typeahead';

/**
 * The pause in typing before the typeahead is asked ("Debounce typing"; the spec gives
 * no figure). The same 250 ms as the dealer locator's place suggestions: about one keystroke gap
 * of a steady typist, so a word typed in one go costs one request.
 */
export const TYPEAHEAD_DEBOUNCE_MS = 250;

/**
 * Answers per request address, for the page's session ("answers cached per text for
 * the session"): typing back to an earlier text shows its suggestions at once, with no request.
 * Only good answers are kept; a failure is asked again next time.
 */
const answers = new Map<string, Suggestion[]>();

/** Forgets the cached answers (tests). */
export function clearTypeaheadCache(): void {
  answers.clear();
}

export interface TypeaheadSuggestions {
  suggestions: Suggestion[];
  /** The text the suggestions answer (what the view marks in them). */
  answered: string;
  /** Call with each keystroke's text. */
  query: (text: string) => void;
  /** Drops the suggestions and any pending or running request. */
  clear: () => void;
}

/**
 * The typeahead of the search bar (spec §5, §7): nothing below 3 characters; after the debounce
 * one GET through core/http, at most one in flight (a newer text aborts the older request, and a
 * late answer to an older text is dropped: LatestRequest). A 500, an HTML page, malformed JSON
 * or an answer of the wrong shape, or no answer within DATA_DEADLINE_MS (core/http/deadline),
 * gives no suggestions, one console error and the element's `mf-error`; typing goes on.
 */
export function useSuggestions(target: TypeaheadTarget, tag: string): TypeaheadSuggestions {
  const [state, setState] = useState<{ suggestions: Suggestion[]; answered: string }>({
    suggestions: [],
    answered: '',
  });
  const request = useLatestRequest();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failureEvent = useFailureEvent();
  const { origin, site, collection, staticHostPattern, cloudHostPattern, cloudPrefix } = target;

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    request.abort();
    setState((current) =>
      current.suggestions.length ? { suggestions: [], answered: '' } : current,
    );
  }, [request]);

  const query = useCallback(
    (text: string) => {
      clear();
      const typed = text.trim();
      if (!site || queryLength(typed) < MIN_QUERY_LENGTH) return;
      const { url, isStatic } = typeaheadRequest(
        { origin, site, collection, staticHostPattern, cloudHostPattern, cloudPrefix },
        typed,
      );
      const key = isStatic ? `${url}#${typed}` : url;
      const cached = answers.get(key);
      if (cached) {
        setState({ suggestions: cached, answered: typed });
        return;
      }
      timer.current = setTimeout(() => {
        void request
          .run(async (signal) => {
            const { suggestions, dropped } = normalizeSuggestions(await apiFetch(url, { signal }));
            if (dropped > 0)
              console.warn(`${tag}: ${dropped} typeahead suggestion(s) without a term left out`);
            return isStatic ? filterStatic(suggestions, typed) : suggestions;
          })
          .then((outcome) => {
            if (outcome.ok) {
              answers.set(key, outcome.value);
              setState({ suggestions: outcome.value, answered: typed });
            } else {
              const error = outcome.error;
              console.error(
                `${tag}: the typeahead request failed: ${error instanceof Error ? error.message : String(error)}`,
              );
              failureEvent(error);
            }
          });
      }, TYPEAHEAD_DEBOUNCE_MS);
    },
    [
      clear,
      request,
      origin,
      site,
      collection,
      staticHostPattern,
      cloudHostPattern,
      cloudPrefix,
      tag,
      failureEvent,
    ],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { ...state, query, clear };
}
