import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useEmit, useLocale, useMarket } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { formatLabel } from '@mf/core/i18n/labels';
import { ConsentPanel } from '@mf/ui/consent-panel';
import { LiveRegion } from '@mf/ui/live-region';
import type { dealerLocatorApi } from './dealer-locator.api';
import { offeringLabel as labelOfOffering } from './internal/data/filters';
import type { Dealer } from './internal/data/types';
import { useMapsConsent } from './internal/consent/use-maps-consent';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { DealerMap } from './internal/map/dealer-map';
import { MapSlot, useMapHost } from './internal/map/map-slot';
import { SmallMap } from './internal/map/small-map';
import { ModalFrame } from './internal/modal/modal-frame';
import { useModalRoute } from './internal/modal/modal-route';
import { DetailView } from './internal/detail/detail-view';
import { defaultDistanceOptions } from './internal/attributes/options';
import { useRoute } from './internal/navigation/routes';
import { SearchView } from './internal/results/search-view';
import { useDealerDetail } from './internal/detail/use-dealer-detail';
import { useAnnouncement } from './internal/results/use-announcement';
import { useDealerSearch } from './internal/search/use-dealer-search';
import { useFirstSearch } from './internal/search/use-first-search';
import { usePreferredDealer } from './internal/preferred-dealer/use-preferred-dealer';
import { useSearchForm } from './internal/search/use-search-form';
import { revealList, useViewFocus } from './internal/navigation/use-view-focus';
import { usePopupLocator, usePopupSelection } from './internal/popup/use-popup';

type Props = PropsOf<typeof dealerLocatorApi>;

/** spec §4: loading and errors clear the map. */
const NO_DEALERS: readonly Dealer[] = [];

export { FIRST_SEARCH_DELAY_MS } from './internal/search/use-first-search';

/**
 * <mf-dealer-locator>: search form, filter bar, paged results with the map, dealer detail (by
 * hash route) and the preferred dealer (spec §2 to §9), embedded, in a modal (internal/modal) or
 * in a popup window (internal/popup, through DealerLocatorRoot).
 */
