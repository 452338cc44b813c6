import { useEffect, useMemo, useState } from 'react';
import { afterNextPaint } from '@mf/core/browser/after-paint';
import { getPage } from '../data/arrange';
import {
  appliedFilter,
  availableLocationTypes,
  availableOfferings,
  selectFilterOptions,
  type AppliedFilter,
} from '../data/filters';
import { buildResults } from '../data/results';
import {
  ALL_OFFERINGS,
  type Dealer,
  type Filters,
  type PagedResults,
  type ProductTypeOption,
} from '../data/types';
import type { SearchState } from './search-state';

/** The offering options while a new answer's are not gathered yet: the default alone. */
const DEFAULT_OFFERING_ONLY: readonly ProductTypeOption[] = [
  { value: ALL_OFFERINGS, selected: false },
];

/**
 * What the view shows of the cached answer: filtered, sorted, lettered and paged results
 * (spec §3 Paged results) and the filter bar's options. Re-derived without a request when an
 * offering or location type changes (spec §4). The options are scanned from the answer once per
 * answer (here, and only here); a filter change only marks the selection on them.
 *
 * The first page of a new answer is painted before its offerings are gathered (the
 * scan reads every entry's offerings, 20 ms of a 10,000-dealer answer, more than the rest of
 * the first page together): the location types (one eager field per entry) come at once, the
 * offerings after the next paint (core/browser afterNextPaint), and the filter bar is busy
 * meanwhile. The offerings dropdown keeps its place meanwhile when the dealers of the page shown
 * have offerings (their cards read them in the same render, so this costs nothing): the answer
 * then has some, the dropdown will be there, and the filters after it and the results below do
 * not move when the options arrive (a phone's dealer-site page shifted 0.033, a popup 0.11).
 * When an offering is applied the new answer's offerings are gathered at once: spec
 * §4 drops an applied offering the answer lacks, and the filter reads every entry's offerings
 * anyway.
 */
export function useSearchResults(
  state: SearchState,
  perPage: number,
  offerings: Readonly<Record<string, string>>,
): { results: PagedResults | null; filters: Filters | null; applied: AppliedFilter } {
  const { answer, request, revealHeldBack } = state;
  const locationTypes = useMemo(() => (answer ? availableLocationTypes(answer) : null), [answer]);
  // The answer whose offerings are gathered: set after its first paint, or at once (during
  // render, no extra commit) when an applied offering needs checking.
  const [gathered, setGathered] = useState<readonly Dealer[] | null>(null);
  const offeringNow = state.productType !== ALL_OFFERINGS;
  if (answer && offeringNow && gathered !== answer) setGathered(answer);
  useEffect(() => {
    if (!answer || gathered === answer) return;
    return afterNextPaint(() => setGathered(answer));
  }, [answer, gathered]);
  const offeringsOf = answer && (offeringNow || gathered === answer) ? answer : null;
  const offeringOptions = useMemo(
    () => (offeringsOf ? availableOfferings(offeringsOf, offerings) : null),
    [offeringsOf, offerings],
  );
  const options = useMemo(
    () =>
      locationTypes ? { locationTypes, offerings: offeringOptions ?? DEFAULT_OFFERING_ONLY } : null,
    [locationTypes, offeringOptions],
  );
  // spec §4: applied filters stay applied while the answer still offers them.
  const requested = { locationTypes: state.locationTypes, productType: state.productType };
  const applied = options ? appliedFilter(options, requested) : requested;
  const { locationTypes: appliedTypes, productType } = applied;
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
            { locationTypes: appliedTypes, productType },
            { revealHeldBack },
          )
        : null,
    [answer, request, perPage, appliedTypes, productType, revealHeldBack],
  );
  const offeringsExpected = useMemo(
    () =>
      offeringOptions === null &&
      results !== null &&
      getPage(results, state.page).some((dealer) => dealer.product_offerings.length > 0),
    [offeringOptions, results, state.page],
  );
  const selection = useMemo(
    () =>
      options ? selectFilterOptions(options, { locationTypes: appliedTypes, productType }) : null,
    [options, appliedTypes, productType],
  );
  const filters: Filters | null = selection
    ? {
        radius: state.radius,
        distance_unit: state.distanceUnit,
        product_type: productType,
        ...selection,
        offeringsPending: offeringOptions === null,
        offeringsExpected,
      }
    : null;

  return { results, filters, applied };
}
