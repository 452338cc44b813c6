/**
 * The offer cards the CMS renders inside either offers element (spec §3 "Offer card: data-type
 * and data-name attributes plus an embedded JSON model"): read from the light DOM, followed as
 * the page adds, removes or fills them. The grid gives each its named slot (`useNamedSlots`);
 * the carousel's cards stay in its default slot.
 *
 * Read once per host and kept: the element reads them in a task of its own before its
 * first render (`prepareCards`, the adapter's `prepare` option), and a render reads them again
 * only after a mutation of the cards, so a filter change does not parse every card's model.
 *
 * Bad data (README "Markup", "Bad input"): one problem per card that has any (core/element/problems:
 * one `console.warn` naming the element), naming the card (`offers[i]` and its title) and every
 * field left out; the card shows the rest.
 */
import { problemList, shorten, type ProblemList } from '@mf/core/element/problems';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { normalizeOffer, offerFromMarkup, type CardMarkup, type Offer } from './offer';

export interface Card {
  element: HTMLElement;
  /** The slot the view renders for this card. */
  slot: string;
  offer: Offer;
}

export interface ReadOptions {
  /** The element's tag (the problems themselves name the element by its host). */
  tag: string;
  /** The card needs data-type and data-name (the grid's filters). */
  filters: boolean;
}

const SKIPPED = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK']);
const HEADING = 'h2, h3, h4, h5, h6';
/** The card's facts block (README "Markup"): the price and expiry the CMS renders. */
export const FACTS = '[data-offer-facts]';
const MODEL = 'script[type="application/json"]';

function cardElements(host: HTMLElement): HTMLElement[] {
  return [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !SKIPPED.has(child.tagName),
  );
}

/** What the card's HTML says (README "Markup"). */
function markupOf(card: HTMLElement): CardMarkup {
  const heading = card.querySelector(HEADING);
  const facts = card.querySelector(FACTS);
  const price = facts?.querySelector('data[value]');
  const link = heading?.querySelector('a[href]') ?? heading?.closest('a[href]');
  const name = card.dataset.name?.trim() ?? '';
  return {
    title: heading?.textContent?.trim() || name,
    type: card.dataset.type?.trim() ?? '',
    name,
    price: price?.getAttribute('value') ?? undefined,
    currency: price?.getAttribute('data-currency') ?? undefined,
    expires: facts?.querySelector('time[datetime]')?.getAttribute('datetime') ?? undefined,
    link: link?.getAttribute('href') ?? undefined,
  };
}

/** A content key: the cards change when this text does (order, attributes, facts, model text). */
function contentKey(host: HTMLElement): string {
  return JSON.stringify(
    cardElements(host).map((card) => [
      markupOf(card),
      card.querySelector(MODEL)?.textContent ?? null,
    ]),
  );
}

/** The embedded model's JSON, undefined without one; a model that does not parse is reported. */
function modelOf(card: HTMLElement, report: (problem: string) => void): unknown {
  const text = card.querySelector(MODEL)?.textContent?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    report('model is not JSON');
    return undefined;
  }
}

/**
 * Reads one card: its markup, then its model; all that was wrong with it is one problem, added to
 * `list` (none: not reported, as when a test reads a card alone).
 */
export function readCard(
  element: HTMLElement,
  index: number,
  options: ReadOptions,
  list?: ProblemList,
): Card {
  const problems: string[] = [];
  const report = (problem: string) => problems.push(problem);
  const markup = markupOf(element);
  if (options.filters && !markup.type) report('data-type is missing');
  if (options.filters && !markup.name) report('data-name is missing');
  const offer = normalizeOffer(modelOf(element, report), offerFromMarkup(markup, report), report);
  if (problems.length)
    list?.add({
      place: `offers[${index}] ${JSON.stringify(shorten(offer.title))}`,
      problem: `has bad data: ${problems.join('; ')}`,
      instead: 'those are left out; the card shows the rest',
    });
  return { element, slot: `mf-offer-${index}`, offer };
}

/**
 * Every card of `host`, its problems reported as one verdict (core/element/problems): a card
 * mended leaves the list, and a host with no card at all is reported too (the editor mode then
 * says what to add instead of showing a blank box).
 */
function readCards(host: HTMLElement, options: ReadOptions): Card[] {
  const list = problemList(host, 'cards');
  const cards = cardElements(host).map((element, index) => readCard(element, index, options, list));
  if (!cards.length)
    list.add({
      place: 'content',
      problem: 'has no offer card',
      instead: 'nothing is shown; add an <article> per offer with its heading and facts',
    });
  list.report();
  return cards;
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
  attributeFilter: ['data-type', 'data-name', 'value', 'data-currency', 'datetime', 'href'],
};

/**
 * The cards of `host`, read at the first call and again only when a mutation came since (the
 * observer's callback, or `takeRecords` for the mutations of the current task) and changed the
 * content key: the same array otherwise, as `useSyncExternalStore` needs.
 */
function cardsOf(host: HTMLElement, options: ReadOptions): Store {
  const store = stores.get(host);
  if (!store) {
    const listeners = new Set<() => void>();
    const observer = new MutationObserver(() => {
      created.changed = true;
      for (const listener of listeners) listener();
    });
    observer.observe(host, WATCH);
    const created: Store = {
      cards: readCards(host, options),
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
      store.cards = readCards(host, options);
    }
  }
  return store;
}

/** Reads the cards ahead of the element's first render (the adapter's `prepare` option). */
export function prepareCards(host: HTMLElement, options: ReadOptions): Card[] {
  return cardsOf(host, options).cards;
}

/** Puts each card's element into its slot. */
function assignSlots(cards: readonly Card[]): void {
  for (const { element, slot } of cards) if (element.slot !== slot) element.slot = slot;
}

const NO_CARDS: Card[] = [];

/** The cards of `host`, read again whenever the page changes them. */
export function useCards(host: HTMLElement | null, options: ReadOptions): Card[] {
  const { tag, filters } = options;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return () => {};
      const { listeners } = cardsOf(host, { tag, filters });
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    [host, tag, filters],
  );
  const read = useCallback(
    () => (host ? cardsOf(host, { tag, filters }).cards : NO_CARDS),
    [host, tag, filters],
  );
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Each card into its named slot (the grid renders one per card). With the commit that renders the
 * slots, never during the render: the first render is a transition (core's adapter) and the
 * browser paints between its slices, where a card given a name the placeholder slot does not show
 * would vanish for a frame.
 */
export function useNamedSlots(cards: readonly Card[]): void {
  useLayoutEffect(() => assignSlots(cards), [cards]);
}
