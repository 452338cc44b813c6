import { FakeLatLng, FakeLatLngBounds, toLatLng, type LatLngInput } from './google-maps-geometry';

/**
 * The drawing part of the google.maps stand-in: Map, AdvancedMarkerElement and InfoWindow as
 * stateful classes that draw real DOM offline: a Web Mercator grid with reference lines (no
 * tiles), markers at their projected positions (focusable, Enter/Space click like Google's
 * gmpClickable markers), info windows, zoom buttons. Sizes fall back to 640x400 where the page
 * has no layout (jsdom).
 */

type Handler = (...args: unknown[]) => void;

interface FakeListener {
  remove(): void;
}

class Events {
  private readonly handlers = new Map<string, Set<Handler>>();

  addListener(name: string, handler: Handler): FakeListener {
    const set = this.handlers.get(name) ?? new Set<Handler>();
    this.handlers.set(name, set);
    set.add(handler);
    return { remove: () => set.delete(handler) };
  }

  trigger(name: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(name) ?? [])]) handler(...args);
  }
}

const TILE = 256;
const MAX_ZOOM = 21;
const FALLBACK = { width: 640, height: 400 };

function worldPoint(point: LatLngInput, zoom: number): { x: number; y: number } {
  const p = toLatLng(point);
  const scale = TILE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((p.lat() * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((p.lng() + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

function fromWorld(x: number, y: number, zoom: number): FakeLatLng {
  const scale = TILE * 2 ** zoom;
  const lng = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return new FakeLatLng((180 / Math.PI) * Math.atan(Math.sinh(n)), lng);
}

const SVG = 'http://www.w3.org/2000/svg';

export class FakeMap extends Events {
  private zoom: number;
  private center: FakeLatLng;
  readonly options: google.maps.MapOptions;
  readonly viewport: HTMLDivElement;
  readonly overlay: HTMLDivElement;
  private readonly background: SVGSVGElement;
  private readonly markers = new Set<FakeAdvancedMarkerElement>();
  private readonly windows = new Set<FakeInfoWindow>();
  /** OverlayView instances on this map: drawn again on every camera change, as Google does. */
  readonly overlayViews = new Set<OverlayLike>();
  private idleQueued = false;

  constructor(
    private readonly div: HTMLElement,
    options: google.maps.MapOptions = {},
  ) {
    super();
    this.options = options;
    this.zoom = options.zoom ?? 0;
    this.center = toLatLng((options.center as LatLngInput | undefined) ?? { lat: 0, lng: 0 });
    const doc = div.ownerDocument;
    this.viewport = doc.createElement('div');
    this.viewport.className = 'fake-map';
    this.viewport.dataset.fakeMap = '';
    Object.assign(this.viewport.style, {
      position: 'relative',
      overflow: 'hidden',
      width: '100%',
      height: '100%',
      minHeight: '300px',
      background: '#e8f0f6',
      font: '12px sans-serif',
    });
    this.background = doc.createElementNS(SVG, 'svg');
    this.background.setAttribute('aria-hidden', 'true');
    Object.assign(this.background.style, { position: 'absolute', inset: '0' });
    this.overlay = doc.createElement('div');
    Object.assign(this.overlay.style, { position: 'absolute', inset: '0' });
    const controls = doc.createElement('div');
    Object.assign(controls.style, { position: 'absolute', right: '8px', bottom: '8px' });
    for (const [text, label, step] of [
      ['+', 'Zoom in', 1],
      ['−', 'Zoom out', -1],
    ] as const) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.setAttribute('aria-label', label);
      Object.assign(button.style, { display: 'block', width: '32px', height: '32px' });
      button.addEventListener('click', () => this.setZoom(this.zoom + step));
      controls.append(button);
    }
    const status = doc.createElement('p');
    status.className = 'fake-map__status';
    Object.assign(status.style, {
      position: 'absolute',
      left: '8px',
      bottom: '4px',
      margin: '0',
      background: '#fff',
      color: '#222',
      padding: '0 4px',
    });
    this.viewport.append(this.background, this.overlay, controls, status);
    div.append(this.viewport);
    // Like Google's map, the size comes from a ResizeObserver (delivered after layout), so no
    // marker placed or camera moved forces a layout (the stand-in must not add a
    // forced layout of its own to what the browser bench measures).
    if (typeof ResizeObserver === 'function')
      new ResizeObserver(([entry]) => {
        if (!entry) return;
        this.measured = { width: entry.contentRect.width, height: entry.contentRect.height };
        this.redraw();
      }).observe(this.viewport);
    this.redraw();
  }

  getDiv(): HTMLElement {
    return this.div;
  }

  /** markerclusterer renders only once the map has a projection. */
  getProjection(): FakeProjection {
    return new FakeProjection(this);
  }

  getMapCapabilities(): { isAdvancedMarkersAvailable: boolean } {
    return { isAdvancedMarkersAvailable: true };
  }

  getZoom(): number {
    return this.zoom;
  }

  setZoom(zoom: number): void {
    const before = this.camera();
    this.zoom = Math.max(0, Math.min(MAX_ZOOM, Math.round(zoom)));
    this.changed(before);
  }

  getCenter(): FakeLatLng {
    return this.center;
  }

  setCenter(center: LatLngInput): void {
    const before = this.camera();
    this.center = toLatLng(center);
    this.changed(before);
  }

  setOptions(options: google.maps.MapOptions): void {
    const before = this.camera();
    Object.assign(this.options, options);
    if (options.zoom !== undefined && options.zoom !== null) this.zoom = options.zoom;
    if (options.center) this.center = toLatLng(options.center as LatLngInput);
    this.changed(before);
  }

  getBounds(): FakeLatLngBounds {
    const { width, height } = this.size();
    const c = worldPoint(this.center, this.zoom);
    return new FakeLatLngBounds(
      fromWorld(c.x - width / 2, c.y + height / 2, this.zoom),
      fromWorld(c.x + width / 2, c.y - height / 2, this.zoom),
    );
  }

  /** Like Google: the closest whole zoom at which the bounds fit, centred on them. */
  fitBounds(bounds: FakeLatLngBounds | google.maps.LatLngBoundsLiteral, padding = 0): void {
    const box =
      bounds instanceof FakeLatLngBounds
        ? bounds
        : new FakeLatLngBounds(
            { lat: bounds.south, lng: bounds.west },
            { lat: bounds.north, lng: bounds.east },
          );
    if (box.isEmpty()) return;
    const { width, height } = this.size();
    let zoom = MAX_ZOOM;
    for (; zoom > 0; zoom -= 1) {
      const sw = worldPoint(box.getSouthWest(), zoom);
      const ne = worldPoint(box.getNorthEast(), zoom);
      if (ne.x - sw.x <= width - 2 * padding && sw.y - ne.y <= height - 2 * padding) break;
    }
    const before = this.camera();
    this.zoom = zoom;
    this.center = box.getCenter();
    this.changed(before);
  }

  /** Pixel position of a point inside the map div. */
  toPixel(point: LatLngInput): { x: number; y: number } {
    const { width, height } = this.size();
    const c = worldPoint(this.center, this.zoom);
    const p = worldPoint(point, this.zoom);
    return { x: p.x - c.x + width / 2, y: p.y - c.y + height / 2 };
  }

  fromPixel(pixel: { x: number; y: number }): FakeLatLng {
    const { width, height } = this.size();
    const c = worldPoint(this.center, this.zoom);
    return fromWorld(pixel.x - width / 2 + c.x, pixel.y - height / 2 + c.y, this.zoom);
  }

  /** @internal used by markers and info windows */
  attach(item: FakeAdvancedMarkerElement | FakeInfoWindow, on: boolean): void {
    const set = (item instanceof FakeInfoWindow ? this.windows : this.markers) as Set<typeof item>;
    // Only the item moves: a full redraw per marker would make placing n markers O(n²).
    if (on) {
      set.add(item);
      item.place(this);
    } else set.delete(item);
  }

  get markerCount(): number {
    return this.markers.size;
  }

  /** The last observed size (read once when no observation has come yet: jsdom, first draw). */
  private measured: { width: number; height: number } | null = null;

  private size(): { width: number; height: number } {
    this.measured ??= { width: this.viewport.clientWidth, height: this.viewport.clientHeight };
    return {
      width: this.measured.width || FALLBACK.width,
      height: this.measured.height || FALLBACK.height,
    };
  }

  private camera(): { zoom: number; center: FakeLatLng } {
    return { zoom: this.zoom, center: this.center };
  }

  /**
   * Like Google: 'zoom_changed' / 'center_changed' only when they changed, and 'idle' only after
   * the camera moved (a fitBounds or setZoom that changes nothing fires nothing).
   */
  private changed(before: { zoom: number; center: FakeLatLng }): void {
    this.redraw();
    const zoomed = before.zoom !== this.zoom;
    const moved = !before.center.equals(this.center);
    if (zoomed) this.trigger('zoom_changed');
    if (moved) this.trigger('center_changed');
    if ((!zoomed && !moved) || this.idleQueued) return;
    this.idleQueued = true;
    queueMicrotask(() => {
      this.idleQueued = false;
      this.trigger('idle');
    });
  }

  redraw(): void {
    this.viewport.dataset.zoom = String(this.zoom);
    this.viewport.dataset.center = this.center.toUrlValue(3);
    const status = this.viewport.querySelector('.fake-map__status');
    if (status)
      status.textContent = `Offline map · zoom ${this.zoom} · ${this.center.toUrlValue(2)}`;
    this.drawGrid();
    for (const marker of this.markers) marker.place(this);
    for (const window of this.windows) window.place(this);
    for (const view of this.overlayViews) view.draw?.();
  }

  /** Graticule every 1/5/10/30 degrees by zoom, with the equator and prime meridian bold. */
  private drawGrid(): void {
    const { width, height } = this.size();
    const svg = this.background;
    svg.setAttribute('width', String(width));
    svg.setAttribute('height', String(height));
    svg.replaceChildren();
    const step = this.zoom >= 7 ? 1 : this.zoom >= 5 ? 5 : this.zoom >= 3 ? 10 : 30;
    const bounds = this.getBounds();
    const sw = bounds.getSouthWest();
    const ne = bounds.getNorthEast();
    const line = (x1: number, y1: number, x2: number, y2: number, strong: boolean) => {
      const el = svg.ownerDocument.createElementNS(SVG, 'line');
      for (const [k, v] of Object.entries({ x1, y1, x2, y2 })) el.setAttribute(k, String(v));
      el.setAttribute('stroke', strong ? '#6c8fb0' : '#b9cde0');
      el.setAttribute('stroke-width', strong ? '2' : '1');
      svg.append(el);
    };
    for (let lng = Math.ceil(sw.lng() / step) * step; lng <= ne.lng(); lng += step) {
      const { x } = this.toPixel({ lat: 0, lng });
      line(x, 0, x, height, lng === 0);
    }
    for (let lat = Math.ceil(sw.lat() / step) * step; lat <= ne.lat(); lat += step) {
      const { y } = this.toPixel({ lat, lng: 0 });
      line(0, y, width, y, lat === 0);
    }
  }
}

export class FakeAdvancedMarkerElement extends Events {
  readonly element: HTMLDivElement;
  private mapValue: FakeMap | null = null;
  private positionValue: FakeLatLng | null;
  title: string;
  zIndex: number | null;

  constructor(options: google.maps.marker.AdvancedMarkerElementOptions = {}) {
    super();
    this.title = options.title ?? '';
    this.zIndex = options.zIndex ?? null;
    this.positionValue = options.position ? toLatLng(options.position as LatLngInput) : null;
    const doc = (options.map as unknown as FakeMap | undefined)?.getDiv().ownerDocument ?? document;
    this.element = doc.createElement('div');
    this.element.className = 'fake-marker';
    this.element.dataset.fakeMarker = '';
    this.element.style.cssText = 'position:absolute;transform:translate(-50%,-100%);cursor:pointer';
    if (this.title) {
      this.element.title = this.title;
      this.element.setAttribute('aria-label', this.title);
    }
    if (options.gmpClickable) {
      // Google's clickable advanced markers are focusable buttons: Enter/Space click them.
      this.element.setAttribute('role', 'button');
      this.element.tabIndex = 0;
      this.element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        this.click(event);
      });
    }
    this.element.addEventListener('click', (event) => this.click(event));
    const content = options.content as Node | null | undefined;
    if (content) this.element.append(content);
    this.map = (options.map as unknown as FakeMap | null | undefined) ?? null;
  }

  /** Google fires both: the classic 'click' and the newer 'gmp-click' (markerclusterer's). */
  private click(event: Event): void {
    this.trigger('click', { domEvent: event });
    this.trigger('gmp-click', { domEvent: event });
  }

  get map(): FakeMap | null {
    return this.mapValue;
  }

  set map(map: FakeMap | null) {
    if (this.mapValue === map) return;
    this.mapValue?.attach(this, false);
    this.element.remove();
    this.mapValue = map;
    if (map) {
      map.overlay.append(this.element);
      map.attach(this, true);
    }
  }

  get position(): FakeLatLng | null {
    return this.positionValue;
  }

  set position(position: LatLngInput | null) {
    this.positionValue = position ? toLatLng(position) : null;
    if (this.mapValue) this.place(this.mapValue);
  }

  /** @internal */
  place(map: FakeMap): void {
    if (!this.positionValue) return;
    const { x, y } = map.toPixel(this.positionValue);
    this.element.style.left = `${x}px`;
    this.element.style.top = `${y}px`;
    this.element.style.zIndex = String(this.zIndex ?? 0);
  }
}

export class FakeInfoWindow extends Events {
  readonly element: HTMLDivElement;
  private readonly body: HTMLDivElement;
  private mapValue: FakeMap | null = null;
  private anchor: FakeAdvancedMarkerElement | null = null;
  readonly maxWidth: number | undefined;

  constructor(options: google.maps.InfoWindowOptions = {}) {
    super();
    this.maxWidth = options.maxWidth ?? undefined;
    this.element = document.createElement('div');
    this.element.className = 'fake-info-window';
    this.element.setAttribute('role', 'dialog');
    this.element.tabIndex = -1;
    Object.assign(this.element.style, {
      position: 'absolute',
      transform: 'translate(-50%, calc(-100% - 32px))',
      background: '#fff',
      color: '#222',
      padding: '8px 28px 8px 8px',
      boxShadow: '0 2px 8px rgb(0 0 0 / 30%)',
      borderRadius: '6px',
      zIndex: '1000',
      maxWidth: this.maxWidth ? `${this.maxWidth}px` : '',
    });
    this.body = document.createElement('div');
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Close');
    Object.assign(close.style, {
      position: 'absolute',
      top: '2px',
      right: '2px',
      width: '24px',
      height: '24px',
    });
    // Like Google: 'closeclick' only for the close button; 'close' for every close.
    close.addEventListener('click', () => this.userClose(true));
    this.element.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.userClose(false);
    });
    this.element.append(this.body, close);
    if (options.content) this.setContent(options.content);
  }

  setContent(content: string | Element | Text | null | undefined): void {
    // Google would parse a string as HTML; the stand-in only ever shows it as text.
    if (typeof content === 'string') this.body.textContent = content;
    else this.body.replaceChildren(...(content ? [content] : []));
  }

  getContent(): Node | null {
    return this.body.firstChild;
  }

  isOpen(): boolean {
    return this.mapValue !== null;
  }

  open(options: google.maps.InfoWindowOpenOptions | FakeMap = {}): void {
    const opts: google.maps.InfoWindowOpenOptions =
      options instanceof FakeMap ? { map: options as unknown as google.maps.Map } : options;
    const anchor = (opts.anchor as unknown as FakeAdvancedMarkerElement | undefined) ?? null;
    const map = (opts.map as unknown as FakeMap | undefined) ?? anchor?.map ?? null;
    if (!map) return;
    if (this.element.ownerDocument !== map.getDiv().ownerDocument)
      map.getDiv().ownerDocument.adoptNode(this.element);
    this.mapValue?.attach(this, false);
    this.mapValue = map;
    this.anchor = anchor;
    this.element.setAttribute('aria-label', anchor?.title || 'Info');
    map.overlay.append(this.element);
    map.attach(this, true);
    if (opts.shouldFocus !== false) this.element.focus();
  }

  /** Fires 'close', as Google does for every close (programmatic, Escape, button). */
  close(): void {
    if (!this.mapValue) return;
    const map = this.mapValue;
    this.mapValue = null;
    this.element.remove();
    map.attach(this, false);
    this.trigger('close');
  }

  private userClose(button: boolean): void {
    const anchor = this.anchor;
    if (button) this.trigger('closeclick');
    this.close();
    // Like Google: focus returns to the marker that opened the window.
    anchor?.element.focus();
  }

  /** @internal */
  place(map: FakeMap): void {
    const point = this.anchor?.position;
    if (!point) return;
    const { x, y } = map.toPixel(point);
    this.element.style.left = `${x}px`;
    this.element.style.top = `${y}px`;
  }
}

