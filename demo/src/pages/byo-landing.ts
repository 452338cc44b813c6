/**
 * byo-landing.html: the configurator's page the popup redirects to (byo_redirect). It shows the
 * query parameters it received (spec §7: BYO_Dealer_Number ... dealerInfo_t), as text.
 */
export {}; // a module (its own scope), like the other page scripts
const list = document.getElementById('byo-params')!;
const params = new URLSearchParams(location.search);
for (const [name, value] of params) {
  const term = document.createElement('dt');
  term.textContent = name;
  const detail = document.createElement('dd');
  detail.textContent = value;
  list.append(term, detail);
}
document.getElementById('byo-summary')!.textContent = params.has('BYO_Dealer_Number')
  ? `Dealer ${params.get('bYO_Dealer_Name') ?? ''} (${params.get('BYO_Dealer_Number') ?? ''}) received.`
  : 'No dealer was received (the visitor returned without choosing).';
