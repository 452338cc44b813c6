import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentPosition,
  GEOLOCATION_API_ERROR,
  GEOLOCATION_TIMEOUT_MS,
  GEOLOCATION_UNSUPPORTED,
} from './geolocation';

function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition'] | undefined) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: getCurrentPosition ? { getCurrentPosition } : undefined,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

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

  it("no answer at all (an ignored permission prompt): 'Geolocation API error.' after 15 s", async () => {
    vi.useFakeTimers();
    let late: PositionCallback | undefined;
    const asked = vi.fn<Geolocation['getCurrentPosition']>((success) => {
      late = success;
    });
    stubGeolocation(asked);
    let result: unknown = 'pending';
    void currentPosition().then((value) => (result = value));
    // The API's own timeout too (it only counts once the prompt is answered).
    expect(asked.mock.calls[0]![2]).toMatchObject({ timeout: GEOLOCATION_TIMEOUT_MS });
    await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
    expect(result).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, message: GEOLOCATION_API_ERROR });
    // A late answer changes nothing.
    late!({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
    await Promise.resolve();
    expect(result).toEqual({ ok: false, message: GEOLOCATION_API_ERROR });
  });

  it('an answer in time clears the guard; a caller may shorten the time', async () => {
    vi.useFakeTimers();
    stubGeolocation((success) =>
      success({ coords: { latitude: 52.37, longitude: 9.73 } } as GeolocationPosition),
    );
    expect(await currentPosition()).toEqual({ ok: true, latitude: 52.37, longitude: 9.73 });
    expect(vi.getTimerCount()).toBe(0);
    stubGeolocation(() => {});
    const short = currentPosition({ timeout: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await short).toEqual({ ok: false, message: GEOLOCATION_API_ERROR });
  });
});
