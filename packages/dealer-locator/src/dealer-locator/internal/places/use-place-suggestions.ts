import { useCallback, useEffect, useRef, useState } from 'react';
import { configureMaps, mapsLoaderOptions } from '@mf/core/maps/loader';
import type { PlacePrediction } from '@mf/core/maps/places';
import { locationServices } from './location-services';

/** spec: suggestions start after a short pause in typing, never before typing. */
export const SUGGESTION_DEBOUNCE_MS = 250;

/** Where the Maps seam gets its key and language, and the country bias of the suggestions. */
export interface MapsContext {
  apiKey: string;
  locale: string;
  country: string;
  /** False without maps consent (spec §6): no request to Google at all. */
  enabled: boolean;
}

export interface PlaceSuggestions {
  predictions: PlacePrediction[];
  /** Call with each keystroke's text: asks after the debounce, the newest question wins. */
  query: (text: string) => void;
  clear: () => void;
}

/** Configures the Maps seam from the element's attributes (idempotent per page). */
export function prepareMaps(maps: MapsContext): void {
  if (maps.apiKey) configureMaps(mapsLoaderOptions(maps.apiKey, maps.locale));
}

export function usePlaceSuggestions(maps: MapsContext): PlaceSuggestions {
  const [predictions, setPredictions] = useState<PlacePrediction[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    latest.current += 1;
    setPredictions([]);
  }, []);

  const { enabled, apiKey, locale, country } = maps;
  const query = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const ticket = ++latest.current;
      if (!enabled || !text.trim()) {
        setPredictions([]);
        return;
      }
      timer.current = setTimeout(() => {
        prepareMaps({ apiKey, locale, country, enabled });
        locationServices()
          .then(({ placePredictions }) => placePredictions(text, country ? { country } : {}))
          .catch((error: unknown) => {
            console.error('Place suggestions failed', error);
            return [] as PlacePrediction[];
          })
          .then((list) => {
            if (ticket === latest.current) setPredictions(list);
          });
      }, SUGGESTION_DEBOUNCE_MS);
    },
    [enabled, apiKey, locale, country],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { predictions, query, clear };
}
