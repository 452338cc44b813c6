import { createContext, useContext } from 'react';
import type { ElementApi, EventsOf } from './define-api';
import { marketOf, type Market } from '../i18n/market';

/** What a view may know of the custom element it is rendered in. */
export interface ElementContextValue {
  /** The custom element itself (null when the view is rendered outside an element, as in unit tests). */
  host: HTMLElement | null;
  /** Where portals go: the element's shadow root, never document.body (docs/style.md). */
  portalRoot: ShadowRoot | HTMLElement | null;
  /** BCP 47 locale of the element's formats: its market's (`market.locale`). */
  locale: string;
  /**
   * The element's market: language, region, currency and units (core/i18n/market): the page's,
   * unless the element or an ancestor has its own `lang`. Absent (a view rendered by a test with
   * only a locale): the market of `locale`.
   */
  market?: Market;
  /** Dispatches a CustomEvent from the host, bubbling and composed. */
  emit: (name: string, detail?: unknown) => boolean;
}

export const ElementContext = createContext<ElementContextValue>({
  host: null,
  portalRoot: null,
  locale: 'en-US',
  emit: () => true,
});

export function useElementContext(): ElementContextValue {
  return useContext(ElementContext);
}

export function useLocale(): string {
  return useContext(ElementContext).locale;
}

export function useMarket(): Market {
  const { market, locale } = useContext(ElementContext);
  return market ?? marketOf(locale);
}

/** A typed emitter for an element's declared events. */
export function useEmit<Api extends ElementApi>(): <K extends keyof EventsOf<Api> & string>(
  name: K,
  detail: EventsOf<Api>[K],
) => boolean {
  return useContext(ElementContext).emit;
}
