import type { MapLibraries } from '@mf/core/maps/map-libraries';
import { infoContent, type InfoContentLabels } from './info-content';
import { boundsOf, capFitZoom, fitCamera } from './map-camera';
import { DETAIL_ZOOM, INFO_WINDOW_MAX_WIDTH, INITIAL_ZOOM, type MarkerModel } from './map-model';
import { placeMarkers } from './place-markers';

/** Google requires a map id for advanced markers; DEMO_MAP_ID is Google's documented default. */
export const MAP_ID = 'DEMO_MAP_ID';

/** A map centre; popup mode may bring its own zoom (else INITIAL_ZOOM). */
export type MapCenter = google.maps.LatLngLiteral & { zoom?: number };

export interface MarkerHandlers {
  labels: InfoContentLabels;
  clusterTitle: (count: number) => string;
  /** A marker was activated (its info window is open). */
  onOpen: (model: MarkerModel) => void;
  /** The visitor closed the info window (Escape or its close button). */
  onClose: () => void;
}

export interface MapEngine {
  map: google.maps.Map;
  /** Draws the markers (clustered when many; fit first); returns their removal. */
  showMarkers(models: readonly MarkerModel[], handlers: MarkerHandlers): () => void;
  /** spec §4 show-map / §9: fits to the markers, never closer than zoom 10. */
  fit(models: readonly MarkerModel[]): void;
  /** spec §4: a region change recentres at the initial zoom. */
  recenter(center: MapCenter): void;
  closeInfo(): void;
  /** The detail's small map (spec §9): one marker, centred, at zoom 13. */
  showOne(model: MarkerModel, handlers: MarkerHandlers): () => void;
}

/**
 * The imperative map (no React), loaded as its own chunk by use-dealer-map: one Map and one
 * InfoWindow (max width 200) in `container`.
 */
export function createMapEngine(
  libraries: MapLibraries,
  container: HTMLElement,
  center: MapCenter | null,
): MapEngine {
  const map = new libraries.Map(container, {
    zoom: center?.zoom ?? INITIAL_ZOOM,
    center: center ? { lat: center.lat, lng: center.lng } : { lat: 0, lng: 0 },
    mapId: MAP_ID,
  });
  const info = new libraries.InfoWindow({ maxWidth: INFO_WINDOW_MAX_WIDTH });
  const doc = container.ownerDocument;

  // spec §4 'closing the window announces unselect'. Google fires 'close' for every close
  // (Escape, the close button, close()) and 'closeclick' only for the button, so the visitor's
  // closes are the 'close' events of a window we did not close ourselves.
  let shown: MarkerHandlers | null = null;
  info.addListener('close', () => {
    const handlers = shown;
    shown = null;
    handlers?.onClose();
  });
  function openInfo(
    model: MarkerModel,
    marker: google.maps.marker.AdvancedMarkerElement,
    handlers: MarkerHandlers,
  ): void {
    info.setContent(infoContent(doc, model, handlers.labels));
    info.open({ map, anchor: marker });
    shown = handlers;
    handlers.onOpen(model);
  }
  /** Our own closes (show-all, new markers, unmount) announce nothing. */
  function closeQuietly(): void {
    shown = null;
    info.close();
  }

  /**
   * spec §9 fit capped at 10. The camera is computed here and set at once: fitBounds followed by
   * a zoom cap at Google's next 'idle' left a listener behind whenever the fit did not move the
   * camera (no idle then), which later snapped the visitor's own zoom back to 10.
   */
  function fit(models: readonly MarkerModel[]): void {
    const box = boundsOf(models.map((model) => model.position));
    if (!box) return;
    const { clientWidth: width, clientHeight: height } = container;
    if (width > 0 && height > 0) {
      const camera = fitCamera(box, width, height);
      map.setCenter(camera.center);
      map.setZoom(camera.zoom);
      return;
    }
    // Not laid out (no size to compute with): Google's own fit, capped where it already landed.
    map.fitBounds(box);
    const zoom = map.getZoom();
    if (zoom !== undefined && capFitZoom(zoom) !== zoom) map.setZoom(capFitZoom(zoom));
  }

  return {
    map,
    fit,
    showMarkers(models, handlers) {
      // The caller fits first (once per change, use-dealer-map): the clusterer groups at the
      // fitted zoom.
      const placed = placeMarkers(libraries, map, models, {
        doc,
        clusterTitle: handlers.clusterTitle,
        onClick: (model, marker) => openInfo(model, marker, handlers),
      });
      return () => {
        placed.remove();
        closeQuietly();
      };
    },
    recenter(point) {
      map.setCenter({ lat: point.lat, lng: point.lng });
      map.setZoom(point.zoom ?? INITIAL_ZOOM);
    },
    closeInfo: closeQuietly,
    showOne(model, handlers) {
      map.setCenter(model.position);
      map.setZoom(DETAIL_ZOOM);
      const placed = placeMarkers(libraries, map, [model], {
        doc,
        clusterTitle: handlers.clusterTitle,
        onClick: (one, marker) => openInfo(one, marker, handlers),
      });
      return () => {
        placed.remove();
        closeQuietly();
      };
    },
  };
}
