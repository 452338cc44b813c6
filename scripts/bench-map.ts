/**
 * `npm run bench` section: 2,000 markers placed and clustered on the offline maps
 * stand-in, in jsdom. The same steps as internal/map/place-markers.ts with the clusterer
 * preloaded, so one run is synchronous: build the lettered marker models, create the
 * AdvancedMarkerElements with their faces, cluster them (supercluster) and draw the result.
 */
// @ts-expect-error jsdom ships no types and @types/jsdom is not installed (vitest brings jsdom).
import { JSDOM as UntypedJSDOM } from 'jsdom';
import type { BenchCase } from './bench-measure';

const COUNT = 2000;
const JSDOM = UntypedJSDOM as new (
  html: string,
  options: { pretendToBeVisual: boolean },
) => { window: Window };

export async function mapCases(): Promise<BenchCase[]> {
  const { window } = new JSDOM('<!doctype html><div id="map"></div>', { pretendToBeVisual: true });
  const globals = globalThis as Record<string, unknown>;
  for (const name of ['window', 'document', 'HTMLElement', 'Node', 'DOMParser', 'Element'])
    globals[name] ??= (window as unknown as Record<string, unknown>)[name];
  globals.requestAnimationFrame ??= (callback: () => void) => setTimeout(callback, 0);

  const { installGoogleMapsFake } = await import('../demo/fakes/google-maps');
  const { dealer } = await import('../packages/dealer-locator/testing/dealers');
  const { markerModels } =
    await import('../packages/dealer-locator/src/dealer-locator/internal/map/map-model');
  const { markerContent, clusterContent } =
    await import('../packages/dealer-locator/src/dealer-locator/internal/map/info-content');
  // Node loads the package's CommonJS build: its exports may sit on `default`.
  const loaded = await import('@googlemaps/markerclusterer');
  const { MarkerClusterer, SuperClusterAlgorithm } = (
    'SuperClusterAlgorithm' in loaded && loaded.SuperClusterAlgorithm
      ? loaded
      : (loaded as unknown as { default: typeof loaded }).default
  ) as typeof loaded;
  const fake = installGoogleMapsFake();
  const Map = fake.libraries.maps!.Map as typeof google.maps.Map;
  const Marker = fake.libraries.marker!
    .AdvancedMarkerElement as typeof google.maps.marker.AdvancedMarkerElement;

  // 2,000 dealers spread over the US corn belt (a fixed pseudo-random sequence).
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const dealers = Array.from({ length: COUNT }, (_, i) =>
    dealer({
      id: `D${i}`,
      name: `Dealer ${i}`,
      dealershipCounter: String(i),
      address: {
        street: '',
        city: '',
        state: '',
        postal_code: '',
        latitude: 37 + next() * 9,
        longitude: -100 + next() * 14,
      },
    }),
  );
  const div = document.getElementById('map')!;
  const map = new Map(div, { zoom: 6, center: { lat: 41.5, lng: -93 }, mapId: 'DEMO_MAP_ID' });

  return [
    {
      label: `maps: ${COUNT.toLocaleString('en')} markers placed and clustered (stand-in, jsdom)`,
      run: () => {
        const models = markerModels(dealers);
        const markers = models.map(
          (model) =>
            new Marker({
              position: model.position,
              title: model.title,
              content: markerContent(document, model),
              zIndex: model.zIndex,
              gmpClickable: true,
            }),
        );
        const clusterer = new MarkerClusterer({
          map,
          markers,
          algorithm: new SuperClusterAlgorithm({ radius: 80, maxZoom: 16 }),
          renderer: {
            render: ({ count, position }) =>
              new Marker({
                position,
                title: `${count} dealers`,
                content: clusterContent(document, count),
                gmpClickable: true,
              }),
          },
        });
        // The figure must measure real clustering: some clusters drawn, far fewer than the
        // markers (neither nothing drawn nor every marker single).
        const drawn = (map as unknown as { markerCount: number }).markerCount;
        if (!(drawn > 0 && drawn < COUNT))
          throw new Error(
            `bench-map: ${drawn} markers on the map; expected clusters (0 < n < ${COUNT}).`,
          );
        clusterer.setMap(null);
        clusterer.clearMarkers(true);
      },
    },
  ];
}
