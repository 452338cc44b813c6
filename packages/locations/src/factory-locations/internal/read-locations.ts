/**
 * The factory locations as the page renders them (README "Markup"): every element with
 * `data-lat` and `data-long` inside the element is one location; its name is `data-name` or
 * the text of its first heading, its label `data-label`. Pure DOM reading, no React.
 */
import { problemList } from '@mf/core/element/problems';
import { mapPosition } from '../../shared/location';

export interface FactoryLocation {
  /** The page's own element of this location (focused when its marker is chosen). */
  element: HTMLElement;
  name: string;
  label: string;
  /** Null: not on the map (spec §5: coordinates not both numeric and non-zero). */
  position: google.maps.LatLngLiteral | null;
}

function text(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

export function readLocations(host: Element): FactoryLocation[] {
  return [...host.querySelectorAll<HTMLElement>('[data-lat][data-long]')].map((element) => ({
    element,
    name:
      text(element.dataset.name) || text(element.querySelector('h1,h2,h3,h4,h5,h6')?.textContent),
    label: text(element.dataset.label),
    position: mapPosition(element.dataset.lat ?? '', element.dataset.long ?? ''),
  }));
}

/** The marker's accessible name: 'Beauvais, Tractor factory'. */
export function locationTitle(location: FactoryLocation, index: number): string {
  return [location.name, location.label].filter(Boolean).join(', ') || `#${index + 1}`;
}

/**
 * Reports the locations left off the map (core/element/problems: one warning each, by position
 * among the element's locations from 0 and name, and a line of the editor mode's note), again
 * at every reading: a location the CMS mends leaves the list.
 */
export function reportUnmapped(host: Element, locations: readonly FactoryLocation[]): void {
  const problems = problemList(host, 'locations');
  locations.forEach((location, index) => {
    if (!location.position)
      problems.add({
        place: `location[${index}]${location.name ? ` "${location.name}"` : ''}`,
        problem: 'has no valid data-lat and data-long (both numbers, neither 0)',
        value: `${location.element.dataset.lat ?? ''}, ${location.element.dataset.long ?? ''}`,
        instead: 'it stays in the list but not on the map',
      });
  });
  problems.report();
}
