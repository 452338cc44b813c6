import type { MarkerModel } from './map-model';

export interface InfoContentLabels {
  serviceTruckNotice: string;
}

/**
 * The info window body, built from DOM nodes with textContent: dealer data never goes through an
 * HTML string. Designated locations carry the spec §8 service-truck notice.
 */
export function infoContent(
  doc: Document,
  marker: MarkerModel,
  labels: InfoContentLabels,
): HTMLElement {
  const { dealer } = marker;
  const root = doc.createElement('div');
  root.className = 'dl-info';
  const heading = doc.createElement('p');
  heading.className = 'dl-info__name';
  const strong = doc.createElement('strong');
  strong.textContent = `${marker.label} ${dealer.name}`;
  heading.append(strong);
  root.append(heading);
  if (dealer.isDesignatedLocation) {
    const type = doc.createElement('p');
    type.textContent = dealer.type_translated || dealer.type;
    root.append(type);
  }
  if (dealer.formatted_address) {
    const address = doc.createElement('p');
    address.textContent = dealer.formatted_address;
    root.append(address);
  }
  if (dealer.isDesignatedLocation) {
    const notice = doc.createElement('p');
    notice.className = 'dl-info__notice';
    notice.textContent = labels.serviceTruckNotice;
    root.append(notice);
  }
  return root;
}

/** The marker's face: its letter on a per-type badge (white text, AA contrast). */
export function markerContent(doc: Document, marker: MarkerModel): HTMLElement {
  const badge = doc.createElement('div');
  badge.className = `dl-marker dl-marker--${marker.appearance}`;
  badge.dataset.appearance = marker.appearance;
  badge.textContent = marker.label;
  // The look is in map.css beside this file (.dl-marker--<type>): the map div, and Google's marker
  // DOM in it, live inside the element's shadow root. Inline styles would also cost a CSS parse
  // per marker (thousands with clustering).
  return badge;
}

/** A cluster's face: the number of dealers it holds on a round badge. */
export function clusterContent(doc: Document, count: number): HTMLElement {
  const badge = doc.createElement('div');
  badge.className = 'dl-cluster';
  badge.textContent = String(count);
  return badge;
}
