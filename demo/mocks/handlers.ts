import type { RequestHandler } from 'msw';
import type { Scenario } from './scenario';
import { createEventsHandlers } from './events/handlers';
import { createNewsHandlers } from './news/handlers';
import { createDealerLocatorHandlers } from './dealer-locator/handlers';
import { createDealerLocatorPopupHandlers } from './dealer-locator/popup-handlers';
import { createMediaHandlers } from './media/handlers';
import { createProductsHandlers } from './products/handlers';
import { createSearchHandlers } from './search/handlers';

/**
 * Every mock backend of the gallery, in one list. The same handlers serve the vitest suites
 * (msw/node), the browser tests and the gallery (msw/browser). Each feature area adds its
 * `create<Area>Handlers(scenario)` here.
 */
export function createHandlers(scenario: Scenario = 'default'): RequestHandler[] {
  return [...handlerFactories.flatMap((factory) => factory(scenario))];
}

type HandlerFactory = (scenario: Scenario) => RequestHandler[];

const handlerFactories: HandlerFactory[] = [
  createEventsHandlers,
  createNewsHandlers,
  createDealerLocatorHandlers,
  createDealerLocatorPopupHandlers,
  createMediaHandlers,
  createProductsHandlers,
  createSearchHandlers,
];