/** Div pixels <-> LatLng for OverlayView users (markerclusterer). */
export class FakeProjection {
  constructor(private readonly map: FakeMap) {}

  fromLatLngToDivPixel(point: LatLngInput | null): { x: number; y: number } | null {
    return point ? this.map.toPixel(point) : null;
  }

  fromLatLngToContainerPixel(point: LatLngInput | null): { x: number; y: number } | null {
    return this.fromLatLngToDivPixel(point);
  }

  fromDivPixelToLatLng(pixel: { x: number; y: number } | null): FakeLatLng | null {
    return pixel ? this.map.fromPixel(pixel) : null;
  }
}

/**
 * OverlayView as markerclusterer and the location elements' markers use it: setMap
 * calls onAdd, then draw; the map calls draw again after every camera change or resize;
 * setMap(null) calls onRemove. `fake.defineLibrary('maps', { OverlayView: undefined })` takes it
 * away (the 'OverlayView is not defined' state). Its methods are plain enumerable prototype properties
 * on purpose: markerclusterer copies them with for...in (class methods would be skipped).
 */
function FakeOverlayView(this: { mapValue?: FakeMap | null }) {
  this.mapValue = null;
}
Object.assign(FakeOverlayView.prototype, {
  setMap(this: OverlayLike, map: FakeMap | null) {
    if (this.mapValue === map) return;
    if (this.mapValue) {
      this.mapValue.overlayViews.delete(this);
      this.onRemove?.();
    }
    this.mapValue = map;
    if (map) {
      this.onAdd?.();
      map.overlayViews.add(this);
      this.draw?.();
    }
  },
  getMap(this: OverlayLike) {
    return this.mapValue ?? null;
  },
  getProjection(this: OverlayLike) {
    return this.mapValue ? this.mapValue.getProjection() : null;
  },
  getPanes(this: OverlayLike) {
    const pane = this.mapValue?.overlay ?? null;
    return pane
      ? {
          overlayLayer: pane,
          overlayMouseTarget: pane,
          floatPane: pane,
          markerLayer: pane,
          mapPane: pane,
        }
      : null;
  },
});

interface OverlayLike {
  mapValue?: FakeMap | null;
  onAdd?: () => void;
  onRemove?: () => void;
  draw?: () => void;
}

/** google.maps.event: delegates to the objects' own listeners. */
const fakeEvent = {
  addListener(target: Events, name: string, handler: Handler): FakeListener {
    return target.addListener(name, handler);
  },
  removeListener(listener: FakeListener | null | undefined): void {
    listener?.remove();
  },
  trigger(target: unknown, name: string, ...args: unknown[]): void {
    if (target && typeof (target as Events).trigger === 'function')
      (target as Events).trigger(name, ...args);
  },
};

class FakePoint {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

class FakeSize {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
}

/** Only what markerclusterer reads of the legacy Marker class. */
const FakeMarker = { MAX_ZINDEX: 1_000_000 };

/** The libraries the drawing classes belong to (google.maps.importLibrary names). */
export const DRAWING_LIBRARIES = {
  maps: { Map: FakeMap, InfoWindow: FakeInfoWindow, OverlayView: FakeOverlayView },
  marker: { AdvancedMarkerElement: FakeAdvancedMarkerElement },
  core: { event: fakeEvent, Point: FakePoint, Size: FakeSize, Marker: FakeMarker },
} as const;
