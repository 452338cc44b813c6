export * from './element/define-api';
export { defineElement, type DefineElementOptions } from './element/define-element';
export {
  useElementContext,
  useEmit,
  useLocale,
  ElementContext,
  type ElementContextValue,
} from './element/element-context';
export { emit } from './element/emit';
export { resolveLocale } from './element/locale';
export * from './http/api-fetch';
export * from './http/latest-request';
export * from './http/bin-url';
export * from './browser/storage';
export * from './browser/cookie';
export * from './browser/breakpoints';
export * from './browser/hash';
export * from './browser/motion';
export * from './parse/parse';
export * from './parse/pattern';
export * from './parse/entities';
export * from './i18n/labels';
export * from './i18n/plural';
export * from './i18n/format';
export type { ElementEvents, HostElement, JsxProps } from './element/types';
export type { SharedEvents } from './element/shared-events';
export * from './http/use-json-resource';
