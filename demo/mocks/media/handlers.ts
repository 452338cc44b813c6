import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Scenario } from '../scenario';

/**
 * The gallery's videos (demo/public/media/*.mp4) are static files; under `?scenario=error` they
 * answer 404, so QA (and the end-to-end test) see the failed-video state of spec §8: the
 * error-msg text in place of the player. Other scenarios do not touch them (no handler: the
 * browser's own range requests go to the server untouched).
 */
export function createMediaHandlers(scenario: Scenario): RequestHandler[] {
  if (scenario !== 'error') return [];
  return [
    http.get(
      '*/media/*.mp4',
      () => new HttpResponse('Not Found', { status: 404, statusText: 'Not Found' }),
    ),
  ];
}
