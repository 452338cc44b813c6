/**
 * The device location (dealer-locator spec §6: requested only when use-my-location is clicked;
 * §8: 'Geolocation not supported.', 'Geolocation API error.' or the device message). Never
 * throws: a failure resolves with the message, which the caller logs; nothing is shown to the
 * visitor.
 */

export const GEOLOCATION_UNSUPPORTED = 'Geolocation not supported.';
export const GEOLOCATION_API_ERROR = 'Geolocation API error.';

/**
 * How long use-my-location may take in all, permission prompt included. The API's own `timeout`
 * only starts once the visitor has answered the prompt, and a prompt that is ignored (or a
 * browser that never answers) would otherwise keep the button and submit disabled for good
 * (spec §4: they are disabled only "during use-my-location").
 */
export const GEOLOCATION_TIMEOUT_MS = 15_000;

export type PositionResult =
  { ok: true; latitude: number; longitude: number } | { ok: false; message: string };

/**
 * Asks the browser for the current position once (the permission prompt appears here). Settles
 * within `options.timeout` (default GEOLOCATION_TIMEOUT_MS) of wall-clock time whatever the
 * browser does: no answer by then resolves with 'Geolocation API error.', and a late answer is
 * ignored.
 */
export function currentPosition(options: PositionOptions = {}): Promise<PositionResult> {
  const geolocation =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as { geolocation?: Geolocation }).geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function')
    return Promise.resolve({ ok: false, message: GEOLOCATION_UNSUPPORTED });
  const timeout = options.timeout ?? GEOLOCATION_TIMEOUT_MS;
  return new Promise<PositionResult>((resolve) => {
    const guard = setTimeout(() => resolve({ ok: false, message: GEOLOCATION_API_ERROR }), timeout);
    const settle = (result: PositionResult) => {
      clearTimeout(guard);
      resolve(result);
    };
    try {
      geolocation.getCurrentPosition(
        (position) => {
          const { latitude, longitude } = position?.coords ?? {};
          if (typeof latitude === 'number' && typeof longitude === 'number')
            settle({ ok: true, latitude, longitude });
          else settle({ ok: false, message: GEOLOCATION_API_ERROR });
        },
        (error) => {
          // spec §8: the device's own message when it gives one.
          const message = typeof error?.message === 'string' ? error.message.trim() : '';
          settle({ ok: false, message: message || GEOLOCATION_API_ERROR });
        },
        { ...options, timeout },
      );
    } catch {
      settle({ ok: false, message: GEOLOCATION_API_ERROR });
    }
  });
}
