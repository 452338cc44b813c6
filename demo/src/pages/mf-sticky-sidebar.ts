/**
 * mf-sticky-sidebar.html: `?scenario=error` adds two links the element must leave out (an unsafe
 * address, no text), before the element loads; `?lang=de` gives the links German text, as the
 * CMS renders a German page.
 */
const params = new URLSearchParams(location.search);
const sidebar = document.querySelector('mf-sticky-sidebar');
if (params.get('lang') === 'de' && sidebar) {
  const texts = ['Händler finden', 'Angebot anfordern', 'Broschüre'];
  sidebar.querySelectorAll('a').forEach((link, index) => {
    if (texts[index]) link.textContent = texts[index];
  });
}
if (params.get('scenario') === 'error' && sidebar)
  sidebar.insertAdjacentHTML(
    'beforeend',
    '<a href="javascript:alert(1)" data-icon="phone">Call us</a><a href="./site-home.html"></a>',
  );

export {};
