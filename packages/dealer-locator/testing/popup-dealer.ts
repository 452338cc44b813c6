import type { PopupDealer } from '../src/dealer-locator/internal/popup/popup-answer';

/** A popup dealer for the hand-back and redirect tests (not shipped). */
export const POPUP_DEALER: PopupDealer = {
  dealer_code: 'D042',
  dealer_name: 'Prairie & Sons Farm Equipment',
  phone_main: '+1 (515) 555-0100',
  address: { street: '1200 Main St #4', city: 'Ames', state_code: 'IA', postal_code: '50010' },
  salesforce_record: { Id: '001XYZ', Name: 'Prairie & Sons' },
};
