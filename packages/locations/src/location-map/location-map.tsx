import { useEffect, useMemo, type MouseEvent } from 'react';
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext } from '@mf/core/element/element-context';
import { reportProblems } from '@mf/core/element/problems';
import { formatLabel } from '@mf/core/i18n/labels';
import { directionsUrl, mapPosition } from '../shared/location';
import { useMapArea } from '../shared/map-area';
import { bookTargetId, scrollToBookTarget } from './internal/book-scroll';
import type { locationMapApi } from './location-map.api';

/**
 * The location overview (spec §2 "Location overview", §3 map location, §5, §8, §9): the map part
 * (shared with the factory locations), the name and label, the page's own address (slot), a
 * directions link and the book button.
 */
export function LocationMap(props: PropsOf<typeof locationMapApi>) {
  const { lat, long, name, locationLabel, apiKey, consentDomain, noConsentManager, labels } = props;
  const { host, locale } = useElementContext();
  const position = useMemo(() => mapPosition(lat, long), [lat, long]);
  // Coordinates given that are no place (a comma decimal, a unit, a 0) are an authoring mistake,
  // said once (core/element/problems, docs/editor-mode.md); none at all is a location without a
  // map (README).
  const given = !!(lat.trim() || long.trim());
  useEffect(() => {
    if (!host) return;
    reportProblems(
      host,
      'place',
      given && !position
        ? [
            {
              place: 'attributes "lat" and "long"',
              problem: 'are not a place on the map (both plain numbers, neither 0)',
              value: `${lat}, ${long}`,
              instead: 'no map is shown',
            },
          ]
        : [],
    );
  }, [host, given, position, lat, long]);
  const place = [name, locationLabel].filter(Boolean).join(', ');
  const title = place || (position ? `${position.lat}, ${position.lng}` : '');
  const markers = useMemo(() => (position ? [{ position, title }] : []), [position, title]);
  const { state, view } = useMapArea({
    tag: 'mf-location-map',
    markers,
    apiKey,
    locale,
    consentDomain,
    noConsentManager,
    mapLabel: formatLabel(labels.map, { place: title }),
    labels,
  });
  const directions = directionsUrl(position, place);
  const target = bookTargetId(props.bookTarget);

  const onBook = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !host
    )
      return;
    if (scrollToBookTarget(host, target)) event.preventDefault();
  };

  return (
    <div part="base" className="location" data-state={state}>
      {view}
      <div part="details" className="location__details">
        {name ? (
          <p part="name" className="location__name">
            {name}
          </p>
        ) : null}
        {locationLabel ? (
          <p part="label" className="location__label">
            {locationLabel}
          </p>
        ) : null}
        <slot />
        {directions || target ? (
          <p className="location__actions">
            {directions ? (
              <a part="directions" className="location__directions" href={directions}>
                {labels.directions}
              </a>
            ) : null}
            {target ? (
              <a part="book button" className="location__book" href={`#${target}`} onClick={onBook}>
                {labels.book}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
