/**
 * byo-opener.html: a mock "build your own" configurator (dealer-locator README, "Popup mode"). It opens the
 * dealer popup on the gallery's other origin with the popup query parameters, listens for the
 * hand-back message, accepts it only from the popup's origin and window (event.origin and
 * event.source), and shows the received salesforce_record. It also offers the redirect variant:
 * a link (no opener) whose byo_redirect points at byo-landing.html on this origin, and a link
 * with a byo_redirect the popup must refuse.
 */
import { popupAddress, popupOrigin } from './byo-origins';

const status = document.getElementById('byo-status')!;
const received = document.getElementById('byo-received')!;
const log = document.getElementById('byo-log')!;
let popup: Window | null = null;

function note(text: string): void {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
}

function openPopup(address: string): void {
  popup = window.open(address, 'mf-byo-dealer', 'popup,width=1100,height=820');
  status.textContent = popup
    ? 'The dealer search is open in a popup window.'
    : 'The browser blocked the popup window.';
}

document.getElementById('byo-open')!.addEventListener('click', () => openPopup(popupAddress()));
document
  .getElementById('byo-open-iife')!
  .addEventListener('click', () => openPopup(popupAddress({}, './dealer-site-embed-popup.html')));

window.addEventListener('message', (event: MessageEvent) => {
  // Only the popup we opened, on the origin we opened it on, may hand a dealer back: check the
  // window (event.source) as well as the origin, as the element does. Any other window of that
  // origin (a frame on some page, a tab the visitor opened) is refused, also before this page
  // opened a popup at all. Copy both checks when you copy this page.
  if (popup === null || event.source !== popup || event.origin !== popupOrigin()) {
    note(`Ignored a message from ${event.origin || 'an unknown origin'}.`);
    return;
  }
  const record = event.data as unknown;
  const name =
    typeof record === 'object' && record !== null && 'Name' in record
      ? String((record as { Name: unknown }).Name)
      : String(record);
  status.textContent = `Dealer received: ${name}`;
  received.textContent = JSON.stringify(record, null, 2);
  note(`Received a dealer from ${event.origin}.`);
});

const landing = new URL('./byo-landing.html', location.href).href;
const redirectLink = document.querySelector<HTMLAnchorElement>('#byo-redirect')!;
redirectLink.href = popupAddress({ byo_redirect: landing });
const refusedLink = document.querySelector<HTMLAnchorElement>('#byo-redirect-refused')!;
refusedLink.href = popupAddress({ byo_redirect: 'https://dealer-locator.evil.test/steal' });
