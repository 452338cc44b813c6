import { http, type RequestHandler } from 'msw';
import { answer, type Scenario } from '../scenario';
import { SEARCH_TERMS } from './fixtures';

/** spec §7: GET /bin/{site}/typeahead?collection={collection}&suggest.q={query}, any origin. */
export const TYPEAHEAD_URL = /\/bin\/[^/]+\/typeahead$/;
/** spec §7: the static file of the static test host (/{site}/resources/bin/{site}/typeahead.json). */
export const STATIC_TYPEAHEAD_URL = /\/resources\/bin\/[^/]+\/typeahead\.json$/;

/** The servlet's answer: the known terms containing the text (case-insensitive), at most 8. */
export function typeaheadAnswer(query: string, terms: readonly string[] = SEARCH_TERMS) {
  const needle = query.trim().toLocaleLowerCase();
  return {
    suggestions: needle
      ? terms
          .filter((term) => term.toLocaleLowerCase().includes(needle))
          .slice(0, 8)
          .map((term) => ({ term }))
      : [],
  };
}

export function createSearchHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [
    http.get(TYPEAHEAD_URL, ({ request }) => {
      const query = new URL(request.url).searchParams.get('suggest.q') ?? '';
      return answer(
        scenario,
        () => typeaheadAnswer(query),
        () => ({ suggestions: [] }),
      );
    }),
    http.get(STATIC_TYPEAHEAD_URL, () =>
      answer(
        scenario,
        () => ({ suggestions: SEARCH_TERMS.map((term) => ({ term })) }),
        () => ({ suggestions: [] }),
      ),
    ),
  ];
}
