import { useEffect, useMemo, useState } from 'react';
import { useFailureEvent } from '@mf/core/element/failure-event';
import { useLatestRequest } from '@mf/core/http/latest-request';
import type { DealerCache } from '../data/arrange';
import { fetchDealerDetail } from '../data/search';
import type { Dealer, DistanceUnit } from '../data/types';

export interface DetailSettings {
  detailEndpoint: string;
  brand: string;
  distanceUnit: DistanceUnit;
  cache: DealerCache;
  /**
   * The search answer the cache was last filled from: a new one may bring the dealer of a deep
   * link opened before the first search answered.
   */
  answer: readonly Dealer[] | null;
}

export interface DealerDetailState {
  dealer: Dealer | null;
  related: Dealer[];
  /**
   * spec §2 available services: the dealer's designated locations from the last search answer
   * (the detail call does not carry them).
   */
  services: readonly Dealer[];
  loading: boolean;
  failed: boolean;
}

const EMPTY = { dealer: null, related: [], loading: false, failed: false };

/**
 * The detail of one dealer (spec §4 Detail, §7): a dealer already known from a search is shown
 * at once, then the detail call loads it again with its related dealers; the loading indicator
 * goes when that call is done. A failed call keeps the known dealer (logged).
 */
export function useDealerDetail(code: string | null, settings: DetailSettings): DealerDetailState {
  const latest = useLatestRequest();
  const failureEvent = useFailureEvent();
  const [state, setState] = useState<
    Omit<DealerDetailState, 'services'> & {
      code: string | null;
      answer: readonly Dealer[] | null;
    }
  >({ ...EMPTY, code: null, answer: null });

  const { detailEndpoint, brand, distanceUnit, cache, answer } = settings;

  // A new code: show what is known at once, during render (no flash of the previous dealer).
  if (state.code !== code) {
    const known = code ? (cache.get(code) ?? null) : null;
    // Without a detail endpoint only a known dealer can be shown.
    const loading = code !== null && detailEndpoint !== '';
    setState({
      dealer: known,
      related: [],
      loading,
      failed: code !== null && !loading && !known,
      code,
      answer,
    });
  } else if (state.answer !== answer) {
    // A search answered since: a dealer not known before may be known now (a deep link opened
    // before the first search answered; without a detail endpoint the cache is all there is).
    const known = !state.dealer && code ? (cache.get(code) ?? null) : null;
    setState({
      ...state,
      answer,
      ...(known ? { dealer: known, failed: state.failed && detailEndpoint !== '' } : {}),
    });
  }

  useEffect(() => {
    if (!code) {
      latest.abort();
      return;
    }
    if (!detailEndpoint) return;
    void latest
      .run((signal) => fetchDealerDetail(detailEndpoint, code, { signal, brand, distanceUnit }))
      .then((outcome) => {
        if (outcome.ok) {
          setState((s) => ({
            ...s,
            dealer: outcome.value.dealer ?? s.dealer,
            related: outcome.value.related,
            loading: false,
            failed: false,
          }));
        } else {
          console.error('mf-dealer-locator: the dealer detail failed', outcome.error);
          failureEvent(outcome.error);
          setState((s) => ({ ...s, loading: false, failed: true }));
        }
      });
  }, [code, detailEndpoint, brand, distanceUnit, latest, failureEvent]);

  const { dealer } = state;
  const services = useMemo(
    () =>
      dealer
        ? (answer ?? []).filter(
            (entry) => entry.isDesignatedLocation && entry.dealer_code === dealer.dealer_code,
          )
        : [],
    [dealer, answer],
  );
  return { ...state, services };
}
