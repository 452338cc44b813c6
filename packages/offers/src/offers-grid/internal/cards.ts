/**
 * The offer cards the CMS renders inside the element (spec §3 "Offer card: data-type and
 * data-name attributes plus an embedded JSON model"): read from the light DOM, followed as the
 * page adds, removes or fills them, each given a named slot so the view can place it.
 */
import { parseJson } from '@mf/core/parse/parse';
import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { normalizeOffer, type Offer } from './data/offer';

export interface Card {
  element: HTMLElement;
  /** The slot the view renders for this card. */
  slot: string;
  offer: Offer;
}

const SKIPPED = new Set(['SCRIPT', 'TEMPLATE', 'STYLE', 'LINK']);

function cardElements(host: HTMLElement | null): HTMLElement[] {
  if (!host) return [];
  return [...host.children].filter(
    (child): child is HTMLElement => child instanceof HTMLElement && !SKIPPED.has(child.tagName),
  );
}

/** A snapshot key: the cards change when this text does (order, attributes, model text). */
function snapshot(host: HTMLElement | null): string {
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
export function readCards(host: HTMLElement | null, tag: string): Card[] {
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

/** Puts each card's element into its slot. */
function assignSlots(cards: readonly Card[]): void {
  for (const { element, slot } of cards) if (element.slot !== slot) element.slot = slot;
}

/** The cards of `host`, read again whenever the page changes them. */
export function useCards(host: HTMLElement | null, tag: string): Card[] {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return () => {};
      const observer = new MutationObserver(changed);
      observer.observe(host, {
        childList: true,
        subtree: true,
        characterData: true,
        attributeFilter: ['data-type', 'data-name'],
      });
      return () => observer.disconnect();
    },
    [host],
  );
  const read = useCallback(() => snapshot(host), [host]);
  const key = useSyncExternalStore(subscribe, read, read);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what changes the cards
  const cards = useMemo(() => readCards(host, tag), [host, tag, key]);
  // Each card into its slot with the commit that renders the slots, never during the render: the
  // first render is a transition (core's adapter) and the browser paints between its slices,
  // where a card given a name the placeholder slot does not show would vanish for a frame.
  useLayoutEffect(() => assignSlots(cards), [cards]);
  return cards;
}
