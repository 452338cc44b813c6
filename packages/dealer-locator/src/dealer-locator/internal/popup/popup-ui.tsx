import { useSyncExternalStore } from 'react';
import { formatLabel } from '@mf/core/i18n/labels';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer } from '../data/types';
import type { PopupSession, PopupState } from './session';

export type PopupLabels = Pick<
  DealerLocatorLabels,
  | 'chooseDealer'
  | 'popupClose'
  | 'popupBack'
  | 'dealerSent'
  | 'dealerRedirecting'
  | 'openerGone'
  | 'closeBlocked'
>;

function usePopupState(session: PopupSession): PopupState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/**
 * The popup's bar (spec §2 "A dismiss button closes the window, or redirects when a redirect is
 * configured") and the hand-back messages: a failure (opener gone, window kept open) in an alert,
 * a success in a polite live region. Focus stays where the visitor acted.
 */
export function PopupBar({ session, labels }: { session: PopupSession; labels: PopupLabels }) {
  const { outcome, redirect } = usePopupState(session);
  const name = outcome?.name ?? '';
  let problem = '';
  let note = '';
  if (outcome?.kind === 'opener-gone') problem = formatLabel(labels.openerGone, { name });
  else if (outcome?.kind === 'close-blocked') problem = labels.closeBlocked;
  else if (outcome?.kind === 'sent') note = formatLabel(labels.dealerSent, { name });
  else if (outcome?.kind === 'redirected' && name)
    note = formatLabel(labels.dealerRedirecting, { name });
  return (
    <div className="dl-popup" part="popup-bar">
      <button type="button" part="button" className="dl-popup__dismiss" onClick={session.dismiss}>
        {redirect ? labels.popupBack : labels.popupClose}
      </button>
      {/* Present from the start, so a message put in later is announced. */}
      <div role="alert" className="dl-popup__problem">
        {problem ? (
          // Keyed by outcome: the same failure twice is announced twice.
          <p key={outcome?.key} className="dl-message dl-message--error">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="dl-popup__note" aria-live="polite" aria-atomic="true">
        {note ? <p className="dl-message">{note}</p> : null}
      </div>
    </div>
  );
}

/** "Choose this dealer": only for dealers whose record carries a salesforce_record. */
export function ChooseButton({
  session,
  dealer,
  labels,
}: {
  session: PopupSession;
  dealer: Dealer;
  labels: PopupLabels;
}) {
  if (dealer.isDesignatedLocation || !session.fields(dealer.dealer_code)) return null;
  return (
    <button
      type="button"
      className="dl-choose"
      part="choose-dealer button"
      onClick={() => session.choose(dealer)}
    >
      {labels.chooseDealer}
      <span className="mf-visually-hidden">: {dealer.name}</span>
    </button>
  );
}
