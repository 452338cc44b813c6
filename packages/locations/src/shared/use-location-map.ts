import { useEffect, useEffectEvent, useMemo, useRef, useState, type RefObject } from 'react';
import { loadMapsLibrary, mapsLoaderOptions } from '@mf/core/maps/loader';
import { onMapsAuthFailure } from '@mf/core/maps/map-libraries';
import type { MarkerSize } from './location';
import type { LocationMapEngine, MapMarker } from './map-engine';
import { loadChunk } from '@mf/core/http/deadline';

/** idle: nothing asked of Google (no consent yet, nothing to map); error: degrade to the text. */
type MapStatus = 'idle' | 'loading' | 'ready' | 'error';

interface UseLocationMapOptions {
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
  /** The marker of the location the visitor chose in the list: highlighted and centred. */
  active?: number | null;
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
  active = null,
}: UseLocationMapOptions): MapStatus {
  const hasKey = apiKey.trim() !== '';
  // One load per request: what it settled to is kept with the request it belongs to, so a new
  // request (a new key, locale or location list) is 'loading' again without a reset in an effect.
  const request = useMemo(
    () => (enabled && hasKey ? { apiKey, locale, markers } : null),
    [enabled, hasKey, apiKey, locale, markers],
  );
  const [settled, setSettled] = useState<{ request: object; status: 'ready' | 'error' } | null>(
    null,
  );
  const engine = useRef<LocationMapEngine | null>(null);
  const currentSize = useEffectEvent(() => size);
  const activate = useEffectEvent((index: number) => onActivate?.(index));
  const activatable = onActivate !== undefined;

  useEffect(() => {
    if (enabled && !hasKey) console.error(`${tag}: the map could not be loaded: no api-key.`);
  }, [enabled, hasKey, tag]);

  useEffect(() => {
    if (!request) return;
    let live = true;
    const fail = () => {
      if (live) setSettled({ request, status: 'error' });
    };
    const stopAuth = onMapsAuthFailure(() => {
      console.error(`${tag}: the map could not be loaded: Google refused the API key.`);
      fail();
    });
    const options = mapsLoaderOptions(request.apiKey, request.locale);
    Promise.all([
      loadMapsLibrary('maps', options),
      loadMapsLibrary('marker', options),
      loadMapsLibrary('places', options),
      loadChunk(() => import('./map-engine')),
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
            request.markers,
            {
              tag,
              size: currentSize(),
              onActivate: activatable ? (index) => activate(index) : undefined,
            },
          );
          setSettled({ request, status: 'ready' });
        } catch (error) {
          console.error(`${tag}: the map could not be drawn.`, error);
          fail();
        }
      },
      (error: unknown) => {
        if (!live) return;
        console.error(`${tag}: the map could not be loaded.`, error);
        fail();
      },
    );
    return () => {
      live = false;
      stopAuth();
      engine.current?.destroy();
      engine.current = null;
    };
  }, [request, tag, container, activatable]);

  useEffect(() => {
    engine.current?.setMarkerSize(size);
  }, [size]);

  // Once the map is drawn, and after each choice in the list.
  const drawn = settled?.request === request && settled.status === 'ready';
  useEffect(() => {
    if (drawn && active !== null) engine.current?.highlight(active);
  }, [drawn, active]);

  if (!enabled) return 'idle';
  if (!request) return 'error';
  return settled?.request === request ? settled.status : 'loading';
}
