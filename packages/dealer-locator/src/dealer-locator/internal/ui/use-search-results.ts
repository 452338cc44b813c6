import { useMemo } from 'react';
import { availableLocationTypes, availableOfferings } from '../data/filters';
import { buildResults } from '../data/results';
import type { Filters, PagedResults } from '../data/types';
import type { SearchState } from './use-dealer-search';

/**
 * What the view shows of the cached answer: filtered, sorted, lettered and paged results
 * (spec §3 Paged results) and the filter bar's options. Re-derived without a request when an
 * offering or location type changes (spec §4).
 */
export function useSearchResults(
  state: SearchState,
  perPage: number,
  offerings: Readonly<Record<string, string>>,
): { results: PagedResults | null; filters: Filters | null } {
  const { answer, request, productType, locationTypes, revealHeldBack } = state;
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
  const locationOptions = useMemo(
    () => (answer ? availableLocationTypes(answer, locationTypes) : []),
    [answer, locationTypes],
  );
  const offeringOptions = useMemo(
    () => (answer ? availableOfferings(answer, offerings, productType) : []),
    [answer, offerings, productType],
  );
  const filters: Filters | null = answer
    ? {
        radius: state.radius,
        distance_unit: state.distanceUnit,
        product_type: productType,
        location_types: locationOptions,
        product_types: offeringOptions,
      }
    : null;

  return { results, filters };
}
