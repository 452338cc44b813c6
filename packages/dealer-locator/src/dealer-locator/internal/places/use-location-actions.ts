import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlacePrediction } from '@mf/core/maps/places';
import { locationServices } from './location-services';
import type { LocationState } from '../data/validation';
import { prepareMaps, type MapsContext } from './use-place-suggestions';

/** The parts of the search form the location actions drive. */
export interface LocationTarget {
  location: LocationState;
  setLocation: (text: string) => void;
  choosePlace: (location: LocationState) => void;
}

export interface LocationActions {
  /** spec §4: a suggestion picked by Enter or pointer marks a pending submit. */
  choose: (prediction: PlacePrediction) => void;
  /** Typing drops a pending place (its answer would overwrite what the visitor typed). */
  type: (text: string) => void;
  /** spec §6: the device location is asked for only here, on the button click. */
  locate: () => void;
  /** spec §4: true while use-my-location runs (button and submit flagged disabled). */
  locating: boolean;
}

/**
 * Place choice and use-my-location for the search form. Both end in a pending submit: the
 * form submits (through `submit`) when the chosen location arrives in the form state
 * (spec §4: 'the form is submitted when the place change arrives').
 */
export function useLocationActions(
  form: LocationTarget,
  maps: MapsContext,
  submit: () => void,
): LocationActions {
  const [locating, setLocating] = useState(false);
  const pending = useRef(false);
  const ticket = useRef(0);

  // The place change arrived in the form state: submit with it.
  const { location } = form;
  useEffect(() => {
    if (!pending.current || !location.geocode) return;
    pending.current = false;
    submit();
  }, [location, submit]);

  const { setLocation, choosePlace } = form;
  const choose = useCallback(
    (prediction: PlacePrediction) => {
      const mine = ++ticket.current;
      setLocation(prediction.description);
      pending.current = true;
      prepareMaps(maps);
      void locationServices()
        .then(({ placeDetails }) => placeDetails(prediction.placeId))
        .catch((error: unknown) => {
          console.error('Place details failed', error);
          return null;
        })
        .then((place) => {
          if (mine !== ticket.current) return;
          // spec §5: a chosen place counts only with geometry.location; without, nothing is sent.
          if (!place) {
            pending.current = false;
            return;
          }
          choosePlace({
            text: prediction.description,
            geocode: place.location,
            addressComponents: place.addressComponents,
          });
        });
    },
    [maps, setLocation, choosePlace],
  );

  const type = useCallback(
    (text: string) => {
      ticket.current += 1;
      pending.current = false;
      setLocation(text);
    },
    [setLocation],
  );

  const locate = useCallback(() => {
    if (locating || !maps.enabled) return;
    const mine = ++ticket.current;
    setLocating(true);
    void (async () => {
      const services = await locationServices();
      const position = await services.currentPosition();
      if (!position.ok) {
        // spec §8: logged; the button and submit are re-enabled; nothing shown to the visitor.
        console.error(position.message);
        return;
      }
      const point = { latitude: position.latitude, longitude: position.longitude };
      prepareMaps(maps);
      try {
        const { address, addressComponents } = await services.reverseGeocode(point);
        if (mine !== ticket.current) return;
        pending.current = true;
        choosePlace({ text: address, geocode: point, addressComponents });
      } catch (error) {
        // spec §8: 'Geocoding failed due to: {status}'.
        console.error(error instanceof Error ? error.message : error);
      }
    })()
      // The lazy chunk itself failing to load (offline): logged like any failure here.
      .catch((error: unknown) => console.error(error))
      .finally(() => setLocating(false));
  }, [locating, maps, choosePlace]);

  return { choose, type, locate, locating };
}
