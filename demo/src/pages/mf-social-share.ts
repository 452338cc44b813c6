/**
 * mf-social-share.html: `?scenario=error` makes the browser refuse the clipboard and, where there
 * is one, the share sheet (as a page without the permission, or a frame without
 * `allow="clipboard-write; web-share"`), before the element loads.
 */
if (new URLSearchParams(location.search).get('scenario') === 'error') {
  const refuse = () =>
    Promise.reject(new DOMException('Refused on this page (QA scenario).', 'NotAllowedError'));
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: refuse },
  });
  if (typeof navigator.share === 'function')
    Object.defineProperty(navigator, 'share', { configurable: true, value: refuse });
}

export {};
