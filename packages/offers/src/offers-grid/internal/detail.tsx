import { formatLabel } from '@mf/core/i18n/labels';
import { useLayoutEffect, useRef } from 'react';
import type { Offer } from '../../shared/offer';
import { RequestLink } from '../../shared/offer-card';

export const DETAIL_ID = 'offer-detail';
const HEADING_ID = 'offer-detail-heading';

interface Props {
  offer: Offer;
  expired: boolean;
  price: string | null;
  expiry: string | null;
  headingLevel: number;
  /** Where the panel sits (its card's row end): a move keeps focus where it was. */
  place: number;
  labels: {
    price: string;
    validUntil: string;
    expiredOn: string;
    terms: string;
    more: string;
    request: string;
    close: string;
  };
  onClose: () => void;
  onRequest: (offer: Offer) => void;
}

/**
 * The offer detail panel (spec §2): a region labelled by its heading, inserted by the view after
 * the card's row. Its call to action is the card's request link (shared/offer-card.tsx: a plain
 * `#modal-offer` link, spec §2 Form modal); `onRequest` tells the page the offer's title first.
 * Text of the model is text (React escapes it); its addresses are http(s) only (offer.ts).
 */
export function DetailPanel(props: Props) {
  const { offer, labels } = props;
  const level = Math.min(6, Math.max(2, Math.trunc(props.headingLevel) || 3));
  const Heading = `h${level}` as 'h3';
  const panel = useRef<HTMLElement>(null);
  const lastFocus = useRef<HTMLElement | null>(null);

  // A resize can move the panel to another place in the grid (after the row's last card, or
  // directly after the card on mobile). Moving a node drops its focus in browsers: put it back.
  useLayoutEffect(() => {
    const node = panel.current;
    const target = lastFocus.current;
    if (!node || !target || !node.contains(target)) return;
    const active = (node.getRootNode() as ShadowRoot | Document).activeElement;
    if (!active || active === node.ownerDocument.body) target.focus();
  }, [props.place]);

  return (
    <section
      ref={panel}
      id={DETAIL_ID}
      part="detail"
      className="offers__detail"
      aria-labelledby={HEADING_ID}
      onFocus={(event) => {
        lastFocus.current = event.target as HTMLElement;
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !panel.current?.contains(next)) lastFocus.current = null;
      }}
    >
      <button
        type="button"
        className="offers__close"
        part="close"
        aria-label={labels.close}
        onClick={props.onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {offer.image ? (
        <img className="offers__detail-image" src={offer.image} alt={offer.imageAlt ?? ''} />
      ) : null}
      <div className="offers__detail-body">
        <Heading id={HEADING_ID} part="heading" className="offers__detail-heading" tabIndex={-1}>
          {offer.title}
        </Heading>
        {props.price ? (
          <p className="offers__detail-price">
            <span className="mf-visually-hidden">{labels.price}: </span>
            {props.price}
          </p>
        ) : null}
        {props.expiry ? (
          <p className="offers__detail-expiry" data-expired={props.expired}>
            {formatLabel(props.expired ? labels.expiredOn : labels.validUntil, {
              date: props.expiry,
            })}
          </p>
        ) : null}
        {offer.description ? <p className="offers__detail-text">{offer.description}</p> : null}
        {offer.terms ? (
          <p className="offers__detail-terms">
            <strong>{labels.terms}: </strong>
            {offer.terms}
          </p>
        ) : null}
        <p className="offers__detail-actions">
          {props.expired ? null : (
            <RequestLink offer={offer} labels={labels} onRequest={props.onRequest} part="cta" />
          )}
          {offer.link ? (
            <a href={offer.link} className="offers__more">
              {labels.more}
            </a>
          ) : null}
        </p>
      </div>
    </section>
  );
}
