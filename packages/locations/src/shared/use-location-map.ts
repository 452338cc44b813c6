import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadMapsLibrary, mapsLoaderOptions } from '@mf/core/maps/loader';
import { onMapsAuthFailure } from '@mf/core/maps/map-libraries';
import type { MarkerSize } from './location';
import type { LocationMapEngine, MapMarker } from './map-engine';

/** idle: nothing asked of Google (no consent yet, nothing to map); error: degrade to the text. */
export type MapStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UseLocationMapOptions {
  tag: string;
  /** The map's div (rendered while the status is loading or ready). */
  container: RefObject<HTMLDivElement | null>;
  markers: readonly MapMarker[];
  apiKey: string;
  locale: string;
  /** True once consent allows Google and there is something to map. */
  enabled: boolean;
  size: MarkerSize;
  onActivate?: (index: number) => void;
}

/**
 * Loads the maps library through core/maps (the one Google seam; spec §7: with the places and
 * marker libraries) and draws the map (the lazily loaded map-engine chunk) only when `enabled`.
 * A library that cannot load (blocked, offline, refused key: Google's gm_authFailure), a missing
 * key or an exception while drawing is logged (spec §8 'Map load failure: logged to the console')
 * and gives 'error': the element then shows its text and links only.
 */
export function useLocationMap({
  tag,
  container,
  markers,
  apiKey,
  locale,
  enabled,
  size,
  onActivate,
}: UseLocationMapOptions): MapStatus {
  const [status, setStatus] = useState<MapStatus>('idle');
  const engine = useRef<LocationMapEngine | null>(null);
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const activate = useRef(onActivate);
  activate.current = onActivate;

  useEffect(() => {
    if (!enabled) return;
    return onMapsAuthFailure(() => {
      console.error(`${tag}: the map could not be loaded: Google refused the API key.`);
      setStatus('error');
    });
  }, [enabled, tag]);

  useEffect(() => {
    if (!enabled) {
      setStatus('idle');
      return;
    }
    if (!apiKey.trim()) {
      console.error(`${tag}: the map could not be loaded: no api-key.`);
      setStatus('error');
      return;
    }
    setStatus('loading');
    let live = true;
    const options = mapsLoaderOptions(apiKey, locale);
    Promise.all([
      loadMapsLibrary('maps', options),
      loadMapsLibrary('marker', options),
      loadMapsLibrary('places', options),
      import('./map-engine'),
    ]).then(
      ([maps, , , { createLocationMap }]) => {
        const div = container.current;
        if (!live || !div) return;
        try {
          if (typeof maps?.Map !== 'function') throw new Error('the Map class is missing');
          div.replaceChildren();
          engine.current = createLocationMap(
            { Map: maps.Map, OverlayView: maps.OverlayView },
            div,
            markers,
            {
              tag,
              size: sizeRef.current,
              onActivate: activate.current ? (index) => activate.current?.(index) : undefined,
            },
          );
          setStatus('ready');
        } catch (error) {
          console.error(`${tag}: the map could not be drawn.`, error);
          setStatus('error');
        }
      },
      (error: unknown) => {
        console.error(`${tag}: the map could not be loaded.`, error);
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
      engine.current?.destroy();
      engine.current = null;
    };
  }, [enabled, apiKey, locale, markers, tag, container]);

  useEffect(() => {
    engine.current?.setMarkerSize(size);
  }, [size]);

  return status;
}
