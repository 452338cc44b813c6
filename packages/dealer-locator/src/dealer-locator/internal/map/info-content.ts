import type { MarkerModel } from './map-model';

export interface InfoContentLabels {
  serviceTruckNotice: string;
}

/**
 * The info window body, built from DOM nodes with textContent: dealer data never goes through an
 * HTML string (issue 4). Designated locations carry the spec §8 service-truck notice.
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

/** The per-type marker colours (four designated types + dealership). */
export const MARKER_COLORS: Readonly<Record<string, string>> = {
  dealership: '#1f5f2c',
  'mobile-workshop': '#7a3b00',
  'parts-drop': '#124f8c',
  'service-vehicle': '#6a1b7a',
  'lube-truck': '#5a4a00',
};

/** The marker's face: its letter on a per-type badge (white text, AA contrast). */
export function markerContent(doc: Document, marker: MarkerModel): HTMLElement {
  const badge = doc.createElement('div');
  badge.className = `dl-marker dl-marker--${marker.appearance}`;
  badge.dataset.appearance = marker.appearance;
  badge.textContent = marker.label;
  const designated = marker.appearance !== 'dealership';
  Object.assign(badge.style, {
    background: MARKER_COLORS[marker.appearance] ?? MARKER_COLORS.dealership,
    color: '#fff',
    font: 'bold 12px/24px sans-serif',
    minWidth: '24px',
    height: '24px',
    padding: '0 4px',
    textAlign: 'center',
    borderRadius: designated ? '4px' : '12px',
    border: '2px solid #fff',
    boxSizing: 'border-box',
  });
  return badge;
}

/** A cluster's face: the number of dealers it holds on a round badge. */
export function clusterContent(doc: Document, count: number): HTMLElement {
  const badge = doc.createElement('div');
  badge.className = 'dl-cluster';
  badge.textContent = String(count);
  Object.assign(badge.style, {
    background: '#0b3d91',
    color: '#fff',
    font: 'bold 13px/36px sans-serif',
    width: '36px',
    height: '36px',
    textAlign: 'center',
    borderRadius: '50%',
    border: '3px solid #fff',
    boxSizing: 'border-box',
    boxShadow: '0 0 0 2px #0b3d91',
  });
  return badge;
}
