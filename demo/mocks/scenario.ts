import { delay, HttpResponse } from 'msw';

/**
 * The gallery's scenario switch (`?scenario=`), shared by every mock backend so QA can reach
 * each state: the normal data, an empty answer, a server error, or a slow answer.
 */
export type Scenario = 'default' | 'empty' | 'error' | 'slow';

export const SCENARIOS: readonly Scenario[] = ['default', 'empty', 'error', 'slow'];

/** How long the `slow` scenario holds each answer. */
const SLOW_MS = 2500;

export function parseScenario(value: string | null | undefined): Scenario {
  return SCENARIOS.includes(value as Scenario) ? (value as Scenario) : 'default';
}

/**
 * Applies the scenario around a handler's normal answer: `error` answers 500, `slow` waits
 * SLOW_MS first, `empty` answers `empty()`. Handlers call this so every endpoint behaves alike.
 */
export async function answer(
  scenario: Scenario,
  normal: () => unknown,
  empty: () => unknown,
): Promise<Response> {
  if (scenario === 'error')
    return new HttpResponse('Internal Server Error', {
      status: 500,
      statusText: 'Internal Server Error',
    });
  if (scenario === 'slow') await delay(SLOW_MS);
  return HttpResponse.json((scenario === 'empty' ? empty : normal)() as Record<string, unknown>);
}
