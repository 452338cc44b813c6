import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit } from '@mf/core/element/element-context';
import { useMapArea } from '../shared/map-area';
import type { factoryLocationsApi } from './factory-locations.api';
import {
  locationTitle,
  readLocations,
  reportUnmapped,
  type FactoryLocation,
} from './internal/read-locations';

const TAG = 'mf-factory-locations';

/** The page's locations, read again when the CMS changes them (authoring). */
function usePageLocations(host: HTMLElement | null): FactoryLocation[] {
  const [locations, setLocations] = useState<FactoryLocation[]>(() =>
    host ? readLocations(host) : [],
  );
  useEffect(() => {
    if (!host) return;
    const read = () => {
      const next = readLocations(host);
      reportUnmapped(host, next);
      setLocations(next);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, {
      childList: true,
      subtree: true,
      attributeFilter: ['data-lat', 'data-long', 'data-name', 'data-label'],
    });
    return () => observer.disconnect();
  }, [host]);
  return locations;
}

/**
 * The factory locations (spec §2 "Factory-locations"; README "Interpretation"): the
 * page's own list stays where it is (slotted: readable without script, nothing moves at the
 * upgrade); above it, the map part shared with the location map shows every mapped location.
 * A marker is a button: choosing it moves focus to that location in the list; choosing a location
 * in the list highlights its marker and centres the map on it.
 */
export function FactoryLocations({
  apiKey,
  consentDomain,
  noConsentManager,
  labels,
}: PropsOf<typeof factoryLocationsApi>) {
  const { host, locale } = useElementContext();
  const emit = useEmit<typeof factoryLocationsApi>();
  const locations = usePageLocations(host);
  const mapped = useMemo(() => locations.filter((l) => l.position), [locations]);
  const markers = useMemo(
    () =>
      mapped.map((location) => ({
        position: location.position!,
        title: locationTitle(location, locations.indexOf(location)),
      })),
    [mapped, locations],
  );
  const onActivate = useCallback(
    (index: number) => {
      const location = mapped[index];
      if (!location) return;
      const { element } = location;
      if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
        element.setAttribute('tabindex', '-1');
      element.focus();
      emit('mf-location-select', { index: locations.indexOf(location), name: location.name });
    },
    [mapped, locations, emit],
  );
  // The other way: a location chosen in the list (a click in it, or focus entering it)
  // highlights its marker and centres it on the map.
  const [active, setActive] = useState<number | null>(null);
  useEffect(() => {
    if (!host) return;
    const choose = (event: Event) => {
      const index = mapped.findIndex((l) => l.element.contains(event.target as Node));
      if (index >= 0) setActive(index);
    };
    host.addEventListener('click', choose);
    host.addEventListener('focusin', choose);
    return () => {
      host.removeEventListener('click', choose);
      host.removeEventListener('focusin', choose);
    };
  }, [host, mapped]);
  const { state, view } = useMapArea({
    tag: TAG,
    markers,
    apiKey,
    locale,
    consentDomain,
    noConsentManager,
    mapLabel: labels.map,
    labels,
    onActivate,
    active,
  });
  return (
    <div part="base" className="factories" data-state={state}>
      {view}
      <slot />
    </div>
  );
}
