/**
 * `hide-expired` in the carousel (README "The card"): an expired offer's card is given `hidden`,
 * and a hidden child is no slide of the shared carousel (@mf/ui/carousel's `slidesOf`), so the
 * groups, the picker and the "n of m" count only know the offers shown. Only what this set is
 * taken back: a card the CMS hid itself stays hidden.
 */
import type { Card } from '../../shared/cards';
import { isExpired } from '../../shared/offer';

const MARK = 'data-mf-expired-hidden';

/** Hides the expired cards when `hide`, shows the ones hidden here otherwise. */
export function hideExpiredCards(cards: readonly Card[], hide: boolean, now: Date): void {
  for (const { element, offer } of cards) {
    const ours = element.hasAttribute(MARK);
    const wanted = hide && isExpired(offer, now);
    if (wanted && !ours && !element.hidden) {
      element.hidden = true;
      element.setAttribute(MARK, '');
    } else if (!wanted && ours) {
      element.hidden = false;
      element.removeAttribute(MARK);
    }
  }
}
