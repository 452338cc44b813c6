/**
 * Types derived from an element's api, for the repository's global type maps, which
 * `npm run manifest` generates for every element into packages/all/src/elements.d.ts:
 *
 * ```ts
 * declare global {
 *   interface HTMLElementTagNameMap { 'mf-events-overview': HostElement<typeof eventsOverviewApi> }
 * }
 * declare module 'react' {
 *   namespace JSX { interface IntrinsicElements { 'mf-events-overview': JsxProps<typeof eventsOverviewApi> } }
 * }
 * ```
 *
 * so `document.querySelector('mf-events-overview')!.perPage` is a number,
 * `el.addEventListener('mf-change', (e) => e.detail.page)` is typed, and React 19 pages can write
 * `<mf-events-overview per-page={5} onmf-change={...} />`. Nothing here is written by hand per
 * element.
 */
import type { DetailedHTMLProps, HTMLAttributes, Ref } from 'react';
import type { EventsOf, PropsOf } from './define-api';
import type { SharedEvents } from './shared-events';

/** An element's declared events plus the adapter's shared ones (`mf-error`). */
export type ElementEvents<Api> = EventsOf<Api> & Omit<SharedEvents, keyof EventsOf<Api>>;

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Tail extends Uncapitalize<Tail>
    ? `${Lowercase<Head>}${Kebab<Tail>}`
    : `${Lowercase<Head>}${KebabUpper<Tail>}`
  : S;
type KebabUpper<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `-${Lowercase<Head>}${Kebab<Tail>}`
  : S;

/** The element instance: its properties plus a typed listener map of its declared events. */
export type HostElement<Api> = PropsOf<Api> & {
  addEventListener<K extends keyof ElementEvents<Api> & string>(
    type: K,
    listener: (this: HostElement<Api>, event: CustomEvent<ElementEvents<Api>[K]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ElementEvents<Api> & string>(
    type: K,
    listener: (this: HostElement<Api>, event: CustomEvent<ElementEvents<Api>[K]>) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
} & HTMLElement; // last, so the element's own event overloads are tried first

/** React 19 JSX props: attributes by their kebab-case names, events as `on<event-name>`. */
export type JsxProps<Api> = Omit<
  DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>,
  'ref'
> & {
  ref?: Ref<HostElement<Api>>;
} & { [K in keyof PropsOf<Api> & string as Kebab<K>]?: PropsOf<Api>[K] | string } & {
  [K in keyof ElementEvents<Api> & string as `on${K}`]?: (
    event: CustomEvent<ElementEvents<Api>[K]>,
  ) => void;
};
