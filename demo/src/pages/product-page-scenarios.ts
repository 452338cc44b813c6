/**
 * The product page gallery pages (mf-product-tabs.html, mf-product-gallery.html,
 * mf-available-products.html, mf-related-products.html, mf-product-features.html): their elements make no requests, so the scenario switch changes
 * the page's own markup before the elements load, the way a CMS could get it wrong:
 *
 * - `empty`: the elements have no children (no panels, no pictures, no table: logged).
 * - `error`: a tab panel without a heading (logged, left out), a film whose file is missing (the
 *   player's error text after play), an overlay whose address is not http(s) (logged on the
 *   press), a table without header cells (logged), a background address that is not http(s)
 *   (logged, no image), a feature without a heading, a feature picture without an alt attribute
 *   and a feature link that is not http(s) (each logged and left out), an unknown features
 *   `layout` (logged, 'auto' used).
 */
import { parseScenario } from '../../mocks/scenario';

const scenario = parseScenario(new URLSearchParams(location.search).get('scenario'));
const TAGS =
  'mf-product-tabs, mf-product-gallery, mf-available-products, mf-related-products, mf-product-features';
const outermost = [...document.querySelectorAll(TAGS)].filter(
  (element) => !element.parentElement?.closest(TAGS),
);

if (scenario === 'empty') for (const element of outermost) element.replaceChildren();

if (scenario === 'error') {
  for (const link of document.querySelectorAll('a[data-video]'))
    link.setAttribute('href', './media/missing-film.mp4');
  const tabs = document.querySelector('mf-product-tabs');
  if (tabs) {
    const nameless = document.createElement('section');
    nameless.innerHTML = '<p>A panel the CMS rendered without a heading or data-label.</p>';
    tabs.append(nameless);
  }
  const gallery = document.querySelector('main > mf-product-gallery');
  if (gallery) {
    const figure = document.createElement('figure');
    figure.className = 'product-slide';
    figure.innerHTML =
      '<img src="./media/gallery-6.svg" alt="A film with a broken address" width="1200" height="800" loading="lazy"><a data-video href="data:video/mp4,broken"><span>Play the film with a broken address</span></a>';
    gallery.append(figure);
  }
  const table = document.querySelector('mf-available-products');
  if (table) {
    const broken = document.createElement('mf-available-products');
    broken.setAttribute('label', 'A table without header cells');
    broken.innerHTML =
      '<table class="product-table"><tbody><tr><td>MF 5S.105</td><td>105 hp</td></tr></tbody></table>';
    table.after(broken);
  }
  const related = document.querySelector('mf-related-products');
  related?.setAttribute('background', 'javascript:void(0)');
  const features = document.querySelector('mf-product-features');
  if (features) {
    const broken = document.createElement('article');
    broken.innerHTML =
      '<p>A feature the CMS rendered without a heading.</p><a href="#nowhere">Read more</a>';
    features.querySelector('img')?.removeAttribute('alt');
    features.querySelector('a')?.setAttribute('href', 'javascript:void(0)');
    features.prepend(broken);
    features.setAttribute('layout', 'carousel');
  }
}
