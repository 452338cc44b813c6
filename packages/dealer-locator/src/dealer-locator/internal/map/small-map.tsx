import { useEffect, useMemo, useRef, useState } from 'react';
import { mapsLoaderOptions } from '@mf/core/maps/loader';
import { loadMapLibraries, onMapsAuthFailure } from '@mf/core/maps/map-libraries';
import type { Dealer } from '../data/types';
import { markerModels, NO_KEY_MESSAGE } from './map-model';
import { loadChunk } from '@mf/core/http/deadline';

export interface SmallMapProps {
  dealer: Dealer;
  apiKey: string;
  locale: string;
  labels: { serviceTruckNotice: string; mapUnavailable: string };
}

/**
 * The detail view's small map (spec §2, §9: zoom 13): the dealer's own marker, centred. Loads
 * like the results map (core/maps, the engine chunk); a failure (load, gm_authFailure) shows the
 * no-map message.
 */
export function SmallMap({ dealer, apiKey, locale, labels }: SmallMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const model = useMemo(() => markerModels([dealer])[0] ?? null, [dealer]);
  const noticeLabel = labels.serviceTruckNotice;
  // A refused key (Google calls gm_authFailure) leaves a broken map: the message instead, as the
  // results map does.
  useEffect(() => onMapsAuthFailure(() => setFailed(true)), []);
  useEffect(() => {
    if (!apiKey && model) console.info(NO_KEY_MESSAGE);
  }, [apiKey, model]);
  useEffect(() => {
    const div = container.current;
    if (!apiKey || !model || !div) return;
    let stop: (() => void) | null = null;
    let mounted = true;
    Promise.all([
      loadMapLibraries(mapsLoaderOptions(apiKey, locale)),
      loadChunk(() => import('./map-engine')),
    ]).then(
      ([libraries, { createMapEngine }]) => {
        if (!mounted) return;
        div.replaceChildren();
        // An exception while building would otherwise be an unhandled rejection and an empty
        // map for good: the no-map message instead.
        try {
          const engine = createMapEngine(libraries, div, model.position);
          stop = engine.showOne(model, {
            labels: { serviceTruckNotice: noticeLabel },
            clusterTitle: String,
            onOpen: () => {},
            onClose: () => {},
          });
        } catch (error) {
          console.error('mf-dealer-locator: the small map could not be drawn.', error);
          setFailed(true);
        }
      },
      (error: unknown) => {
        console.warn('mf-dealer-locator: the small map could not load.', error);
        if (mounted) setFailed(true);
      },
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [apiKey, locale, model, noticeLabel]);
  if (!model) return null;
  // Without a key no map can load: the message rather than an empty box.
  return failed || !apiKey ? (
    <p className="dl-message dl-map__unavailable">{labels.mapUnavailable}</p>
  ) : (
    <div ref={container} className="dl-detail__canvas" />
  );
}
