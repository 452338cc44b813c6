/**
 * mf-form-modal.html: installs the fake consent manager and points the modal's form addresses
 * and trusted form origin at this gallery server's second origin (PORT+1), before the gallery
 * defines the element (module scripts run in order; the gallery defines elements only after its
 * mock worker has started).
 */
import { installConsentManager } from '../../fakes/consent-manager';
import { configureFormOrigin, rewriteFormAddresses } from '../../mocks/forms/form-origin';

installConsentManager(document.getElementById('fake-consent'));
for (const modal of document.querySelectorAll('mf-form-modal')) {
  configureFormOrigin(modal);
  const script = modal.querySelector(':scope > script[type="application/json"]');
  if (script?.textContent) script.textContent = rewriteFormAddresses(script.textContent);
}
