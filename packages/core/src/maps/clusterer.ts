/**
 * Marker clustering through @googlemaps/markerclusterer, loaded lazily (dynamic import: its own
 * chunk, fetched only when a map clusters) so it costs the element entry nothing. Cluster
 * markers are our own accessible AdvancedMarkerElements (the library's default renderer draws an
 * unlabelled, low-contrast SVG that is not keyboard reachable).
 */

export interface ClusterOptions {
  map: google.maps.Map;
  markers: google.maps.marker.AdvancedMarkerElement[];
  AdvancedMarkerElement: typeof google.maps.marker.AdvancedMarkerElement;
  /** The cluster's face (a badge with the count). */
  content: (count: number) => HTMLElement;
  /** The cluster's accessible name ('Group of 12 dealers, zoom in'). */
  title: (count: number) => string;
  /** Cluster radius in screen pixels (default 40: 24 px markers stay clear of each other). */
  radiusPx?: number;
}

export interface MarkerClusters {
  /** Removes the clusters and every managed marker from the map. */
  remove(): void;
}

/** Starts clustering; resolves when the library has loaded and drawn the first clusters. */
export async function clusterMarkers(options: ClusterOptions): Promise<MarkerClusters> {
  const { MarkerClusterer, SuperClusterAlgorithm } = await import('@googlemaps/markerclusterer');
  // supercluster measures its radius on a 512 px tile: twice the screen pixels of a 256 px tile.
  const radius = (options.radiusPx ?? 40) * 2;
  const clusterer = new MarkerClusterer({
    map: options.map,
    markers: options.markers,
    algorithm: new SuperClusterAlgorithm({ radius, maxZoom: 16 }),
    renderer: {
      render: ({ count, position }) =>
        new options.AdvancedMarkerElement({
          position,
          title: options.title(count),
          content: options.content(count),
          // Above the single markers (Google's legacy MAX_ZINDEX is not needed for ours).
          zIndex: 1000 + count,
          gmpClickable: true,
        }),
    },
  });
  return {
    remove() {
      clusterer.setMap(null);
      clusterer.clearMarkers(true);
    },
  };
}
