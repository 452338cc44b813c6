/**
 * The sample site pages (site-home, site-product, site-dealers): the outside services a real page
 * of the manufacturer's site has, as the gallery fakes them, installed before the gallery defines
 * the elements (module scripts run in document order): the consent manager stand-in (the form
 * modal and the locator ask it), the form frames on the second origin, and on the dealer page the
 * offline google.maps stand-in.
 */
import { installConsentManager } from '../../fakes/consent-manager';
import { installGoogleMapsFake } from '../../fakes/google-maps';
import { configureFormOrigin, rewriteFormAddresses } from '../../mocks/forms/form-origin';

installConsentManager(document.getElementById('fake-consent'));
for (const modal of document.querySelectorAll('mf-form-modal')) {
  configureFormOrigin(modal);
  const script = modal.querySelector(':scope > script[type="application/json"]');
  if (script?.textContent) script.textContent = rewriteFormAddresses(script.textContent);
}
if (document.querySelector('mf-dealer-locator')) installGoogleMapsFake({ latencyMs: 120 });
