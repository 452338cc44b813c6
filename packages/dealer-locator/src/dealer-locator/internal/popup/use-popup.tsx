import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
} from 'react';
import { useElementContext } from '@mf/core/element/element-context';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer, LatLng } from '../data/types';
import type { DealerSearch, SearchSettings } from '../search/use-dealer-search';
import { searchPopupDealers } from './popup-answer';
import { ChooseButton } from './popup-ui';
import type * as PopupRuntimeModule from './runtime';
import type { PopupSession, PopupState } from './session';
import { loadChunk } from '@mf/core/http/deadline';

/**
 * The always-loaded side of popup mode: the lazy import of the popup chunk (runtime.ts), the
 * context the locator reads it from, and the small hooks that apply it. Nothing here does
 * anything outside popup mode.
 */

type PopupRuntime = typeof PopupRuntimeModule;

export interface PopupContextValue {
  session: PopupSession;
  runtime: PopupRuntime;
}

export const PopupContext = createContext<PopupContextValue | null>(null);

export type PopupLoad =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; value: PopupContextValue };

/**
 * Loads the popup chunk and creates the visit's session when `enabled` (mode="popup"). The query
 * string is read once, when the chunk arrives; the two origin lists are not (a page may
 * set them after the start): `opener-origins` is looked up at every choice (parsed value and the
 * attribute's presence, hand-back.ts `openerTargets`), `redirect-origins` is handed to the
 * session whenever it changes.
 */
export function usePopupLoad(
  enabled: boolean,
  openerOrigins: readonly string[],
  redirectOrigins: readonly string[],
): PopupLoad {
  // Meaningful only while enabled (returned as 'off' otherwise). Loaded once: a session, once
  // made, stays; a failed chunk is not retried (the view shows the error).
  const [load, setLoad] = useState<PopupLoad>({ status: 'loading' });
  const { host } = useElementContext();
  const latest = useRef({ openerOrigins, redirectOrigins, host });
  useEffect(() => {
    latest.current = { openerOrigins, redirectOrigins, host };
  });
  useEffect(() => {
    if (!enabled || load.status !== 'loading') return;
    let live = true;
    loadChunk(() => import('./runtime'))
      .then((runtime) => {
        if (!live) return;
        const session = runtime.createPopupSession({
          search: location.search,
          // The attribute is read live: invalid JSON leaves the parsed value at its default, and
          // only the attribute's presence tells "absent" ('*') from "set but unusable" (none).
          openerTargets: () =>
            runtime.openerTargets(
              latest.current.openerOrigins,
              latest.current.host?.getAttribute('opener-origins') ?? null,
            ),
          redirectOrigins: latest.current.redirectOrigins,
          win: runtime.browserWindow,
          fetch: searchPopupDealers,
        });
        setLoad({ status: 'ready', value: { runtime, session } });
      })
      // Also catches a throw in the step above (creating the session): a spinner forever and an
      // unhandled rejection otherwise.
      .catch((error: unknown) => {
        console.error('mf-dealer-locator: the popup mode could not load.', error);
        if (live) setLoad({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [enabled, load.status]);
  const session = load.status === 'ready' ? load.value.session : null;
  useEffect(() => {
    session?.setRedirectOrigins(redirectOrigins);
  }, [session, redirectOrigins]);
  return enabled ? load : { status: 'off' };
}

/** "Choose this dealer" in a result card or the detail view; nothing outside popup mode. */
export function PopupChoiceSlot({
  dealer,
  labels,
}: {
  dealer: Dealer;
  labels: DealerLocatorLabels;
}) {
  const popup = useContext(PopupContext);
  if (!popup) return null;
  return <ChooseButton session={popup.session} dealer={dealer} labels={labels} />;
}

const NO_STATE: PopupState = { perPage: null, redirect: null, outcome: null };
const noSubscribe = () => () => {};

export interface PopupLocator {
  session: PopupSession | null;
  /** spec §9: the server's page size in popup mode (null: the page's per-page). */
  perPage: number | null;
  searchFn: SearchSettings['searchFn'];
  /** The lat/lng parameters as the first search's centre. */
  geocode: LatLng | null;
  /** The lat/lng/zoom parameters as the map's centre (internal/map/map-engine MapCenter). */
  mapCenter: { lat: number; lng: number; zoom?: number } | null;
  /** spec §9: brand_color as the marker background (dealer-locator.css `--_marker-color`). */
  style: CSSProperties | undefined;
}

/** What the locator takes from the popup session (all null/undefined outside popup mode). */
export function usePopupLocator(): PopupLocator {
  const session = useContext(PopupContext)?.session ?? null;
  const state = useSyncExternalStore(
    session?.subscribe ?? noSubscribe,
    session?.getState ?? (() => NO_STATE),
    session?.getState ?? (() => NO_STATE),
  );
  return useMemo(() => {
    const params = session?.params;
    const center = params?.center ?? null;
    return {
      session,
      perPage: state.perPage,
      searchFn: session?.search,
      geocode: center ? { latitude: center.lat, longitude: center.lng } : null,
      mapCenter: center ? { ...center, zoom: params?.zoom ?? undefined } : null,
      style: params?.brandColor
        ? ({ '--_marker-color': params.brandColor } as CSSProperties)
        : undefined,
    };
  }, [session, state.perPage]);
}

/** The selected_dealer parameter: shown selected once the first results hold it. */
export function usePopupSelection(session: PopupSession | null, search: DealerSearch): void {
  const done = useRef(false);
  const code = session?.params.selectedDealer ?? null;
  const { status } = search.state;
  const { results, select } = search;
  useEffect(() => {
    if (!code || done.current || status !== 'results' || !results) return;
    done.current = true;
    const dealer = results.pages.flat().find((candidate) => candidate.dealer_code === code);
    if (dealer) select(dealer);
    else console.warn(`mf-dealer-locator: selected_dealer "${code}" is not among the results.`);
  }, [code, status, results, select]);
}
