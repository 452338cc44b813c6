import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer } from '../data/types';

/**
 * The preferred dealer button (spec §4): a toggle. Its visible text is the spec's
 * preferredDealer / nonPreferredDealer label; aria-pressed carries the state for assistive
 * technology and the dealer's name (visually hidden) tells buttons in a list apart.
 */
export function PreferredDealerButton({
  dealer,
  selected,
  labels,
  onToggle,
}: {
  dealer: Dealer;
  selected: boolean;
  labels: DealerLocatorLabels;
  onToggle: (dealer: Dealer) => void;
}) {
  return (
    <button
      type="button"
      className="dl-preferred"
      part="preferred-dealer"
      aria-pressed={selected}
      data-selected={selected ? '' : undefined}
      onClick={() => onToggle(dealer)}
    >
      <span className="dl-preferred__icon" aria-hidden="true">
        {selected ? '★' : '☆'}
      </span>
      {selected ? labels.preferredDealer : labels.nonPreferredDealer}
      <span className="mf-visually-hidden">: {dealer.name}</span>
    </button>
  );
}
