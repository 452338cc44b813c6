/** The data layer in one import (README.md beside this file describes it). */
export * from './types';
export * from './normalize';
export { LazyDealer, toPlainDealer, withCounter } from './lazy-dealer';
export * from './arrange';
export * from './pages';
export * from './filters';
export * from './results';
export * from './search';
export * from './validation';
export { normalizeBusinessHours, to12Hour } from './hours';
export { directionsLink, mailtoHref, telHref, websiteUrl, DIRECTIONS_ZOOM } from './links';
