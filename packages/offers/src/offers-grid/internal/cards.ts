/**
 * The offer cards the CMS renders inside the element (spec §3 "Offer card: data-type and
 * data-name attributes plus an embedded JSON model"): read from the light DOM, followed as the
 * page adds, removes or fills them, each given a named slot so the view can place it.
 *
 * Read once per host and kept: the element reads them in a task of its own before its
 * first render (`prepareCards`, the adapter's `prepare` option), and a render reads them again
 * only after a mutation of the cards, so a filter change does not parse every card's model.
 */
import { parseJson } from '@mf/core/parse/parse';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { normalizeOffer, type Offer } from './data/offer';

export interface Card {
  element: HTMLElement;
  /** The slot the view renders for this card. */
  slot: string;
  offer: Offer;
}

const SKIPPED = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK']);

function cardElements(host: HTMLElement): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !SKIPPED.has(child.tagName),
  );
}

/** A content key: the cards change when this text does (order, attributes, model text). */
function contentKey(host: HTMLElement): string {
  return JSON.stringify(
    cardElements(host).map((card) => [
      card.dataset.type ?? '',
      card.dataset.name ?? '',
      card.querySelector('script[type="application/json"]')?.textContent ?? null,
      card.querySelector('h2, h3, h4, h5, h6')?.textContent ?? '',
    ]),
  );
}

/** Reads the cards of `host`; `tag` prefixes every log (spec: a bad model logs its path). */
function readCards(host: HTMLElement, tag: string): Card[] {
  return cardElements(host).map((element, index) => {
    const path = `offers[${index}]`;
    const log = (message: string) => console.error(`${tag}: ${message}`);
    const type = element.dataset.type?.trim() ?? '';
    const name = element.dataset.name?.trim() ?? '';
    if (!type) log(`${path} has no data-type`);
    if (!name) log(`${path} has no data-name`);
    const heading = element.querySelector('h2, h3, h4, h5, h6')?.textContent?.trim() ?? '';
    const script = element.querySelector('script[type="application/json"]');
    const raw = script ? parseJson(script.textContent, `${tag}: ${path}.model`) : null;
    if (!script) log(`${path} has no model (script[type=application/json])`);
    const offer = normalizeOffer(raw, { title: heading || name, type, name }, `${path}.model`, log);
    return { element, slot: `mf-offer-${index}`, offer };
  });
}

interface Store {
  cards: Card[];
  key: string;
  /** Watches the cards from the first read on, so no change between two reads is missed. */
  observer: MutationObserver;
  /** A mutation was delivered to the observer since the last read. */
  changed: boolean;
  listeners: Set<() => void>;
}

const stores = new WeakMap<HTMLElement, Store>();

/** What the observer watches: the cards, their filters and their content. */
const WATCH: MutationObserverInit = {
  childList: true,
  subtree: true,
  characterData: true,
  attributeFilter: ['data-type', 'data-name'],
};

/**
 * The cards of `host`, read at the first call and again only when a mutation came since (the
 * observer's callback, or `takeRecords` for the mutations of the current task) and changed the
 * content key: the same array otherwise, as `useSyncExternalStore` needs.
 */
function cardsOf(host: HTMLElement, tag: string): Store {
  const store = stores.get(host);
  if (!store) {
    const listeners = new Set<() => void>();
    const observer = new MutationObserver(() => {
      created.changed = true;
      for (const listener of listeners) listener();
    });
    observer.observe(host, WATCH);
    const created: Store = {
      cards: readCards(host, tag),
      key: contentKey(host),
      observer,
      changed: false,
      listeners,
    };
    stores.set(host, created);
    return created;
  }
  if (store.observer.takeRecords().length) store.changed = true;
  if (store.changed) {
    store.changed = false;
    const key = contentKey(host);
    if (key !== store.key) {
      store.key = key;
      store.cards = readCards(host, tag);
    }
  }
  return store;
}

/** Reads the cards ahead of the element's first render (the adapter's `prepare` option). */
export function prepareCards(host: HTMLElement, tag: string): void {
  cardsOf(host, tag);
}

/** Puts each card's element into its slot. */
function assignSlots(cards: readonly Card[]): void {
  for (const { element, slot } of cards) if (element.slot !== slot) element.slot = slot;
}

const NO_CARDS: Card[] = [];

/** The cards of `host`, read again whenever the page changes them. */
export function useCards(host: HTMLElement | null, tag: string): Card[] {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return () => {};
      const { listeners } = cardsOf(host, tag);
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    [host, tag],
  );
  const read = useCallback(() => (host ? cardsOf(host, tag).cards : NO_CARDS), [host, tag]);
  const cards = useSyncExternalStore(subscribe, read, read);
  // Each card into its slot with the commit that renders the slots, never during the render: the
  // first render is a transition (core's adapter) and the browser paints between its slices,
  // where a card given a name the placeholder slot does not show would vanish for a frame.
  useLayoutEffect(() => assignSlots(cards), [cards]);
  return cards;
}
