import { useMemo } from 'react';
import {
  answerFilterOptions,
  appliedFilter,
  selectFilterOptions,
  type AppliedFilter,
} from '../data/filters';
import { buildResults } from '../data/results';
import type { Filters, PagedResults } from '../data/types';
import type { SearchState } from './search-state';

/**
 * What the view shows of the cached answer: filtered, sorted, lettered and paged results
 * (spec §3 Paged results) and the filter bar's options. Re-derived without a request when an
 * offering or location type changes (spec §4). The options are scanned from the answer once per
 * answer (here, and only here); a filter change only marks the selection on them.
 */
export function useSearchResults(
  state: SearchState,
  perPage: number,
  offerings: Readonly<Record<string, string>>,
): { results: PagedResults | null; filters: Filters | null; applied: AppliedFilter } {
  const { answer, request, revealHeldBack } = state;
  const options = useMemo(
    () => (answer ? answerFilterOptions(answer, offerings) : null),
    [answer, offerings],
  );
  // spec §4: applied filters stay applied while the answer still offers them.
  const requested = { locationTypes: state.locationTypes, productType: state.productType };
  const applied = options ? appliedFilter(options, requested) : requested;
  const { locationTypes, productType } = applied;
  const results = useMemo(
    () =>
      answer
        ? buildResults(
            answer,
            {
              perPage,
              brand: request?.brand ?? '',
              region: request?.region ?? '',
              userLocation: request?.geocode ?? null,
            },
            { locationTypes, productType },
            { revealHeldBack },
          )
        : null,
    [answer, request, perPage, locationTypes, productType, revealHeldBack],
  );
  const selection = useMemo(
    () => (options ? selectFilterOptions(options, { locationTypes, productType }) : null),
    [options, locationTypes, productType],
  );
  const filters: Filters | null = selection
    ? {
        radius: state.radius,
        distance_unit: state.distanceUnit,
        product_type: productType,
        ...selection,
      }
    : null;

  return { results, filters, applied };
}
