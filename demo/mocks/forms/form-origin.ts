/**
 * The gallery's stand-in for the lead-form host: `npm start` serves the same files on PORT and
 * PORT+1, so the fake lead form (fake-lead-form.html) is loaded from the second origin, exactly
 * as a real page loads its form from the form host.
 *
 * Real site: corporate-name="agcocorp" form-host="my.salesforce-sites.com" accept
 * https://agcocorp.my.salesforce-sites.com. Gallery: corporate-name="localhost"
 * form-host="localhost:<PORT+1>" accept http://localhost:<PORT+1> (http is accepted on localhost only).
 */
const STATIC_FORM_ORIGIN = 'http://localhost:8001';

export function formOrigin(): { origin: string; host: string; corporateName: string } {
  const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80)) + 1;
  const host = `${location.hostname}:${port}`;
  return { origin: `${location.protocol}//${host}`, host, corporateName: location.hostname };
}

/** Points a lead-form element (or the modal) at the second origin of this gallery server. */
export function configureFormOrigin(element: Element): void {
  const { host, corporateName } = formOrigin();
  element.setAttribute('form-host', host);
  element.setAttribute('corporate-name', corporateName);
}

/** Rewrites the static form addresses (written for port 8000) to this server's second origin. */
export function rewriteFormAddresses(text: string): string {
  return text.split(STATIC_FORM_ORIGIN).join(formOrigin().origin);
}
