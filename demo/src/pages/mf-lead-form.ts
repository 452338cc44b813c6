/**
 * mf-lead-form.html: installs the fake consent manager, points the inline forms at this gallery
 * server's second origin (PORT+1), and wires the QA buttons that store or clear a preferred
 * dealer (read by the form as DealerCode) and log the elements' mf-form-action events.
 */
import {
  readPreferredDealer,
  writePreferredDealer,
} from '../../../packages/core/src/browser/preferred-dealer';
import { installConsentManager } from '../../fakes/consent-manager';
import { configureFormOrigin, rewriteFormAddresses } from '../../mocks/forms/form-origin';

installConsentManager(document.getElementById('fake-consent'));
for (const form of document.querySelectorAll('mf-lead-form')) {
  configureFormOrigin(form);
  const src = form.getAttribute('src');
  if (src) form.setAttribute('src', rewriteFormAddresses(src));
}

// The QA controls below are the gallery page's; the API page's playground runs this script
// without them (scripts/api-playground.ts).
const dealerStatus = document.getElementById('dealer-status');
function showDealer(): void {
  if (!dealerStatus) return;
  const dealer = readPreferredDealer();
  dealerStatus.textContent = dealer
    ? `Stored preferred dealer: ${dealer.dealer_name} (${dealer.dealer_code}). Reload the page to send it as DealerCode.`
    : 'No preferred dealer stored.';
}
document.getElementById('store-dealer')?.addEventListener('click', () => {
  writePreferredDealer({
    dealer_code: 'GB-0421',
    dealer_name: 'Greenfield Tractors Ltd',
    phone: { main: '+44 1234 567890' },
  });
  showDealer();
});
document.getElementById('clear-dealer')?.addEventListener('click', () => {
  writePreferredDealer(null);
  showDealer();
});
showDealer();

const log = document.getElementById('action-log');
document.addEventListener('mf-form-action', (event) => {
  if (!log) return;
  const { formAction, type } = (event as CustomEvent<{ formAction: string; type: string }>).detail;
  log.textContent = `mf-form-action: ${formAction}${type ? ` (${type})` : ''}`;
});
