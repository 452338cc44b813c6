/**
 * The imperative map of the location elements (no React), loaded as its own chunk once consent
 * is given and the libraries are there: one Map, one marker per location drawn with the maps
 * overlay class (spec §9: 24x30 px on mobile and tablet, 36x45 px otherwise). Without the overlay
 * class the map still shows, without markers, and spec §8's 'OverlayView is not defined' is
 * logged.
 */
import type { MarkerSize } from './location';

/**
 * spec §9: 'Map zoom is 13.' Here, not in location.ts: a value the lazy engine imports from there
 * would cut location.ts into a chunk of its own, shared by the two elements and this chunk.
 */
export const MAP_ZOOM = 13;

export interface MapMarker {
  position: google.maps.LatLngLiteral;
  /** The marker's accessible name (the location's name and label). */
  title: string;
}

interface LocationMapLibraries {
  Map: typeof google.maps.Map;
  OverlayView: typeof google.maps.OverlayView | undefined;
}

interface EngineOptions {
  /** The element's tag, first in every log. */
  tag: string;
  size: MarkerSize;
  /** When given, markers are buttons that call it with their index (else images). */
  onActivate?: ((index: number) => void) | undefined;
}

export interface LocationMapEngine {
  setMarkerSize(size: MarkerSize): void;
  /** Marks marker `index` as the current one (`aria-current`) and centres it; null: none. */
  highlight(index: number | null): void;
  destroy(): void;
}

/** spec §8: the message for a missing overlay class. */
const OVERLAY_MISSING_MESSAGE = 'OverlayView is not defined';

/** The pin (24x30 viewBox), filled with the marker colour token. */
const PIN_PATH =
  'M12 0C5.4 0 0 5.2 0 11.7 0 20.4 12 30 12 30s12-9.6 12-18.3C24 5.2 18.6 0 12 0Zm0 16.5a4.8 4.8 0 1 1 0-9.6 4.8 4.8 0 0 1 0 9.6Z';
const SVG = 'http://www.w3.org/2000/svg';

function markerElement(doc: Document, marker: MapMarker, index: number, options: EngineOptions) {
  const element = doc.createElement(options.onActivate ? 'button' : 'div');
  element.className = 'location-marker';
  const part = 'marker';
  element.setAttribute('part', part);
  if (element instanceof HTMLButtonElement) {
    element.type = 'button';
    element.setAttribute('aria-label', marker.title);
    element.addEventListener('click', (event) => {
      // Google would also take the click as a map click.
      event.stopPropagation();
      options.onActivate?.(index);
    });
  } else {
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', marker.title);
  }
  element.title = marker.title;
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 30');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', PIN_PATH);
  svg.append(path);
  element.append(svg);
  return element;
}

/** The overlay class, made from the library's OverlayView at run time (it exists only then). */
function overlayMarkerClass(OverlayView: typeof google.maps.OverlayView) {
  return class LocationMarker extends OverlayView {
    size: MarkerSize;

    constructor(
      readonly element: HTMLElement,
      readonly position: google.maps.LatLngLiteral,
      size: MarkerSize,
    ) {
      super();
      this.size = size;
    }

    override onAdd(): void {
      this.getPanes()?.overlayMouseTarget.append(this.element);
    }

    /** The pin's tip on the location: centred horizontally, bottom on the point. */
    override draw(): void {
      const point = this.getProjection()?.fromLatLngToDivPixel(this.position);
      if (!point) return;
      const { width, height } = this.size;
      Object.assign(this.element.style, {
        position: 'absolute',
        left: `${point.x - width / 2}px`,
        top: `${point.y - height}px`,
        width: `${width}px`,
        height: `${height}px`,
      });
    }

    override onRemove(): void {
      this.element.remove();
    }
  };
}

export function createLocationMap(
  libraries: LocationMapLibraries,
  container: HTMLElement,
  markers: readonly MapMarker[],
  options: EngineOptions,
): LocationMapEngine {
  const first = markers[0]?.position ?? { lat: 0, lng: 0 };
  const map = new libraries.Map(container, {
    center: first,
    zoom: MAP_ZOOM,
    clickableIcons: false,
  });
  const listeners: google.maps.MapsEventListener[] = [];
  if (markers.length > 1) {
    const box = {
      north: Math.max(...markers.map((m) => m.position.lat)),
      south: Math.min(...markers.map((m) => m.position.lat)),
      east: Math.max(...markers.map((m) => m.position.lng)),
      west: Math.min(...markers.map((m) => m.position.lng)),
    };
    map.fitBounds(box, 48);
    // Never closer than the spec's zoom 13 (close factories): capped once the fit has landed.
    const cap = () => {
      const zoom = map.getZoom();
      if (zoom !== undefined && zoom > MAP_ZOOM) map.setZoom(MAP_ZOOM);
    };
    cap();
    const once = map.addListener('idle', () => {
      once.remove();
      cap();
    });
    listeners.push(once);
  }

  const { OverlayView } = libraries;
  if (typeof OverlayView !== 'function') {
    console.error(`${options.tag}: ${OVERLAY_MISSING_MESSAGE}`);
    return {
      setMarkerSize() {},
      highlight() {},
      destroy: () => listeners.forEach((l) => l.remove()),
    };
  }
  const LocationMarker = overlayMarkerClass(OverlayView);
  const doc = container.ownerDocument;
  const overlays = markers.map((marker, index) => {
    const overlay = new LocationMarker(
      markerElement(doc, marker, index, options),
      marker.position,
      options.size,
    );
    overlay.setMap(map);
    return overlay;
  });
  return {
    setMarkerSize(size) {
      for (const overlay of overlays) {
        overlay.size = size;
        overlay.draw();
      }
    },
    highlight(index) {
      overlays.forEach((overlay, i) => {
        if (i === index) overlay.element.setAttribute('aria-current', 'true');
        else overlay.element.removeAttribute('aria-current');
      });
      const marker = index === null ? undefined : markers[index];
      if (marker) map.setCenter(marker.position);
    },
    destroy() {
      for (const listener of listeners) listener.remove();
      for (const overlay of overlays) overlay.setMap(null);
    },
  };
}
