import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '@mf/core/browser/after-paint';
import { formatLabel } from '@mf/core/i18n/labels';
import type { MapsLoaderOptions } from '@mf/core/maps/loader';
import {
  LIBRARIES_MISSING_MESSAGE,
  loadMapLibraries,
  onMapsAuthFailure,
  type MapLibraries,
} from '@mf/core/maps/map-libraries';
import type { Dealer } from '../data/types';
import type { InfoContentLabels } from './info-content';
import type { createMapEngine, MapEngine } from './map-engine';

type CreateEngine = typeof createMapEngine;
import { markerModels } from './map-model';
import { loadChunk } from '@mf/core/http/deadline';

/** idle until the libraries arrive (or fail): nothing to draw yet. */
export type MapStatus = 'idle' | 'ready' | 'failed';

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

/**
 * Draws the dealers on a Google map in `container`: on first need, loads the libraries
 * through core/maps and the map engine (its own chunk: the element entry stays small); lettered
 * markers, one info window, fit-to-results capped at zoom 10. A load failure or a refused key
 * (gm_authFailure) gives status 'failed'.
 */
export function useDealerMap(
  container: RefObject<HTMLDivElement | null>,
  options: DealerMapOptions,
) {
  const [status, setStatus] = useState<MapStatus>('idle');
  const engine = useRef<MapEngine | null>(null);
  const { visible, loader } = options;

  useEffect(() => onMapsAuthFailure(() => setStatus('failed')), []);

  const fail = (error: unknown) => {
    console.error('mf-dealer-locator: the map could not be drawn.', error);
    setStatus('failed');
  };

  const started = useRef(false);
  /** The centre the camera was last put at (the engine starts there). */
  const centred = useRef<google.maps.LatLngLiteral | null>(null);
  const start = useEffectEvent((create: CreateEngine, libraries: MapLibraries) => {
    if (!container.current) return;
    engine.current = create(libraries, container.current, options.center);
    centred.current = options.center;
    setStatus('ready');
  });
  useEffect(() => {
    if (!visible || !loader || status !== 'idle' || started.current || !container.current) return;
    started.current = true;
    let mounted = true;
    Promise.all([loadMapLibraries(loader), loadChunk(() => import('./map-engine'))]).then(
      ([libraries, module]) => {
        if (!mounted) return;
        // An exception while building the map would otherwise be an unhandled rejection and
        // leave the map empty for good: the no-map message instead.
        try {
          start(module.createMapEngine, libraries);
        } catch (error) {
          fail(error);
        }
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
  const labels = useEffectEvent(() => options.labels);

  // The view fits to the dealers once per change, and again on show-map (visible again) (spec
  // §4 show-map, §9 cap 10); declared before the markers so the clusterer groups at the fitted
  // zoom.
  // Both wait for the next paint: after a click React runs these effects before the
  // browser paints, and the fit's size read and the markers' drawing would hold the new list
  // back by a forced layout and a clusterer pass. The list paints first; the fit reads a clean
  // layout, and the markers follow in the same task, fit first.
  const { dealers } = options;
  useEffect(() => {
    if (status !== 'ready' || !visible) return;
    return afterNextPaint(() => engine.current?.fit(markerModels(dealers)));
  }, [visible, status, dealers]);

  // Markers follow the dealers, and the labels (their titles and info texts are drawn with them:
  // a market change draws them again; the labels keep their identity otherwise).
  const { labels: markerLabels } = options;
  useEffect(() => {
    const current = engine.current;
    if (status !== 'ready' || !current) return;
    let remove: (() => void) | null = null;
    const cancel = afterNextPaint(() => {
      try {
        remove = current.showMarkers(markerModels(dealers), {
          labels: labels(),
          clusterTitle: (count) => clusterTitle(count),
          onOpen: (model) => select(model.dealer),
          onClose: () => select(null),
        });
      } catch (error) {
        // Google's classes threw (an outside failure, not a render loop): the no-map message
        // rather than the element's error boundary taking the list down with the map.
        fail(error);
      }
    });
    return () => {
      cancel();
      remove?.();
    };
  }, [status, dealers, markerLabels]);

  const { center } = options;
  // Only a centre that changes once the map is there recentres: the map starts at the centre it
  // had then, and results already present fit over it (a preset region or popup
  // centre must not override fit-to-results when the results arrived before the map).
  useEffect(() => {
    if (status !== 'ready' || sameCenter(center, centred.current)) return;
    centred.current = center;
    if (center) engine.current?.recenter(center);
  }, [center, status]);

  // Show-all (selection cleared from the list) closes the info window.
  const { selected } = options;
  useEffect(() => {
    if (!selected) engine.current?.closeInfo();
  }, [selected]);

  return { status };
}

type Center = (google.maps.LatLngLiteral & { zoom?: number }) | null;

function sameCenter(a: Center, b: Center): boolean {
  return a === b || (!!a && !!b && a.lat === b.lat && a.lng === b.lng && a.zoom === b.zoom);
}
