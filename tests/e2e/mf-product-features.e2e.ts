/**
 * <mf-product-features> end to end on its gallery page (axe in every scenario at mobile and
 * desktop widths and CLS 0 at the upgrade are in mf-product-tabs.e2e.ts with the other product
 * page elements): a keyboard-only journey through the phone's accordion, the cards on a desktop,
 * the German labels, what the error scenario leaves out, and the features on the sample product
 * page without a layout shift.
 */
import { expect, expectAxeClean, focused, openGallery, tabTo, test } from './fixtures';

test('phone, keyboard only: Tab to a feature, Enter opens it, its link is next, Space closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openGallery(page, '/mf-product-features.html');
  const features = page.locator('mf-product-features#features');
  await expect(features.locator('[part~=base]')).toHaveAttribute('data-state', 'accordion');
  const cab = features.getByRole('button', { name: 'A quiet six-pillar cab' });
  const dynaVt = features.getByRole('button', { name: 'Dyna-VT transmission' });
  await tabTo(page, dynaVt);
  await page.keyboard.press('Enter');
  await expect(dynaVt).toHaveAttribute('aria-expanded', 'true');
  const link = features.getByRole('link', { name: 'More about Dyna-VT' });
  await expect(link).toBeVisible();
  await expect(
    features.getByRole('img', { name: 'The MF 5S pulling a seed drill at an even speed' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await focused(link), 'the open feature’s link is next').toBe(true);
  await page.keyboard.press('Tab');
  expect(await focused(cab)).toBe(true);
  await page.keyboard.press('Space');
  await expect(cab).toHaveAttribute('aria-expanded', 'true');
  await expect(
    features.locator('[part~=list]').getByText('Automatic climate control'),
  ).toBeVisible();
  await expectAxeClean(page, 'two features open on a phone');
  await page.keyboard.press('Space');
  await expect(cab).toHaveAttribute('aria-expanded', 'false');
  await expect(
    features.locator('[part~=list]').getByText('Automatic climate control'),
  ).toBeHidden();
  // The link leaves for its target: the page's own anchor.
  await tabTo(page, link, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#dyna-vt$/);
});

test('desktop: cards side by side with pictures and links; the options list is an accordion', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, '/mf-product-features.html');
  const features = page.locator('mf-product-features#features');
  await expect(features.locator('[part~=base]')).toHaveAttribute('data-state', 'grid');
  const cards = features.locator('[part~=item]');
  await expect(cards).toHaveCount(4);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x);
  await expect(features.getByRole('heading', { level: 3, name: 'Easy service' })).toBeVisible();
  await expect(features.getByRole('button')).toHaveCount(0);
  const options = page.locator('mf-product-features#options');
  await expect(options.locator('[part~=base]')).toHaveAttribute('data-state', 'accordion');
  const loader = options.getByRole('button', { name: 'Front loader' });
  await tabTo(page, loader);
  await page.keyboard.press('Enter');
  await expect(options.getByRole('link', { name: 'Loaders for the MF 5S' })).toBeVisible();
});

test('German: the lists are named by the German labels', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, '/mf-product-features.html?lang=de');
  await expect(
    page
      .locator('mf-product-features#features')
      .getByRole('list', { name: 'Die wichtigsten Merkmale des MF 5S' }),
  ).toBeVisible();
  await expect(
    page.locator('mf-product-features#options').getByRole('list', { name: 'Ausstattung' }),
  ).toBeVisible();
});

test('error scenario: the feature without a heading, the picture without alt and the javascript: link are left out', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/mf-product-features: /);
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, '/mf-product-features.html?scenario=error');
  const features = page.locator('mf-product-features#features');
  await expect(features.locator('[part~=item]')).toHaveCount(4);
  await expect(
    features.locator('[part~=list]').getByText('A feature the CMS rendered without a heading.'),
  ).toHaveCount(0);
  await expect(features.getByRole('link', { name: 'More about Dyna-VT' })).toHaveCount(0);
  await expect(features.locator('[part~=item]').first().locator('img')).toHaveCount(0);
  await expect(features.getByRole('link', { name: 'How Eco mode saves fuel' })).toBeVisible();
});

test('the sample product page: the features under the pictures, no layout shift at the upgrade', async ({
  page,
}) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('mf-market-selector-dismissed', 'true');
    // The height at the moment the tag is defined (the page stylesheet's layout, before React's
    // first render).
    void customElements.whenDefined('mf-product-features').then(() => {
      const host = document.querySelector('mf-product-features')!;
      (window as unknown as { mfBefore: number }).mfBefore = host.getBoundingClientRect().height;
    });
  });
  for (const width of [390, 1200]) {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, '/site-product.html');
    const features = page.locator('mf-product-features');
    await expect(features.getByRole('list', { name: 'Key features of the MF 5S' })).toBeVisible();
    await expect(page.locator('mf-product-features[data-mf-pending]')).toHaveCount(0);
    const [before, after] = await features.evaluate((el) => [
      (window as unknown as { mfBefore: number }).mfBefore,
      el.getBoundingClientRect().height,
    ]);
    expect(before, `defined at ${width} px`).toBeGreaterThan(0);
    expect(after, `the same height at ${width} px`).toBe(before);
  }
});
