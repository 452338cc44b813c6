/**
 * mf-modal.html: `?show-on-load` flags the harvest modal to show on load, once per session (as a
 * CMS would render `show-on-load once-per-session`); `?scenario=error` blocks session storage
 * (reading `window.sessionStorage` throws, as in a sandboxed frame), before the element loads.
 */
const params = new URLSearchParams(location.search);
const harvest = document.getElementById('harvest-open-day');
if (params.has('show-on-load')) {
  harvest?.setAttribute('show-on-load', '');
  harvest?.setAttribute('once-per-session', '');
}
if (params.get('scenario') === 'error')
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('The storage is blocked on this page (QA scenario).', 'SecurityError');
    },
  });

export {};
