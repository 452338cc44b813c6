import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { MapsLoaderOptions } from '@mf/core/maps/loader';
import {
  LIBRARIES_MISSING_MESSAGE,
  loadMapLibraries,
  onMapsAuthFailure,
  type MapLibraries,
} from '@mf/core/maps/map-libraries';
import type { Dealer } from '../data/types';
import { formatLabel } from '@mf/core/i18n/labels';
import { infoContent, type InfoContentLabels } from './info-content';
import { placeMarkers } from './place-markers';
import {
  boundsOf,
  capFitZoom,
  INFO_WINDOW_MAX_WIDTH,
  INITIAL_ZOOM,
  markerModels,
  type MarkerModel,
} from './map-model';

/** idle until the libraries arrive (or fail); loading shows as idle: nothing to draw yet. */
export type MapStatus = 'idle' | 'ready' | 'failed';

/** Google requires a map id for advanced markers; DEMO_MAP_ID is Google's documented default. */
export const MAP_ID = 'DEMO_MAP_ID';

export interface DealerMapOptions {
  /** Load and draw only while true (spec: no request to Google before the map is needed). */
  visible: boolean;
  loader: MapsLoaderOptions | null;
  dealers: readonly Dealer[];
  selected: Dealer | null;
  /** Region option centre (spec §4: a region change recentres the map). */
  center: google.maps.LatLngLiteral | null;
  labels: InfoContentLabels & { mapCluster: string };
  onSelect: (dealer: Dealer | null) => void;
}

interface Live {
  libraries: MapLibraries;
  map: google.maps.Map;
  info: google.maps.InfoWindow;
  markers: google.maps.marker.AdvancedMarkerElement[];
}

/**
 * Draws the dealers on a Google map in `container` (issue 4): loads the libraries through
 * core/maps on first need, lettered markers, one info window, fit-to-results capped at zoom 10.
 * A load failure or a refused key (gm_authFailure) gives status 'failed'.
 */
export function useDealerMap(
  container: RefObject<HTMLDivElement | null>,
  options: DealerMapOptions,
) {
  const [status, setStatus] = useState<MapStatus>('idle');
  const live = useRef<Live | null>(null);
  const { visible, loader } = options;

  useEffect(() => onMapsAuthFailure(() => setStatus('failed')), []);

  // Loads once, on first need: the container visible with a key (no request to Google before).
  const started = useRef(false);
  const createMap = useEffectEvent((libraries: MapLibraries) => {
    if (!container.current) return;
    const map = new libraries.Map(container.current, {
      zoom: INITIAL_ZOOM,
      center: options.center ?? { lat: 0, lng: 0 },
      mapId: MAP_ID,
    });
    const info = new libraries.InfoWindow({ maxWidth: INFO_WINDOW_MAX_WIDTH });
    live.current = { libraries, map, info, markers: [] };
    setStatus('ready');
  });
  useEffect(() => {
    if (!visible || !loader || status !== 'idle' || started.current || !container.current) return;
    started.current = true;
    let mounted = true;
    loadMapLibraries(loader).then(
      (libraries) => {
        if (mounted) createMap(libraries);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        // spec §8: a missing library is a programming error; a failing script is the network's.
        if (message.includes(LIBRARIES_MISSING_MESSAGE)) console.error(error);
        else console.warn('mf-dealer-locator: the map could not load.', error);
        if (mounted) setStatus('failed');
      },
    );
    return () => {
      mounted = false;
      started.current = false;
    };
  }, [visible, loader, status, container]);

  const clusterTitle = useEffectEvent((count: number) =>
    formatLabel(options.labels.mapCluster, { count: String(count) }),
  );
  const select = useEffectEvent((dealer: Dealer | null) => options.onSelect(dealer));
  const openInfo = useEffectEvent(
    (model: MarkerModel, anchor: google.maps.marker.AdvancedMarkerElement) => {
      const current = live.current;
      if (!current) return;
      const doc = container.current?.ownerDocument ?? document;
      current.info.setContent(infoContent(doc, model, options.labels));
      current.info.open({ map: current.map, anchor });
      select(model.dealer);
    },
  );

  // Markers follow the dealers; the view fits to them (spec §4 show-map, §9 cap 10).
  const { dealers } = options;
  useEffect(() => {
    const current = live.current;
    if (status !== 'ready' || !current) return;
    const doc = container.current?.ownerDocument ?? document;
    const models = markerModels(dealers);
    // Fit first: the clusterer groups at the fitted zoom.
    fitTo(current, models);
    const placed = placeMarkers(current.libraries, current.map, models, {
      doc,
      clusterTitle: (count) => clusterTitle(count),
      onClick: (model, marker) => openInfo(model, marker),
    });
    current.markers = placed.markers;
    const closeListener = current.info.addListener('closeclick', () => select(null));
    return () => {
      closeListener.remove();
      placed.remove();
      current.info.close();
    };
  }, [status, dealers, container]);

  // Show-map (visible again) fits to the results; a region centre recentres.
  const { center } = options;
  useEffect(() => {
    const current = live.current;
    if (status !== 'ready' || !current || !visible) return;
    fitTo(current, markerModels(dealers));
  }, [visible, status, dealers]);
  useEffect(() => {
    const current = live.current;
    if (status !== 'ready' || !current || !center) return;
    current.map.setCenter(center);
    current.map.setZoom(INITIAL_ZOOM);
  }, [center, status]);

  // Show-all (selection cleared from the list) closes the info window.
  const { selected } = options;
  useEffect(() => {
    if (!selected) live.current?.info.close();
  }, [selected]);

  return { status };
}

function fitTo(current: Live, models: readonly MarkerModel[]): void {
  const box = boundsOf(models.map((model) => model.position));
  if (!box) return;
  current.map.fitBounds(box);
  // spec §9: fitting never zooms closer than 10 (one dealer would otherwise fill the map).
  const zoom = current.map.getZoom();
  if (zoom !== undefined && capFitZoom(zoom) !== zoom) current.map.setZoom(capFitZoom(zoom));
  const once = current.map.addListener('idle', () => {
    once.remove();
    const settled = current.map.getZoom();
    if (settled !== undefined && capFitZoom(settled) !== settled)
      current.map.setZoom(capFitZoom(settled));
  });
}
