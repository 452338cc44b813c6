import { describe, expect, it } from 'vitest';
import { dealer } from '@mf/dealer-locator/testing/dealers';
import { boundsOf, capFitZoom, fitCamera, fitZoom, project, unproject } from './map-camera';
import {
  appearanceOf,
  DETAIL_ZOOM,
  INFO_WINDOW_MAX_WIDTH,
  INITIAL_ZOOM,
  markerModels,
  MAX_FIT_ZOOM,
} from './map-model';

const at = (lat: number, lng: number) => ({
  latitude: lat,
  longitude: lng,
  street: '',
  city: '',
  state: '',
  postal_code: '',
});

describe('map model (spec §9)', () => {
  it('has the spec constants', () => {
    expect([INITIAL_ZOOM, MAX_FIT_ZOOM, DETAIL_ZOOM, INFO_WINDOW_MAX_WIDTH]).toEqual([
      6, 10, 13, 200,
    ]);
  });

  it('puts dealerships before designated locations, lettered by dealershipCounter', () => {
    const truck = dealer({
      id: 'D1~1',
      isDesignatedLocation: true,
      type: 'Lube Truck',
      type_translated: 'Lube truck',
      dealershipCounter: 'A',
      name: 'Truck',
      address: at(42, -93),
    });
    const shop = dealer({ id: 'D2', dealershipCounter: 'B', name: 'Shop', address: at(43, -94) });
    const models = markerModels([truck, shop]);
    expect(models.map((m) => m.id)).toEqual(['D2', 'D1~1']);
    expect(models.map((m) => m.label)).toEqual(['B', 'A']);
    expect(models[0]!.zIndex).toBeGreaterThan(models[1]!.zIndex);
    expect(models[1]!.title).toBe('A: Lube truck: Truck');
    expect(models[0]!.position).toEqual({ lat: 43, lng: -94 });
  });

  it('leaves off dealers without coordinates and doNotMap dealers', () => {
    const none = dealer({ id: 'X', address: { ...at(0, 0), latitude: null, longitude: null } });
    const hidden = dealer({ id: 'Y', doNotMap: true });
    const shown = dealer({ id: 'Z' });
    expect(markerModels([none, hidden, shown]).map((m) => m.id)).toEqual(['Z']);
  });

  it('gives each of the four designated types its own appearance', () => {
    const types = ['Mobile Workshop', 'Parts Drop', 'Service Vehicle', 'Lube Truck'] as const;
    const looks = types.map((type) => appearanceOf(dealer({ isDesignatedLocation: true, type })));
    expect(looks).toEqual(['mobile-workshop', 'parts-drop', 'service-vehicle', 'lube-truck']);
    expect(appearanceOf(dealer())).toBe('dealership');
  });

  it('boxes positions and caps fit zoom at 10', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { lat: 1, lng: 5 },
        { lat: -2, lng: 7 },
      ]),
    ).toEqual({ south: -2, north: 1, west: 5, east: 7 });
    expect(capFitZoom(15)).toBe(10);
    expect(capFitZoom(4)).toBe(4);
    expect(fitZoom({ south: 42, north: 42, west: -93, east: -93 }, 600, 400)).toBe(10);
    expect(fitZoom({ south: 25, north: 49, west: -125, east: -67 }, 600, 400)).toBe(3);
  });

  it('projects with Web Mercator (256 px world at zoom 0)', () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 180 }, 1).x).toBe(512);
    expect(project({ lat: 60, lng: 0 }, 0).y).toBeLessThan(128);
  });

  it('unprojects what it projected', () => {
    const point = unproject(
      project({ lat: 52.37, lng: 9.73 }, 7).x,
      project({ lat: 52.37, lng: 9.73 }, 7).y,
      7,
    );
    expect(point.lat).toBeCloseTo(52.37, 9);
    expect(point.lng).toBeCloseTo(9.73, 9);
  });

  it('fits a camera: padded viewport, whole zoom up to 10, centred on the Mercator middle', () => {
    const us = { south: 25, north: 49, west: -125, east: -67 };
    const camera = fitCamera(us, 680, 480);
    expect(camera.zoom).toBe(fitZoom(us, 600, 400));
    expect(camera.center.lng).toBeCloseTo(-96, 9);
    // North of the latitude midpoint (37): Mercator stretches the north.
    expect(camera.center.lat).toBeGreaterThan(37);
    expect(fitCamera({ south: 42, north: 42, west: -93, east: -93 }, 300, 200)).toEqual({
      center: { lat: expect.closeTo(42, 9), lng: expect.closeTo(-93, 9) },
      zoom: 10,
    });
    // A map smaller than its padding still gets a camera.
    expect(fitCamera(us, 20, 20).zoom).toBe(0);
  });
});
