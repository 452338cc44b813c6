import { Dialog } from '@mf/ui/dialog';
import { useEffect, useRef, type ReactNode } from 'react';
import { ClampedText } from './clamp';

export interface CardLabels {
  flip: string;
  flipBack: string;
  readMore: string;
  readLess: string;
  close: string;
  compare: string;
}

interface CardViewProps {
  /** Base id, unique in the shadow root. */
  id: string;
  /** Title as text: names the flip button and the back's dialog. */
  titleText: string;
  /** The heading content (a link or text). */
  title: ReactNode;
  /** Level of the title heading (2-6); 0 = no heading of ours (the slotted title is the page's). */
  headingLevel: number;
  media?: ReactNode;
  price?: string | null;
  /** Figures under the price, each a name and a value: the power in the unit shown. */
  facts?: readonly { key: string; label: string; value: string }[];
  /** Clamped at 60 px with an expand label (spec §2). */
  description?: ReactNode;
  /** Keep the expand label's row even when the text needs none (the standalone card). */
  reserveExpandRow?: boolean;
  /** Measure the text as the card mounts (ClampedText's `eager`, the default). */
  eager?: boolean;
  back: ReactNode;
  /** Turned over in place (desktop flip, or quick view). */
  flipped: boolean;
  /** The back shown as a modal (mobile and tablet, spec §2). */
  dialogOpen: boolean;
  /** The flip button was pressed. */
  onFlip: () => void;
  onDialogClose: () => void;
  /** Skip the 3D turn (prefers-reduced-motion, spec NOTES). */
  reducedMotion: boolean;
  labels: CardLabels;
  /** The Compare toggle (product-compare README): pressed when chosen; absent without an id. */
  compare?: { pressed: boolean; onToggle: () => void };
}

/**
 * One product card, front and back (spec §2 Product card, §4 front or back). Shared by
 * `<mf-product-selector>`'s grid and the standalone `<mf-product-card>`.
 *
 * The flip button turns with neither face, so it stays where it is and keeps focus when the card
 * turns (aria-pressed tells the state). It sits between the faces in the DOM: Tab goes from the
 * front's links to it, and from it to the back's (a flipped card's back comes next, as the
 * visitor sees it appear: docs/laws/focus.md). Each face turns on its own, so no box turns both
 * with the button between them. The face turned away is inert and hidden from assistive
 * technology; the one shown is reachable in the normal tab order. On mobile and tablet the back is
 * a modal instead (closed by its background, Escape, a resize or a scroll of the page).
 */
export function CardView(props: CardViewProps) {
  const { id, labels, flipped, dialogOpen } = props;
  const Heading =
    props.headingLevel > 0
      ? (`h${Math.min(Math.max(Math.round(props.headingLevel), 2), 6)}` as 'h3')
      : 'div';
  const titleId = `${id}-title`;
  return (
    <article
      className="card"
      part="card"
      data-face={flipped ? 'back' : 'front'}
      data-motion={props.reducedMotion ? 'reduced' : 'full'}
      aria-labelledby={titleId}
    >
      <div className="card__inner">
        <div
          className="card__face card__front"
          part="card-front"
          inert={flipped}
          aria-hidden={flipped || undefined}
          hidden={props.reducedMotion && flipped}
        >
          {props.media ? <div className="card__media">{props.media}</div> : null}
          <Heading id={titleId} className="card__title" part="card-title">
            {props.title}
          </Heading>
          {props.price ? (
            <p className="card__price" part="card-price">
              {props.price}
            </p>
          ) : null}
          {props.facts?.length ? (
            <dl className="card__facts" part="card-power">
              {props.facts.map((fact) => (
                <div key={fact.key} className="card__fact">
                  <dt>{fact.label}</dt>
                  <dd>
                    <bdi>{fact.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {props.description ? (
            <ClampedText
              id={`${id}-text`}
              expandLabel={labels.readMore}
              collapseLabel={labels.readLess}
              reserveRow={props.reserveExpandRow}
              eager={props.eager}
            >
              {props.description}
            </ClampedText>
          ) : null}
        </div>
        <button
          type="button"
          className="card__flip"
          part="button flip-button"
          aria-pressed={flipped || dialogOpen}
          onClick={props.onFlip}
        >
          {flipped ? labels.flipBack : labels.flip}
          {/* A card without a title (reported by the element) is named by the label alone. */}
          {props.titleText ? <span className="mf-visually-hidden">, {props.titleText}</span> : null}
        </button>
        <div
          className="card__face card__back"
          part="card-back"
          inert={!flipped}
          aria-hidden={!flipped || undefined}
          hidden={props.reducedMotion && !flipped}
        >
          {flipped ? props.back : null}
        </div>
      </div>
      {props.compare ? (
        <button
          type="button"
          className="card__compare"
          part="button compare-button"
          aria-pressed={props.compare.pressed}
          // Named with the product ("Compare MF 5S"); the visible word starts the name.
          aria-label={props.titleText ? `${labels.compare} ${props.titleText}` : undefined}
          onClick={props.compare.onToggle}
        >
          {labels.compare}
        </button>
      ) : null}
      {/* Mounted only while open: 200 closed dialogs would each run their hooks on every
          render of the grid (quick view turns them all). */}
      {dialogOpen ? (
        <BackDialog
          onClose={props.onDialogClose}
          labelledBy={`${id}-dialog-title`}
          closeLabel={labels.close}
        >
          <h2 id={`${id}-dialog-title`} className="card__dialog-title">
            {props.titleText}
          </h2>
          {props.back}
        </BackDialog>
      ) : null}
    </article>
  );
}

/**
 * The back as a modal (spec §2: mobile and tablet). Closes on a background click and Escape
 * (@mf/ui/dialog), on a resize and on an attempt to scroll the page (the dialog locks the page's
 * scrolling, so a wheel or a touch move outside the panel is that attempt; a scroll of the window
 * itself counts too).
 */
function BackDialog({
  onClose,
  labelledBy,
  closeLabel,
  children,
}: {
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Mounted only while open (CardView).
  useEffect(() => {
    const dismiss = () => close.current();
    // A scroll that happened before the modal opened (the browser brought the flip button into
    // view) reaches the listener a frame later: only a change of the position closes it.
    const openedAt = window.scrollY;
    const scrolled = () => {
      if (window.scrollY !== openedAt) dismiss();
    };
    const outside = (event: Event) => {
      const panel = event
        .composedPath()
        .find((node) => (node as Element).getAttribute?.('role') === 'dialog');
      if (!panel) dismiss();
    };
    window.addEventListener('resize', dismiss);
    window.addEventListener('scroll', scrolled, { passive: true });
    window.addEventListener('wheel', outside, { passive: true });
    window.addEventListener('touchmove', outside, { passive: true });
    return () => {
      window.removeEventListener('resize', dismiss);
      window.removeEventListener('scroll', scrolled);
      window.removeEventListener('wheel', outside);
      window.removeEventListener('touchmove', outside);
    };
  }, []);
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={labelledBy}
      closeOnBackdrop
      className="card__dialog"
      part="dialog card-dialog"
    >
      <div className="card__dialog-head mf-dialog__head">
        <button
          type="button"
          className="card__dialog-close"
          part="button close-button"
          onClick={onClose}
        >
          {closeLabel}
        </button>
      </div>
      {children}
    </Dialog>
  );
}

/** The card's styles (card.css); both elements add them to their sheet. */
export { default as cardCss } from './card.css';
