import type { CallOptions } from '../data/search';
import type { Dealer, SearchRequest } from '../data/types';
import { chooseDealer, dismiss, type HandBackOutcome, type PopupWindow } from './hand-back';
import { parsePopupParams, type PopupParams } from './params';
import type { PopupAnswer, PopupDealer } from './popup-answer';
import { acceptRedirect } from './redirect';

/** What the popup view shows: the server's page size, the redirect and the last outcome. */
export interface PopupState {
  perPage: number | null;
  /** The accepted byo_redirect under the current `redirect-origins` (null: none). */
  redirect: URL | null;
  /** The outcome of the last choice or dismissal; `key` changes on every one. */
  outcome: { kind: HandBackOutcome; name: string; key: number } | null;
}

/**
 * One popup visit (lazily loaded: only popup pages pay for it): the parsed query parameters, the
 * accepted redirect, the hand-back fields of the dealers seen, and a tiny store the view
 * subscribes to (useSyncExternalStore).
 */
export interface PopupSession {
  params: PopupParams;
  /** The popup's search call for useDealerSearch (remembers perPage and hand-back fields). */
  search: (endpoint: string, request: SearchRequest, options?: CallOptions) => Promise<Dealer[]>;
  /** The hand-back fields of a dealer of the last answers; undefined: it cannot be chosen. */
  fields: (dealerCode: string) => PopupDealer | undefined;
  choose: (dealer: Dealer) => void;
  dismiss: () => void;
  /**
   * The page changed `redirect-origins` after the start: byo_redirect is judged again (an
   * attribute set after the start is honoured). The same list again does nothing.
   */
  setRedirectOrigins: (origins: readonly string[]) => void;
  subscribe: (listener: () => void) => () => void;
  getState: () => PopupState;
}

export interface SessionOptions {
  /** `location.search` of the popup page. */
  search: string;
  /**
   * The postMessage targets as of now (hand-back.ts `openerTargets`): asked at every choice, so
   * an `opener-origins` set or changed after the start counts.
   */
  openerTargets: () => readonly string[];
  redirectOrigins: readonly string[];
  win: PopupWindow;
  /**
   * The popup search call (popup-answer.ts searchPopupDealers). Passed in rather than imported:
   * it shares the data layer with the element entry, and importing it here would split that
   * layer into extra chunks (bigger entry, measured with npm run size).
   */
  fetch: (endpoint: string, request: SearchRequest, options?: CallOptions) => Promise<PopupAnswer>;
}

export function createPopupSession(options: SessionOptions): PopupSession {
  const params = parsePopupParams(options.search);
  let redirectOrigins = options.redirectOrigins;
  const known = new Map<string, PopupDealer>();
  const listeners = new Set<() => void>();
  let state: PopupState = {
    perPage: null,
    redirect: acceptRedirect(params.redirect, redirectOrigins),
    outcome: null,
  };
  const update = (next: Partial<PopupState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const context = () => ({
    win: options.win,
    targets: options.openerTargets(),
    redirect: state.redirect,
  });
  const report = (kind: HandBackOutcome, name: string) =>
    update({ outcome: { kind, name, key: (state.outcome?.key ?? 0) + 1 } });

  return {
    params,
    async search(endpoint, request, callOptions) {
      const answer = await options.fetch(endpoint, request, callOptions);
      for (const [code, fields] of answer.fields) known.set(code, fields);
      // spec §9: in popup mode the page size comes from the server.
      if (answer.perPage !== null && answer.perPage !== state.perPage)
        update({ perPage: answer.perPage });
      return answer.dealers;
    },
    fields: (code) => known.get(code),
    choose(dealer) {
      const fields = known.get(dealer.dealer_code);
      if (!fields) return;
      report(chooseDealer(fields, context()), fields.dealer_name || dealer.name);
    },
    dismiss() {
      report(dismiss(context()), '');
    },
    setRedirectOrigins(origins) {
      if (origins === redirectOrigins) return;
      redirectOrigins = origins;
      const redirect = acceptRedirect(params.redirect, origins);
      if (redirect?.href !== state.redirect?.href) update({ redirect });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
  };
}
