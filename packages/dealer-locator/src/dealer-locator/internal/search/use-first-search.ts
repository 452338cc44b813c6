import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { MapsConsent } from '../consent/use-maps-consent';
import type { DealerSearch } from './use-dealer-search';
import type { FormInput, SearchForm } from './use-search-form';

/** spec §9: the first search runs about 100 ms after start. */
export const FIRST_SEARCH_DELAY_MS = 100;

export interface FirstSearchOptions {
  /** Modal mode: "start" is the first opening (no search for a modal nobody opens). */
  started: boolean;
  consent: MapsConsent;
  requireLocation: boolean;
  form: SearchForm;
  search: DealerSearch;
}

/**
 * The first search and the consent gate of every search (spec §4, §6). The first search runs
 * about 100 ms after start; where the visitor's location is required, only when a location is
 * already filled in (text, or coordinates such as the popup's lat/lng). The form is read when the
 * timer fires. A search asked for before maps consent (the first one, or a submit: the typed
 * place's geocoding is a request to Google) runs once consent is granted, without a reload.
 * Returns the form's search handler.
 */
export function useFirstSearch({
  started,
  consent,
  requireLocation,
  form,
  search,
}: FirstSearchOptions): (input: FormInput) => void {
  const searchDue = useRef(false);
  const firstSearch = useEffectEvent(() => {
    if (consent !== 'granted') {
      searchDue.current = true;
      return;
    }
    if (requireLocation && !form.location.text.trim() && !form.location.geocode) return;
    const { input } = form.submit(false);
    if (input) search.search(input, 'auto');
  });

  const firstSearchDone = useRef(false);
  useEffect(() => {
    if (!started || firstSearchDone.current) return;
    const timer = setTimeout(() => {
      firstSearchDone.current = true;
      firstSearch();
    }, FIRST_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started]);
  useEffect(() => {
    if (consent !== 'granted' || !searchDue.current) return;
    searchDue.current = false;
    firstSearch();
  }, [consent]);

  return useCallback(
    (input: FormInput) => {
      if (consent !== 'granted') searchDue.current = true;
      else search.search(input, 'submit');
    },
    [search, consent],
  );
}
