import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, GEOLOCATION_API_ERROR, GEOLOCATION_UNSUPPORTED } from './geolocation';

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('currentPosition (spec §8 messages; never throws)', () => {
  it('gives the coordinates', async () => {
    stubGeolocation((success) =>
      success({ coords: { latitude: 52.37, longitude: 9.73 } } as GeolocationPosition),
    );
    expect(await currentPosition()).toEqual({ ok: true, latitude: 52.37, longitude: 9.73 });
  });

  it("no geolocation: 'Geolocation not supported.'", async () => {
    stubGeolocation(undefined);
    expect(await currentPosition()).toEqual({ ok: false, message: GEOLOCATION_UNSUPPORTED });
    expect(GEOLOCATION_UNSUPPORTED).toBe('Geolocation not supported.');
  });

  it('a device error gives the device message', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    expect(await currentPosition()).toEqual({ ok: false, message: 'User denied Geolocation' });
  });

  it("a device error without a message, or an API that throws: 'Geolocation API error.'", async () => {
    expect(GEOLOCATION_API_ERROR).toBe('Geolocation API error.');
    stubGeolocation((_success, failure) =>
      failure?.({ code: 2, message: '' } as GeolocationPositionError),
    );
    expect(await currentPosition()).toEqual({ ok: false, message: GEOLOCATION_API_ERROR });
    stubGeolocation(() => {
      throw new Error('boom');
    });
    expect(await currentPosition()).toEqual({ ok: false, message: GEOLOCATION_API_ERROR });
  });
});
