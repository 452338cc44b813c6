import { clusterMarkers, type MarkerClusters } from '@mf/core/maps/clusterer';
import type { MapLibraries } from '@mf/core/maps/map-libraries';
import { clusterContent, markerContent } from './info-content';
import { CLUSTER_MIN_MARKERS, type MarkerModel } from './map-model';

export interface PlacedMarkers {
  markers: google.maps.marker.AdvancedMarkerElement[];
  /** Settles when clustering (lazily loaded) has drawn; at once without clustering. */
  ready: Promise<void>;
  remove(): void;
}

export interface PlaceOptions {
  doc: Document;
  clusterTitle: (count: number) => string;
  onClick: (model: MarkerModel, marker: google.maps.marker.AdvancedMarkerElement) => void;
}

/**
 * Puts the markers on the map (no React): lettered, clickable AdvancedMarkerElements; from
 * CLUSTER_MIN_MARKERS on, markerclusterer merges those that would overlap.
 */
export function placeMarkers(
  libraries: Pick<MapLibraries, 'AdvancedMarkerElement'>,
  map: google.maps.Map,
  models: readonly MarkerModel[],
  options: PlaceOptions,
): PlacedMarkers {
  const cluster = models.length >= CLUSTER_MIN_MARKERS;
  const markers = models.map((model) => {
    const marker = new libraries.AdvancedMarkerElement({
      // Clustered markers are put on the map by the clusterer.
      map: cluster ? null : map,
      position: model.position,
      title: model.title,
      content: markerContent(options.doc, model),
      zIndex: model.zIndex,
      gmpClickable: true,
    });
    marker.addListener('click', () => options.onClick(model, marker));
    return marker;
  });
  let removed = false;
  let clusters: MarkerClusters | null = null;
  const ready = cluster
    ? clusterMarkers({
        map,
        markers,
        AdvancedMarkerElement: libraries.AdvancedMarkerElement,
        content: (count) => clusterContent(options.doc, count),
        title: options.clusterTitle,
      }).then(
        (result) => {
          clusters = result;
          if (removed) result.remove();
        },
        (error: unknown) => {
          // The clusterer chunk failed to load: show every marker rather than none.
          console.warn('mf-dealer-locator: marker clustering is unavailable.', error);
          if (!removed) for (const marker of markers) marker.map = map;
        },
      )
    : Promise.resolve();
  return {
    markers,
    ready,
    remove() {
      removed = true;
      clusters?.remove();
      for (const marker of markers) marker.map = null;
    },
  };
}
