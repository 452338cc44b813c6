import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { afterNextPaint } from '@mf/core/browser/after-paint';
import { useFailureEvent } from '@mf/core/element/failure-event';
import { useLatestRequest } from '@mf/core/http/latest-request';
import { DealerCache, getPage, clampPage, pageRange, prepareNeighbourPages } from '../data/arrange';
import { ALL_LOCATION_TYPES, parseDistanceValue } from '../data/filters';
import { searchDealers } from '../data/search';
import {
  ALL_OFFERINGS,
  type Dealer,
  type DistanceUnit,
  type Filters,
  type PageRange,
  type PagedResults,
} from '../data/types';
import { useSearchResults } from './use-search-results';
import { buildSearchRequest, UnknownPlaceError } from './request';
import type { FormInput } from './use-search-form';
import type { SearchOrigin, SearchState } from './search-state';

export interface SearchSettings {
  searchEndpoint: string;
  tokenPath: string;
  perPage: number;
  offerings: Readonly<Record<string, string>>;
  apiKey: string;
  locale: string;
  radius: number;
  distanceUnit: DistanceUnit;
  /** The search call; popup mode brings its own (internal/popup). Default: searchDealers. */
  searchFn?: typeof searchDealers;
  /** Called when a search fails, before the error state renders (the view saves focus). */
  onError?: () => void;
}

export interface DealerSearch {
  state: SearchState;
  results: PagedResults | null;
  filters: Filters | null;
  pageDealers: readonly Dealer[];
  /** The whole current page, also while one dealer is selected: the map keeps every marker. */
  mapDealers: readonly Dealer[];
  range: PageRange | null;
  /** The list still shows the page before the last page press: the new one renders next. */
  listPending: boolean;
  pages: number;
  selected: Dealer | null;
  cache: DealerCache;
  search: (input: FormInput, origin: SearchOrigin) => void;
  /**
   * A distance choice: parsed as spec §5 says (false: no change); then the form is validated
   * and, when valid, searched anew (spec §4); otherwise only the next search uses the distance.
   */
  changeDistance: (value: string, validate: () => FormInput | null) => boolean;
  changeOffering: (value: string) => void;
  changeLocationType: (value: string) => void;
  setPage: (page: number) => void;
  select: (dealer: Dealer | null) => void;
  seeMore: () => void;
}

/**
 * The search lifecycle of spec §4: idle, loading (previous selection cleared), then results
 * (page reset to 1, count announced) or error (logged; the view hides the filter bar and shows
 * the results error message). A new search aborts the one in flight (core LatestRequest), an
 * aborted or superseded search is silent and never overwrites a newer one.
 */