export function DealerLocator(props: Props) {
  const { labels } = props;
  const locale = useLocale();
  // The attribute's unit, else the page market's (docs/markets.md).
  const market = useMarket();
  const distanceUnit = props.distanceUnit || market.distance;
  const emit = useEmit<typeof dealerLocatorApi>();
  const { route } = useRoute();
  // spec §2, §4: in modal mode the hash opens and closes a modal dialog around the same view.
  const modal = useModalRoute(props.mode === 'modal');
  const titleId = useId();
  const [mapVisible, setMapVisible] = useState(true);
  // The desktop map container from 992 px (spec §9), resize debounced 200 ms.
  const breakpoint = useBreakpoint();
  const layout = breakpoint === 'desktop' || breakpoint === 'desktop-xl' ? 'desktop' : 'mobile';
  const mapHost = useMapHost();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef<HTMLDivElement>(null);
  const detailHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusWasInFilters = useRef(false);
  // Popup mode: the session's query parameters, page size and search call, when any.
  const popup = usePopupLocator();

  const form = useSearchForm({
    brands: props.brands,
    regions: props.regions,
    requireLocation: props.requireLocation,
    brand: props.brand,
    region: props.region,
    country: props.country,
    contract: props.contract,
    geocode: popup.geocode,
  });
  const search = useDealerSearch({
    searchEndpoint: props.searchEndpoint,
    tokenPath: props.tokenPath,
    perPage: popup.perPage ?? props.perPage,
    searchFn: popup.searchFn,
    offerings: props.offerings,
    apiKey: props.apiKey,
    locale,
    radius: props.radius,
    distanceUnit,
    onError: () => {
      const root = filtersRef.current?.getRootNode() as Document | ShadowRoot | undefined;
      const active = root?.activeElement ?? null;
      focusWasInFilters.current = !!active && !!filtersRef.current?.contains(active);
    },
  });
  // spec §3: in popup mode the preferred dealer is held in memory only.
  const preferred = usePreferredDealer(!popup.session);
  // spec §6: Google (and so the results and map) only with consent level 4+.
  const mapsConsent = useMapsConsent(props.consentDomain, props.noConsentManager);
  const consent = mapsConsent.status;
  const maps = useMemo(
    () => ({
      apiKey: props.apiKey,
      locale,
      country: props.country,
      enabled: consent === 'granted',
    }),
    [props.apiKey, locale, props.country, consent],
  );
  const detailCode = route.view === 'detail' ? route.dealerCode : null;
  const detail = useDealerDetail(detailCode, {
    detailEndpoint: props.detailEndpoint,
    // spec §7: the brand the visitor searched for (the selector may differ from the attribute).
    brand: search.state.request?.brand || form.brand || props.brand,
    distanceUnit,
    cache: search.cache,
    answer: search.state.answer,
  });
  const focusRefs = useMemo(
    () => ({ title: titleRef, list: listRef, detailHeading: detailHeadingRef }),
    [],
  );
  const { status } = search.state;
  usePopupSelection(popup.session, search);
  // spec §4: a region change recentres the map on the option's optional lat/lng.
  const regionOption = props.regions.find((option) => option.value === form.region);
  const regionLat = regionOption?.lat;
  const regionLng = regionOption?.lng;
  const regionCenter = useMemo(
    () =>
      regionLat !== undefined && regionLng !== undefined
        ? { lat: regionLat, lng: regionLng }
        : null,
    [regionLat, regionLng],
  );

  const offerings = props.offerings;
  const offeringLabel = useCallback(
    (value: string) => labelOfOffering(value, offerings),
    [offerings],
  );
  const distanceOptions = useMemo(
    () =>
      props.distances.length > 0
        ? props.distances
        : defaultDistanceOptions(distanceUnit, props.radius),
    [props.distances, distanceUnit, props.radius],
  );

  // spec §4, §6: the first search, and every search waiting for maps consent.
  const onSearch = useFirstSearch({
    started: modal.started,
    consent,
    requireLocation: props.requireLocation,
    form,
    search,
  });
  const announcement = useAnnouncement(search, labels, locale);
  const total = search.results?.total ?? 0;
  const heldBack = search.results?.heldBack.length ?? 0;
  // spec §2: coming back from the detail focuses the results list when there is one to show.
  useViewFocus(route, status === 'results' && (total > 0 || heldBack > 0), focusRefs);

  // spec §8: on error the filter bar hides; focus inside it must not be lost (it goes to the
  // title). Checked when the failure arrives, before the bar leaves the DOM.
  useEffect(() => {
    if (status !== 'error' || !focusWasInFilters.current) return;
    focusWasInFilters.current = false;
    titleRef.current?.focus();
  }, [status]);

  // spec §4: a distance change keeps the applied filters and searches anew after validation;
  // spec §5: when the form is invalid its errors show and the invalid field gets focus.
  const onDistanceChange = (value: string) => {
    search.changeDistance(value, () => {
      const { input, focus } = form.submit(true);
      if (focus) form.focusField(focus);
      return input;
    });
  };
  const onPage = (page: number) => {
    search.setPage(page);
    requestAnimationFrame(() => revealList(listRef.current));
  };
  // Stable (useCallback) where the memoised result cards receive them.
  const { select } = search;
  const onSelect = useCallback(
    (dealer: Dealer | null) => {
      select(dealer);
      emit('mf-dealer-select', dealer ? { dealer_code: dealer.dealer_code } : null);
      requestAnimationFrame(() => revealList(listRef.current));
    },
    [select, emit],
  );
  // spec §4: a marker selects its dealer and the list follows; focus stays in the map's info
  // window (where the visitor is), so the list is not focused here.
  const onMapSelect = (dealer: Dealer | null) => {
    search.select(dealer);
    emit('mf-dealer-select', dealer ? { dealer_code: dealer.dealer_code } : null);
  };
  const onSeeMore = () => {
    search.seeMore();
    requestAnimationFrame(() => revealList(listRef.current));
  };
  const { toggle } = preferred;
  const { note } = announcement;
  const onTogglePreferred = useCallback(
    (dealer: Dealer) => {
      const { detail: stored } = toggle(dealer);
      note(
        stored
          ? formatLabel(labels.preferredDealerSet, { name: stored.dealer_name })
          : labels.preferredDealerCleared,
      );
      emit('mf-preferred-dealer-change', stored);
    },
    [toggle, note, labels, emit],
  );

  const state = status === 'results' && total === 0 && heldBack === 0 ? 'empty' : status;

  const view = (
    <div className="dl" part="base" data-state={state} data-view={route.view} style={popup.style}>
      <h2 part="heading" className="dl-title" id={titleId} ref={titleRef} tabIndex={-1}>
        {labels.title}
      </h2>
      <SearchView
        hidden={route.view !== 'search'}
        search={search}
        formProps={{
          form,
          brands: props.brands,
          regions: props.regions,
          brandRequiredMessage: props.brandRequiredMessage || props.labels.brandRequired,
          locationRequiredMessage: props.locationRequiredMessage || props.labels.locationRequired,
          maps,
          onSearch,
        }}
        labels={labels}
        locale={locale}
        distanceOptions={distanceOptions}
        preferredCode={preferred.preferredCode}
        mapVisible={mapVisible}
        noConsent={
          consent === 'granted' ? undefined : <ConsentPanel consent={mapsConsent} labels={labels} />
        }
        map={<MapSlot host={mapHost} />}
        layout={layout}
        syncMapHeight={!props.editMode}
        listRef={listRef}
        filtersRef={filtersRef}
        offeringLabel={offeringLabel}
        onDistanceChange={onDistanceChange}
        onPage={onPage}
        onSelect={onSelect}
        onSeeMore={onSeeMore}
        onToggleMap={() => setMapVisible((visible) => !visible)}
        onTogglePreferred={onTogglePreferred}
      />
      {consent === 'granted' ? (
        // Rendered here, not in the results panel, so that moving between the desktop and the
        // mobile container (MapSlot) never re-creates the map.
        <DealerMap
          host={mapHost}
          // Modal mode: drawn after the enter transition, so it measures its final box.
          visible={mapVisible && route.view === 'search' && modal.settled}
          apiKey={props.apiKey}
          locale={locale}
          dealers={status === 'results' ? search.mapDealers : NO_DEALERS}
          selected={search.selected}
          center={regionCenter ?? popup.mapCenter}
          labels={labels}
          onSelect={onMapSelect}
        />
      ) : null}
      {route.view === 'detail' ? (
        <DetailView
          dealer={detail.dealer}
          related={detail.related}
          services={detail.services}
          loading={detail.loading}
          failed={detail.failed}
          labels={labels}
          preferredCode={preferred.preferredCode}
          headingRef={detailHeadingRef}
          map={
            // spec §6: the small map is Google too: only with maps consent.
            consent === 'granted'
              ? (shown) => (
                  <SmallMap dealer={shown} apiKey={props.apiKey} locale={locale} labels={labels} />
                )
              : undefined
          }
          offeringLabel={offeringLabel}
          onTogglePreferred={onTogglePreferred}
        />
      ) : null}
      {/* spec §4: every new result set is announced, also one with the same count. */}
      <LiveRegion message={announcement.message} announceKey={announcement.key} />
    </div>
  );
  return (
    <ModalFrame
      modal={modal}
      titleId={titleId}
      initialFocus={titleRef}
      closeLabel={labels.closeModal}
    >
      {view}
    </ModalFrame>
  );
}
