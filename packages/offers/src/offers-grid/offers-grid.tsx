/**
 * <mf-offers-grid> (site-components spec §2 "Current-offers grid", §3 offer card, §4, §9).
 *
 * The cards are the page's own HTML (light DOM), each slotted into the grid; the element adds
 * the type and model filters, each card's price, expiry and request link (the card view both
 * offers elements share, shared/offer-card.tsx), its button and the detail panel after the
 * card's row. States on part=base: results, empty.
 */
import { useElementContext, useEmit, useLocale, useMarket } from '@mf/core/element/element-context';
import { type PropsOf } from '@mf/core/element/define-api';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { formatLabel } from '@mf/core/i18n/labels';
import { pluralLabel } from '@mf/core/i18n/plural';
import { useFocusAfterChange } from '@mf/ui/focus-after-change';
import { LiveRegion } from '@mf/ui/live-region';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { offersGridApi } from './offers-grid.api';
import { useCards, useNamedSlots, type Card } from '../shared/cards';
import { formatExpiry, formatPrice } from '../shared/format';
import { isExpired, type Offer } from '../shared/offer';
import { OfferCards, requestDetail } from '../shared/offer-card';
import { ALL, matches, namesFor, panelAfter, typesOf } from './internal/data/filters';
import { DETAIL_ID, DetailPanel } from './internal/detail';
import { Filters } from './internal/filters';

type Props = PropsOf<typeof offersGridApi>;

/** spec §2: on non-mobile a row holds 3 cards; on mobile one. */
const CARDS_PER_ROW = 3;

const buttonId = (card: Card) => `${card.slot}-button`;

/** The grid's cards need data-type and data-name: its filters (spec §2). */
export const CARD_OPTIONS = { tag: 'mf-offers-grid', filters: true } as const;

export function OffersGrid(props: Props) {
  const { labels } = props;
  const { host } = useElementContext();
  const emit = useEmit<typeof offersGridApi>();
  const locale = useLocale();
  const market = useMarket();
  const cards = useCards(host, CARD_OPTIONS);
  useNamedSlots(cards);
  const breakpoint = useBreakpoint();
  const perRow = breakpoint === 'mobile' ? 1 : CARDS_PER_ROW;
  const [now] = useState(() => new Date());
  const [type, setType] = useState(ALL);
  const [name, setName] = useState(ALL);
  const [openSlot, setOpenSlot] = useState<string | null>(null);
  const base = useRef<HTMLDivElement>(null);
  const focusRule = useFocusAfterChange(base);
  /** After the commit: focus this (a card's button id, or the panel heading). */
  const focusNext = useRef<string | null>(null);

  const available = useMemo(
    () => cards.filter((card) => !(props.hideExpired && isExpired(card.offer, now))),
    [cards, props.hideExpired, now],
  );
  const types = useMemo(() => typesOf(available.map((card) => card.offer)), [available]);
  // A type that is gone (the page changed its cards) counts as all.
  const activeType = types.includes(type) ? type : ALL;
  const names = useMemo(
    () =>
      namesFor(
        available.map((card) => card.offer),
        activeType,
      ),
    [available, activeType],
  );
  const activeName = names.includes(name) ? name : ALL;
  const shown = available.filter((card) => matches(card.offer, activeType, activeName));
  const openPosition = shown.findIndex((card) => card.slot === openSlot);
  const open = openPosition >= 0 ? shown[openPosition]! : null;
  const after = open ? panelAfter(openPosition, shown.length, perRow) : -1;

  useLayoutEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    const root = base.current?.getRootNode() as ShadowRoot | Document | undefined;
    root?.getElementById(id)?.focus();
  });

  // Filters change synchronously: settle the focus rule right away (a filter change keeps focus
  // on the control; the count is announced through the live region's key).
  const { settle } = focusRule;
  useEffect(() => {
    settle();
  }, [focusRule.announceKey, settle]);

  const count = shown.length;
  const countText = pluralLabel(count, labels.countOne, labels.countOther, locale);

  const changeFilter = (nextType: string, nextName: string) => {
    focusRule.arm('filter');
    setType(nextType);
    setName(nextName);
    const nowShown = available.filter((card) => matches(card.offer, nextType, nextName));
    if (openSlot && !nowShown.some((card) => card.slot === openSlot)) setOpenSlot(null);
    emit('mf-change', { type: nextType, name: nextName, count: nowShown.length });
  };

  const close = (card: Card) => {
    setOpenSlot(null);
    focusNext.current = buttonId(card);
    emit('mf-close', { title: card.offer.title });
  };

  const toggle = (card: Card) => {
    if (openSlot === card.slot) {
      close(card);
      return;
    }
    setOpenSlot(card.slot);
    focusNext.current = 'offer-detail-heading';
    const { title, type: offerType, name: offerName } = card.offer;
    emit('mf-open', { title, type: offerType, name: offerName });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // spec §2: Escape hides the panel (not when a listbox used it to close itself).
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    event.preventDefault();
    close(open);
  };

  const currency = (card: Card) => card.offer.currency ?? (props.currency || market.currency);
  const request = (offer: Offer) => emit('mf-offer-request', requestDetail(offer));

  return (
    <div
      ref={base}
      part="base"
      className="offers"
      data-state={count ? 'results' : 'empty'}
      onKeyDown={onKeyDown}
      {...focusRule.handlers}
    >
      {/* No offer to show: filters could only offer "All types" (the grid reports the empty
          content, shared/cards.ts; the editor mode shows what to add). */}
      {available.length ? (
        <Filters
          idPrefix="offers"
          types={types}
          names={names}
          type={activeType}
          name={activeName}
          labels={labels}
          onType={(next) => changeFilter(next, ALL)}
          onName={(next) => changeFilter(activeType, next)}
        />
      ) : null}
      <p className="offers__count" aria-hidden="true">
        {countText}
      </p>
      <LiveRegion message={countText} announceKey={focusRule.announceKey} />
      {count ? null : (
        <p part="empty" className="offers__empty">
          {labels.noResults}
        </p>
      )}
      <div part="list" className="offers__grid" data-per-row={perRow}>
        {shown.flatMap((card, index) => {
          const { offer } = card;
          const isOpen = card === open;
          const item = (
            <div key={card.slot} part="item list-item" className="offers__item">
              <slot name={card.slot} />
              <div className="offers__meta">
                <button
                  type="button"
                  id={buttonId(card)}
                  part="button"
                  className="offers__button"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? DETAIL_ID : undefined}
                  aria-label={formatLabel(labels.detailsFor, { title: offer.title })}
                  onClick={() => toggle(card)}
                >
                  <span className="offers__button-text">{labels.details}</span>
                </button>
              </div>
            </div>
          );
          if (index !== after || !open) return [item];
          return [
            item,
            <DetailPanel
              key="detail"
              offer={open.offer}
              expired={isExpired(open.offer, now)}
              price={
                open.offer.price === undefined
                  ? null
                  : formatPrice(open.offer.price, locale, currency(open), props.fractionDigits)
              }
              expiry={open.offer.expires ? formatExpiry(open.offer.expires, locale) : null}
              headingLevel={props.headingLevel}
              place={after}
              labels={labels}
              onClose={() => close(open)}
              onRequest={request}
            />,
          ];
        })}
      </div>
      {/* Each card's price, expiry and request link, in the card (shared/offer-card.tsx). */}
      <OfferCards cards={cards} element={props} now={now} onRequest={request} />
    </div>
  );
}
