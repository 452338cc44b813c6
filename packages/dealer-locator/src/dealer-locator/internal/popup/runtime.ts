/**
 * The popup mode's lazily imported chunk (only popup pages load it): the session
 * (query parameters, allow-lists, search call, hand-back) and its two views.
 */
export { createPopupSession } from './session';
export { browserWindow, openerTargets } from './hand-back';
export { withPopupParams } from './with-params';
