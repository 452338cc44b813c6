import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Scenario } from '../scenario';

/**
 * The gallery's videos (demo/public/media/*.mp4) are static files; under `?scenario=error` they
 * answer 404, so QA (and the end-to-end test) see the failed-video state of spec §8: the
 * error-msg text in place of the player. The image gallery's large files (*-large.jpg) answer 404
 * too: its larger view shows the alternative text and its failure note (README of the content
 * carousel, "The larger view"). Other scenarios do not touch them (no handler: the
 * browser's own range requests go to the server untouched).
 */
export function createMediaHandlers(scenario: Scenario): RequestHandler[] {
  if (scenario !== 'error') return [];
  const notFound = () => new HttpResponse('Not Found', { status: 404, statusText: 'Not Found' });
  return [http.get('*/media/*.mp4', notFound), http.get('*/media/*-large.jpg', notFound)];
}
