/**
 * QA controls of the header, footer and market selector gallery pages (not part of the
 * elements): an event log, a preferred dealer to store or clear (through core, as the dealer
 * locator stores it), a button that publishes the show event, and `?editor` (the authoring
 * editor's edit mode) set on the market selector before the gallery defines it.
 */
import { writePreferredDealer } from '@mf/core/browser/preferred-dealer';

if (new URLSearchParams(location.search).has('editor'))
  for (const selector of document.querySelectorAll('mf-market-selector'))
    selector.setAttribute('editor', '');

const log = document.getElementById('event-log');
for (const name of ['mf-show-market-selector', 'mf-market-change']) {
  document.addEventListener(name, (event) => {
    if (!log) return;
    const item = document.createElement('li');
    item.textContent = `${name}: ${JSON.stringify((event as CustomEvent).detail)}`;
    log.prepend(item);
  });
}

document.getElementById('store-dealer')?.addEventListener('click', () => {
  writePreferredDealer({
    dealer_code: 'ATL-0042',
    dealer_name: 'Green Acres Machinery',
    phone: { main: '+44 1295 555 0142' },
  });
});
document
  .getElementById('clear-dealer')
  ?.addEventListener('click', () => writePreferredDealer(null));
document.getElementById('show-market-selector')?.addEventListener('click', (event) => {
  event.currentTarget?.dispatchEvent(
    new CustomEvent('mf-show-market-selector', { bubbles: true, composed: true, detail: {} }),
  );
});
document.getElementById('forget-session')?.addEventListener('click', () => {
  sessionStorage.removeItem('mf-market-selector-dismissed');
});
