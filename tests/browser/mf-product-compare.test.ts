/**
 * <mf-product-compare> in Chromium: a standalone card's Compare toggle reaches the tray through
 * the document (the two bundles never import each other), the tray's answer presses the toggle,
 * and axe over the tray and the open comparison.
 */
import { sendKeys } from '@web/test-runner-commands';
import { expect, expectAxeClean, fixture, loadElement, setUpElementTests } from './helpers';
import { shadow, shadowAll, startMocks, waitFor } from './helpers';

const test = setUpElementTests('mf-product-compare');

const card = (id: string, title: string) =>
  `<mf-product-card product-id="${id}"><h3 slot="title">${title}</h3></mf-product-card>`;
const MARKUP = `<div>${card('/content/mf/products/tractors/row-crop/row-crop-1', '8R 150 Premium')}${card('/content/mf/products/tractors/row-crop/row-crop-2', '7R 160')}<mf-product-compare site="mf" path="/content/mf/en-us/products/tractors"></mf-product-compare></div>`;

describe('<mf-product-compare> in Chromium', () => {
  before(async () => {
    await loadElement('mf-product-card');
    await startMocks();
  });
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', location.pathname);
  });

  it('two cards chosen with Enter on their toggles; the tray lists them and opens the comparison', async () => {
    const root = await fixture(MARKUP);
    const [first, second] = [...root.querySelectorAll('mf-product-card')];
    const tray = root.querySelector('mf-product-compare')!;
    for (const host of [first!, second!]) {
      const toggle = shadow(host, '[part~=compare-button]')!;
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => toggle.getAttribute('aria-pressed') === 'true');
    }
    const names = shadowAll(tray, '[part~=list-item] bdi').map((el) => el.textContent);
    expect(names).to.deep.equal(['8R 150 Premium', '7R 160']);
    // Its height on <html>, for the page's scroll-padding-bottom (README, "Sticky tray and focus").
    const published = () =>
      parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--mf-compare-tray-height'),
      );
    const height = () => shadow(tray, '[part~=base]')!.getBoundingClientRect().height;
    await waitFor(() => Math.abs(published() - height()) < 1);
    expect(published()).to.be.greaterThan(0);
    await expectAxeClean(tray);
    shadow(tray, '[part~=compare-button]')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadow(tray, '[role=dialog] table'));
    expect(shadowAll(tray, 'th[scope=col]')).to.have.length(2);
    await expectAxeClean(tray);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(tray, '[role=dialog]'));
    expect(test.errors).to.deep.equal([]);
  });
});
