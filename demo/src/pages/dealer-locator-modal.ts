/**
 * dealer-locator-modal.html: the locator page's stand-ins (offline maps, consent manager, event
 * log; see mf-dealer-locator.ts) plus the page's own opener: a button that sets the hash, as a
 * site's "Find a dealer" call to action would. The links on the page need no script.
 */
import './mf-dealer-locator';

document.getElementById('open-locator')?.addEventListener('click', () => {
  location.hash = 'dealer-locator';
});
