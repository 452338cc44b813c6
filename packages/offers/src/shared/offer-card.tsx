/**
 * The offer card's view, one for both offers elements (README of each, "The card"): under the
 * CMS's own card (its picture, title and link, its text) the element shows the price in the
 * market's currency and format, the expiry ("Valid until …", or "Expired on …" marked) and the
 * request link, which opens <mf-form-modal> for the offer (a #modal-offer link that fires
 * mf-offer-request with the offer's title first, as the grid's detail panel does).
 *
 * Where it renders: in the card's facts block (`[data-offer-facts]`, the CMS's price and expiry,
 * shown before the upgrade and without script). The element gives that block a shadow root with
 * this view in it and the CMS's own facts in a slot that stays hidden while the view is there
 * (README of <mf-offers-carousel>, "Interpretations": the carousel's slides are the page's cards
 * themselves, so there is no shadow box of ours around a card to put it in). A card without a block gets one at its end,
 * taken away again with the view.
 */
import { useMarket } from '@mf/core/element/element-context';
import { formatLabel } from '@mf/core/i18n/labels';
import { supportsConstructedSheets } from '@mf/core/element/styles';
import { useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import type { cardLabels } from './card.api';
import { FACTS, type Card } from './cards';
import { formatExpiry, formatPrice } from './format';
import { isExpired, type Offer } from './offer';
import css from './offer-card.css';

/** The card's texts: the same keys in both elements' `labels` (./card.api.ts). */
export type CardLabels = Readonly<Record<keyof typeof cardLabels, string>>;

/** What the card takes from the element's props (./card.api.ts). */
export interface CardProps {
  /** The element's `currency` (an offer's own wins; empty: the market's). */
  currency: string;
  fractionDigits: number;
  labels: CardLabels;
}

/** How the element shows its cards: its props, locale and clock, and the request. */
interface CardSettings extends CardProps {
  locale: string;
  /** The moment offers are judged expired against (the element's first render). */
  now: Date;
  /** The visitor asked for this offer (fire mf-offer-request); the link then opens the form. */
  onRequest: (offer: Offer) => void;
}

/** The detail of mf-offer-request (./card.api.ts) for `offer`. */
export function requestDetail({ title, type, name }: Offer) {
  return { title, type, name };
}

/** The address that opens <mf-form-modal> for an offer (spec §2 Form modal). */
const REQUEST_HREF = '#modal-offer';

/**
 * The call to action of an offer: a plain link to #modal-offer, so the form modal opens with no
 * script of ours in between; `onRequest` tells the page the offer's title first (the form modal
 * makes it the frame's offer_title).
 */
export function RequestLink(props: {
  offer: Offer;
  labels: Pick<CardLabels, 'request'>;
  onRequest: (offer: Offer) => void;
  /** The part name: `request` on a card, `cta` in the grid's detail panel. */
  part?: string;
}) {
  const { offer, onRequest } = props;
  return (
    <a
      href={REQUEST_HREF}
      part={props.part ?? 'request'}
      className="mf-request-link"
      onClick={(event: MouseEvent) => {
        // A press with a modifier (new tab or window) leaves the page: not a request here.
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
        onRequest(offer);
      }}
    >
      {props.labels.request}
    </a>
  );
}

/** The card's price, expiry and call to action (README "The card"). */
function OfferFacts({ offer, settings }: { offer: Offer; settings: CardSettings }) {
  const { labels, locale } = settings;
  const expired = isExpired(offer, settings.now);
  const currency = offer.currency ?? settings.currency;
  return (
    <div className="facts" part="facts" data-expired={expired}>
      {offer.price === undefined ? null : (
        <p className="facts__price" part="price">
          <span className="mf-visually-hidden">{labels.price}: </span>
          {formatPrice(offer.price, locale, currency, settings.fractionDigits)}
        </p>
      )}
      {offer.expires ? (
        <p className="facts__expiry" part="expiry" data-expired={expired}>
          {formatLabel(expired ? labels.expiredOn : labels.validUntil, {
            date: formatExpiry(offer.expires, locale),
          })}
        </p>
      ) : null}
      <p className="facts__action">
        {expired ? (
          // An offer that is over cannot be asked for (the grid's panel says the same).
          <span className="facts__expired" part="expired">
            {labels.expired}
          </span>
        ) : (
          <RequestLink offer={offer} labels={labels} onRequest={settings.onRequest} />
        )}
      </p>
    </div>
  );
}

interface Island {
  /** The card's facts block: the CMS's, or one we added. */
  block: HTMLElement;
  /** What the view renders into. */
  mount: HTMLElement;
  /** Shows the CMS's own facts whenever the view is not there. */
  fallback: HTMLSlotElement;
  added: boolean;
}

const islands = new WeakMap<HTMLElement, Island>();
let sheet: CSSStyleSheet | undefined;

/** The shadow root of the card's facts block, made once per block; null when it cannot have one. */
function islandOf(card: HTMLElement): Island | null {
  let block = card.querySelector<HTMLElement>(FACTS);
  const added = !block;
  if (!block) {
    block = document.createElement('div');
    block.setAttribute('data-offer-facts', '');
    card.append(block);
  }
  const known = islands.get(block);
  if (known) return known;
  let root: ShadowRoot;
  try {
    // The page's own shadow root on the block, or an element that cannot have one (README).
    if (block.shadowRoot) return null;
    root = block.attachShadow({ mode: 'open' });
  } catch {
    return null;
  }
  if (supportsConstructedSheets()) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
  const fallback = document.createElement('slot');
  const mount = document.createElement('div');
  root.append(fallback, mount);
  const island = { block, mount, fallback, added };
  islands.set(block, island);
  return island;
}

/**
 * Makes the cards' islands ahead of the first render, in the element's prepare task (each
 * element file): the first render then draws every card's view into its island at once. Made in
 * a commit instead, they would need a second, synchronous render of every card inside that
 * commit's task (measured: a 98 ms task at 4x on the grid's production-like page).
 */
export function prepareIslands(cards: readonly Card[]): void {
  for (const { element } of cards) islandOf(element);
}

/** The islands the cards already have: a lookup, nothing made. */
function knownMounts(cards: readonly Card[]): ReadonlyMap<HTMLElement, HTMLElement> {
  const mounts = new Map<HTMLElement, HTMLElement>();
  for (const { element } of cards) {
    const block = element.querySelector<HTMLElement>(FACTS);
    const island = block ? islands.get(block) : undefined;
    if (island) mounts.set(element, island.mount);
  }
  return mounts;
}

/**
 * The mount points of the cards' views. Those made ahead (`prepareIslands`) are used by the
 * render at once; a card the page adds later gets its island with the commit that renders the
 * cards (a layout effect), and one more render draws into it. The CMS's facts give way to the
 * view in that commit, before the paint: never a frame without either. Given back when the cards
 * change or the element goes.
 */
function useIslands(cards: readonly Card[]): ReadonlyMap<HTMLElement, HTMLElement> {
  const [made, setMade] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `made` counts islands made since
  const mounts = useMemo(() => knownMounts(cards), [cards, made]);
  // What this commit drew into, for the effect (which runs when the cards change, not on `made`).
  const drawn = useRef(mounts);
  useLayoutEffect(() => {
    drawn.current = mounts;
  });
  useLayoutEffect(() => {
    const used: Island[] = [];
    let missing = false;
    for (const { element } of cards) {
      const island = islandOf(element);
      if (!island) continue;
      if (!drawn.current.has(element)) missing = true;
      island.fallback.hidden = true;
      used.push(island);
    }
    // The islands are outside React: a card without one until now is drawn by one more render.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- only for islands made here
    if (missing) setMade((n) => n + 1);
    return () => {
      for (const island of used) {
        island.fallback.hidden = false;
        if (island.added) {
          island.block.remove();
          islands.delete(island.block);
        }
      }
    };
  }, [cards]);
  return mounts;
}

/** Every card's view, each in its card's facts block. */
export function OfferCards(props: {
  cards: readonly Card[];
  /** The element's props. */
  element: CardProps;
  now: Date;
  onRequest: (offer: Offer) => void;
}) {
  const mounts = useIslands(props.cards);
  const { currency, fractionDigits, labels } = props.element;
  const market = useMarket();
  const settings: CardSettings = {
    // The element's currency, else the market's (docs/markets.md).
    currency: currency || market.currency,
    fractionDigits,
    labels,
    locale: market.locale,
    now: props.now,
    onRequest: props.onRequest,
  };
  return (
    <>
      {props.cards.map((card) => {
        const mount = mounts.get(card.element);
        return mount
          ? createPortal(<OfferFacts offer={card.offer} settings={settings} />, mount, card.slot)
          : null;
      })}
    </>
  );
}
