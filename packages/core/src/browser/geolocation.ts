/**
 * The device location (dealer-locator spec §6: requested only when use-my-location is clicked;
 * §8: 'Geolocation not supported.', 'Geolocation API error.' or the device message). Never
 * throws: a failure resolves with the message, which the caller logs; nothing is shown to the
 * visitor.
 */

export const GEOLOCATION_UNSUPPORTED = 'Geolocation not supported.';
export const GEOLOCATION_API_ERROR = 'Geolocation API error.';

export type PositionResult =
  { ok: true; latitude: number; longitude: number } | { ok: false; message: string };

/** Asks the browser for the current position once (the permission prompt appears here). */
export function currentPosition(options?: PositionOptions): Promise<PositionResult> {
  const geolocation =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as { geolocation?: Geolocation }).geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function')
    return Promise.resolve({ ok: false, message: GEOLOCATION_UNSUPPORTED });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position?.coords ?? {};
          if (typeof latitude === 'number' && typeof longitude === 'number')
            resolve({ ok: true, latitude, longitude });
          else resolve({ ok: false, message: GEOLOCATION_API_ERROR });
        },
        (error) => {
          // spec §8: the device's own message when it gives one.
          const message = typeof error?.message === 'string' ? error.message.trim() : '';
          resolve({ ok: false, message: message || GEOLOCATION_API_ERROR });
        },
        options,
      );
    } catch {
      resolve({ ok: false, message: GEOLOCATION_API_ERROR });
    }
  });
}
