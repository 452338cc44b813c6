import { Fragment, memo } from 'react';
import { CardView, type CardLabels } from '../../../shared/card/card-view';
import type { ProductCard } from '../../../shared/data/card';

interface GridProps {
  idPrefix: string;
  cards: readonly ProductCard[];
  /** A number per card that does not change with filters or sort (its ids stay, so does the memo). */
  serial: ReadonlyMap<string, number>;
  flipped: ReadonlySet<string>;
  dialogCard: string | null;
  headingLevel: number;
  formatPrice: (price: number) => string;
  reducedMotion: boolean;
  labels: CardLabels;
  onFlip: (card: ProductCard) => void;
  onDialogClose: () => void;
}

/**
 * The card grid. Each cell is memoised on its own props, so quick view on 200 cards or a filter
 * change renders only the cards whose face, order or presence changed.
 */
export function ResultsGrid(props: GridProps) {
  return (
    <ul className="grid" part="list">
      {props.cards.map((card, index) => (
        <Cell
          key={card.id}
          id={`${props.idPrefix}-c${props.serial.get(card.id) ?? index}`}
          card={card}
          flipped={props.flipped.has(card.id)}
          dialogOpen={props.dialogCard === card.id}
          headingLevel={props.headingLevel}
          formatPrice={props.formatPrice}
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
  headingLevel: number;
  formatPrice: (price: number) => string;
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
        description={
          card.description ? (
            <p>
              <bdi>{card.description}</bdi>
            </p>
          ) : null
        }
        back={<Back card={card} />}
        flipped={props.flipped}
        dialogOpen={props.dialogOpen}
        onFlip={() => props.onFlip(card)}
        onDialogClose={props.onDialogClose}
        reducedMotion={props.reducedMotion}
        labels={props.labels}
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