export function useDealerSearch(settings: SearchSettings): DealerSearch {
  const latest = useLatestRequest();
  const failureEvent = useFailureEvent();
  const [cache] = useState(() => new DealerCache());
  const [state, setState] = useState<SearchState>(() => ({
    status: 'idle',
    answer: null,
    request: null,
    radius: settings.radius,
    distanceUnit: settings.distanceUnit,
    productType: ALL_OFFERINGS,
    locationTypes: [],
    revealHeldBack: false,
    page: 1,
    selectedId: null,
    submitDisabled: false,
    announceKey: 0,
  }));
  // The distance in force for the next search; written only by searches (event time).
  const distance = useRef({ radius: settings.radius, unit: settings.distanceUnit });
  const settingsRef = useRef(settings);
  useLayoutEffect(() => {
    settingsRef.current = settings;
  });

  const run = useCallback(
    (input: FormInput, origin: SearchOrigin, radius: number, unit: DistanceUnit) => {
      const config = settingsRef.current;
      distance.current = { radius, unit };
      setState((s) => ({
        ...s,
        status: 'loading',
        radius,
        distanceUnit: unit,
        selectedId: null,
        submitDisabled: s.submitDisabled || origin === 'submit',
      }));
      void latest
        .run(async (signal) => {
          const request = await buildSearchRequest(
            { ...input, radius, distance_unit: unit },
            { apiKey: config.apiKey, locale: config.locale },
          ).catch((error: unknown) => {
            if (error instanceof UnknownPlaceError) return null;
            throw error;
          });
          if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
          if (!request) return { request: null, dealers: [] as Dealer[] };
          const dealers = await (config.searchFn ?? searchDealers)(config.searchEndpoint, request, {
            signal,
            tokenPath: config.tokenPath,
          });
          return { request, dealers };
        })
        .then((outcome) => {
          // An answer renders as a transition (CONTRIBUTING, element runtime): React draws the
          // results in slices and the page keeps its turns (one 20 ms task at 1x).
          if (!outcome.ok) {
            console.error('mf-dealer-locator: the dealer search failed', outcome.error);
            failureEvent(outcome.error);
            settingsRef.current.onError?.();
            startTransition(() =>
              setState((s) => ({
                ...s,
                status: 'error',
                submitDisabled: false,
                announceKey: s.announceKey + 1,
              })),
            );
            return;
          }
          const { request, dealers } = outcome.value;
          cache.remember(dealers);
          // The applied filters are checked against the answer's options where those are
          // computed once (useSearchResults), not here.
          startTransition(() =>
            setState((s) => ({
              ...s,
              status: 'results',
              answer: dealers,
              request,
              page: 1,
              revealHeldBack: false,
              submitDisabled: false,
              announceKey: s.announceKey + 1,
            })),
          );
        });
    },
    [latest, cache, failureEvent],
  );

  const search = useCallback<DealerSearch['search']>(
    (input, origin) => run(input, origin, distance.current.radius, distance.current.unit),
    [run],
  );

  const changeDistance = useCallback(
    (value: string, validate: () => FormInput | null) => {
      // spec §5: an invalid value emits no change; an empty unit falls back to the form's
      // distance_unit field: the unit in force now (a visitor may have chosen another one), not
      // the attribute's.
      const choice = parseDistanceValue(value, distance.current.unit);
      if (!choice) return false;
      const input = validate();
      if (input) run(input, 'distance', choice.radius, choice.distance_unit);
      else {
        distance.current = { radius: choice.radius, unit: choice.distance_unit };
        setState((s) => ({ ...s, radius: choice.radius, distanceUnit: choice.distance_unit }));
      }
      return true;
    },
    [run],
  );

  const changeOffering = useCallback((value: string) => {
    setState((s) => ({
      ...s,
      productType: value,
      page: 1,
      selectedId: null,
      revealHeldBack: s.revealHeldBack,
      announceKey: s.announceKey + 1,
    }));
  }, []);

  const changeLocationType = useCallback((value: string) => {
    setState((s) => ({
      ...s,
      locationTypes: value === ALL_LOCATION_TYPES ? [] : [value],
      page: 1,
      selectedId: null,
      announceKey: s.announceKey + 1,
    }));
  }, []);

  const { results, filters, applied } = useSearchResults(
    state,
    settings.perPage,
    settings.offerings,
  );
  // spec §4: a filter the new answer no longer offers is dropped for good (it would otherwise
  // come back with a later answer while the dropdown shows every offering). Adjusted during
  // render, the React way to follow derived data: no extra commit, the results already use it.
  if (applied.productType !== state.productType || applied.locationTypes !== state.locationTypes) {
    const { answer } = state;
    setState((s) =>
      s.answer === answer
        ? { ...s, productType: applied.productType, locationTypes: applied.locationTypes }
        : s,
    );
  }

  const setPage = useCallback(
    (page: number) => setState((s) => ({ ...s, page, selectedId: null })),
    [],
  );
  const select = useCallback(
    (dealer: Dealer | null) => setState((s) => ({ ...s, selectedId: dealer ? dealer.id : null })),
    [],
  );
  const seeMore = useCallback(() => {
    setState((s) => {
      if (!results) return s;
      // The revealed dealers are appended: open the page where the first of them lands.
      const page = Math.floor(results.total / results.perPage) + 1;
      return { ...s, revealHeldBack: true, page, announceKey: s.announceKey + 1 };
    });
  }, [results]);

  const page = results ? clampPage(results, state.page) : 1;
  // The page the list shows (its dealers and range) follows the pager one render later, as a
  // deferred value (README "Interpretations", page change): a page press is answered at once by
  // the pager's new current page, and the 25 cards of the new page render after that paint, in
  // slices. Answer and page go together, so the list never shows one answer's dealers with
  // another's page. A chosen dealer is shown at once (its card is the press's answer).
  const current = useMemo(() => ({ results, page }), [results, page]);
  const shown = useDeferredValue(current);
  // The next and previous pages' cards are computed while the visitor reads this one
  // (idle time, else after the next paint), so a page change only renders.
  useEffect(() => {
    if (!results) return;
    return whenIdle(() => prepareNeighbourPages(results, page));
  }, [results, page]);
  const pageDealers = shown.results ? getPage(shown.results, shown.page) : [];
  const selected =
    state.selectedId && results
      ? (results.pages.flat().find((dealer) => dealer.id === state.selectedId) ?? null)
      : null;
  return {
    state: { ...state, page },
    results,
    filters,
    pageDealers: selected ? [selected] : pageDealers,
    mapDealers: pageDealers,
    range: shown.results ? pageRange(shown.results, shown.page) : null,
    listPending: shown !== current,
    pages: results ? results.pages.length : 0,
    selected,
    cache,
    search,
    changeDistance,
    changeOffering,
    changeLocationType,
    setPage,
    select,
    seeMore,
  };
}

/** Runs `callback` when the browser is idle (after the next paint where there is no idle API). */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return afterNextPaint(callback);
  const handle = requestIdleCallback(callback, { timeout: 2000 });
  return () => cancelIdleCallback(handle);
}
