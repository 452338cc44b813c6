import { afterNextPaint } from '@mf/core/browser/after-paint';
import { useEmit } from '@mf/core/element/element-context';
import { Fragment, memo, startTransition, useCallback, useEffect, useState } from 'react';
import { CardView, type CardLabels } from '../../../shared/card/card-view';
import { useComparedIds } from '../../../shared/compare/use-compared';
import type { ProductCard } from '../../../shared/data/card';
import type { productSelectorApi } from '../../product-selector.api';

/** One power of a card as the grid shows it: the facet's name and the range in the shown unit. */
export interface PowerLine {
  key: string;
  label: string;
  value: string;
}

interface GridProps {
  idPrefix: string;
  cards: readonly ProductCard[];
  /** A number per card that does not change with filters or sort (its ids stay, so does the memo). */
  serial: ReadonlyMap<string, number>;
  flipped: ReadonlySet<string>;
  dialogCard: string | null;
  headingLevel: number;
  formatPrice: (price: number) => string;
  /** The card's power per facet in the unit the visitor chose (README, "Power units"); none: no line. */
  powerLines?: (card: ProductCard) => PowerLine[];
  reducedMotion: boolean;
  labels: CardLabels;
  onFlip: (card: ProductCard) => void;
  onDialogClose: () => void;
}

/**
 * Cards in the grid's first commit: at least a window's worth, so the page below never shows
 * while the rest arrive. A card takes at least 240 x 400 px (its 15 em minimum width; picture,
 * title, price, text and flip row), so the window's area over that is never too few.
 */
export const firstCards = (): number => Math.ceil((innerWidth * innerHeight) / 96_000);
/** Cards added after each paint: a short task each at 4x CPU throttling. */
export const CARDS_PER_FRAME = 6;

/**
 * How many of `cards` the grid draws (132 cards in one commit blocked a phone's main
 * thread for a second): the first screen in the first commit, then a batch after each paint until
 * all are drawn. A new list keeps the cards already drawn (as many as it has), so a narrowing
 * filter or a sort changes the drawn cards at once and a widening one fills in the same way.
 */
function useDrawnCount(cards: readonly ProductCard[]): number {
  const [drawn, setDrawn] = useState(() => ({ cards, count: firstCards() }));
  let { count } = drawn;
  if (drawn.cards !== cards) {
    count = Math.max(firstCards(), Math.min(count, drawn.cards.length));
    setDrawn({ cards, count });
  }
  const more = count < cards.length;
  useEffect(() => {
    // A transition: React draws the batch in slices, yielding to the browser between cards. An
    // update from a timer is otherwise rendered and committed in one task, with whatever else is
    // due then (the first screen's Read more labels, measured in the frame before).
    if (more)
      return afterNextPaint(() =>
        startTransition(() => setDrawn((now) => ({ ...now, count: now.count + CARDS_PER_FRAME }))),
      );
  }, [more, count]);
  return count;
}

/**
 * The card grid, drawn progressively (useDrawnCount; the count, quick view and the filters
 * always speak of every card). Each cell is memoised on its own props, so quick view on 200
 * cards or a filter change renders only the cards whose face, order or presence changed.
 */
export function ResultsGrid(props: GridProps) {
  const count = useDrawnCount(props.cards);
  // The Compare toggles: pressed as the tray says (on the document), asked through an event.
  const emit = useEmit<typeof productSelectorApi>();
  const compared = useComparedIds(() => emit('mf-compare-request', null));
  const onCompare = useCallback(
    (card: ProductCard, chosen: boolean) =>
      emit('mf-compare-toggle', { id: card.id, title: card.title, chosen }),
    [emit],
  );
  return (
    <ul className="grid" part="list" aria-busy={count < props.cards.length || undefined}>
      {props.cards.slice(0, count).map((card, index) => (
        <Cell
          key={card.id}
          id={`${props.idPrefix}-c${props.serial.get(card.id) ?? index}`}
          card={card}
          flipped={props.flipped.has(card.id)}
          dialogOpen={props.dialogCard === card.id}
          compared={compared.has(card.id)}
          onCompare={onCompare}
          headingLevel={props.headingLevel}
          formatPrice={props.formatPrice}
          powerLines={props.powerLines}
          reducedMotion={props.reducedMotion}
          labels={props.labels}
          onFlip={props.onFlip}
          onDialogClose={props.onDialogClose}
        />
      ))}
    </ul>
  );
}

interface CellProps {
  id: string;
  card: ProductCard;
  flipped: boolean;
  dialogOpen: boolean;
  compared: boolean;
  onCompare: (card: ProductCard, chosen: boolean) => void;
  headingLevel: number;
  formatPrice: (price: number) => string;
  powerLines?: (card: ProductCard) => PowerLine[];
  reducedMotion: boolean;
  labels: CardLabels;
  onFlip: (card: ProductCard) => void;
  onDialogClose: () => void;
}

const Cell = memo(function Cell({ id, card, ...props }: CellProps) {
  return (
    <li className="grid__cell" part="list-item item">
      <CardView
        id={id}
        titleText={card.title}
        title={card.url ? <a href={card.url}>{card.title}</a> : card.title}
        headingLevel={props.headingLevel}
        media={
          card.image ? (
            <img src={card.image} alt={card.imageAlt} loading="lazy" width="200" height="130" />
          ) : null
        }
        price={card.price === null ? null : props.formatPrice(card.price)}
        facts={props.powerLines?.(card)}
        description={
          card.description ? (
            <p>
              <bdi>{card.description}</bdi>
            </p>
          ) : null
        }
        back={<Back card={card} />}
        // Measured when the browser lays the text out, not in the commit, into a kept row: no
        // layout inside React's task, and no shift when the label comes.
        reserveExpandRow
        eager={false}
        flipped={props.flipped}
        dialogOpen={props.dialogOpen}
        onFlip={() => props.onFlip(card)}
        onDialogClose={props.onDialogClose}
        reducedMotion={props.reducedMotion}
        labels={props.labels}
        compare={{
          pressed: props.compared,
          onToggle: () => props.onCompare(card, !props.compared),
        }}
      />
    </li>
  );
});

function Back({ card }: { card: ProductCard }) {
  return (
    <>
      <p className="card__back-title">{card.back.title}</p>
      {card.back.specs.length ? (
        <dl className="card__specs">
          {card.back.specs.map((spec) => (
            <Fragment key={spec.label}>
              <dt>{spec.label}</dt>
              <dd>
                <bdi>{spec.value}</bdi>
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {card.back.description ? (
        <p>
          <bdi>{card.back.description}</bdi>
        </p>
      ) : null}
    </>
  );
}
