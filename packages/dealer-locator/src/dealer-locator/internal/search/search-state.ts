/**
 * The search state's types, apart from the hook that keeps it (use-dealer-search.ts), so the
 * views and the derived results (use-search-results.ts) can name them without importing the
 * hook: types flow down, nothing imports back up.
 */
import type { Dealer, DistanceUnit, SearchRequest } from '../data/types';

/** Where the results panel is: nothing searched yet, a search in flight, an answer, a failure. */
export type SearchStatus = 'idle' | 'loading' | 'results' | 'error';

/** Who started a search: only a form submit flags the submit control disabled (spec §4). */
export type SearchOrigin = 'submit' | 'auto' | 'distance';

export interface SearchState {
  status: SearchStatus;
  /** The cached last response (spec §4: offering and location-type changes reuse it). */
  answer: readonly Dealer[] | null;
  request: SearchRequest | null;
  radius: number;
  distanceUnit: DistanceUnit;
  productType: string;
  locationTypes: readonly string[];
  revealHeldBack: boolean;
  page: number;
  selectedId: string | null;
  /** spec §4: flagged disabled from a successful submit until results or error. */
  submitDisabled: boolean;
  /** Changes whenever the result count should be announced. */
  announceKey: number;
}
