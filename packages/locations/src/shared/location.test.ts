import { describe, expect, it } from 'vitest';
import { bookOffsetFor, directionsUrl, mapPosition, markerSizeFor } from './location';
import { MAP_ZOOM } from './map-engine';

describe('spec §5: a map only when lat and long are both numeric and non-zero', () => {
  it.each([
    ['49.4295', '2.0807', { lat: 49.4295, lng: 2.0807 }],
    [' -33.9 ', '151.2', { lat: -33.9, lng: 151.2 }],
    ['.5', '-0.25', { lat: 0.5, lng: -0.25 }],
  ])('%s, %s is a position', (lat, long, expected) => {
    expect(mapPosition(lat, long)).toEqual(expected);
  });

  it.each([
    ['0', '2.08'],
    ['49.4', '0'],
    ['0.0', '-0'],
    ['', '2.08'],
    ['49.4', ''],
    ['abc', '2.08'],
    ['49.4', '2.08°'],
    ['1e2', '2'],
    ['Infinity', '2'],
    ['91', '2'],
    ['49', '181'],
  ])('%s, %s is no position', (lat, long) => {
    expect(mapPosition(lat, long)).toBeNull();
  });
});

describe('spec §9 constants by breakpoint', () => {
  it('the marker is 24x30 on mobile and tablet, 36x45 otherwise', () => {
    expect(markerSizeFor('mobile')).toEqual({ width: 24, height: 30 });
    expect(markerSizeFor('tablet')).toEqual({ width: 24, height: 30 });
    expect(markerSizeFor('desktop')).toEqual({ width: 36, height: 45 });
    expect(markerSizeFor('desktop-xl')).toEqual({ width: 36, height: 45 });
  });

  it('the book-scroll offset is 98 on mobile and tablet, 140 otherwise', () => {
    expect(bookOffsetFor('mobile')).toBe(98);
    expect(bookOffsetFor('tablet')).toBe(98);
    expect(bookOffsetFor('desktop')).toBe(140);
    expect(bookOffsetFor('desktop-xl')).toBe(140);
  });

  it('the zoom is 13', () => {
    expect(MAP_ZOOM).toBe(13);
  });
});

describe('directions link', () => {
  it('goes to the coordinates when valid, else to the place text, else nowhere', () => {
    expect(directionsUrl({ lat: 49.4, lng: 2.08 }, 'Beauvais')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=49.4%2C2.08',
    );
    expect(directionsUrl(null, 'Beauvais, Tractors')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Beauvais%2C+Tractors',
    );
    expect(directionsUrl(null, '  ')).toBeNull();
  });
});
