/**
 * <mf-product-compare>'s gallery page end to end: the tray hidden until a card's Compare toggle
 * chooses a product, a fifth product refused (announced, its toggle unpressed), axe on the tray
 * at phone and desktop widths; the shared-link and catalogue-error states.
 */
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const IDS = [
  '/content/mf/products/tractors/row-crop/row-crop-1',
  '/content/mf/products/tractors/row-crop/row-crop-2',
];

for (const width of [390, 1280]) {
  test(`<mf-product-compare> at ${width} px: four chosen with the cards' toggles, a fifth refused`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page, '/mf-product-compare.html?compare=');
    const tray = page.locator('mf-product-compare');
    await expect(tray.locator('[part~=base]')).toBeHidden();
    const toggles = page.locator('mf-product-card').getByRole('button', { name: /^Compare / });
    await expect(toggles).toHaveCount(5);
    for (let i = 0; i < 4; i++) {
      await toggles.nth(i).focus();
      await page.keyboard.press('Enter');
      await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(tray.getByRole('button', { name: 'Compare (4)' })).toBeVisible();
    await toggles.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(tray.getByRole('status')).toHaveText(
      'You can compare up to 4 products. Remove one before adding 9R 390 Premium.',
    );
    await expect(toggles.nth(4)).toHaveAttribute('aria-pressed', 'false');
    await expectAxeClean(page, `product-compare, four chosen, ${width} px`);
  });
}

test('<mf-product-compare> a shared link: an id the catalogue does not know is dropped, once logged', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openGallery(page, `/mf-product-compare.html?compare=${IDS[0]},/retired,${IDS[1]}`);
  const tray = page.locator('mf-product-compare');
  await expect(tray.locator('[part~=list-item] bdi')).toHaveText(['8R 150 Premium', '7R 160']);
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe(IDS.join(','));
  expect(warnings.filter((w) => w.startsWith('mf-product-compare:'))).toEqual([
    'mf-product-compare: unknown product id dropped from the comparison: /retired',
  ]);
});

test('<mf-product-compare> the catalogue fails: the error state, its one log allowed, axe', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to load resource/,
    /^mf-product-compare: the product cards request failed/,
  );
  await openGallery(page, `/mf-product-compare.html?scenario=error&compare=${IDS.join(',')}`);
  const base = page.locator('mf-product-compare [part~=base]');
  await expect(base).toHaveAttribute('data-state', 'error');
  await expect(base).toContainText('The product data could not be loaded.');
  await expectAxeClean(page, 'product-compare, catalogue error');
});

test('<mf-product-compare> printed: no tray chrome, nothing sticky, the table whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openGallery(page, `/mf-product-compare.html?compare=${IDS.join(',')}`);
  const tray = page.locator('mf-product-compare');
  await tray.getByRole('button', { name: 'Compare (2)' }).focus();
  await page.keyboard.press('Enter');
  const table = tray.getByRole('table');
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(tray.locator('[part~=base]')).toBeHidden();
  await expect(tray.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const printed = await table.evaluate((el) => {
    const cells = [...el.querySelectorAll('th, td')];
    const scroller = el.parentElement!;
    return {
      sticky: cells.filter((cell) => getComputedStyle(cell).position === 'sticky').length,
      overflow: getComputedStyle(scroller).overflow,
    };
  });
  expect(printed).toEqual({ sticky: 0, overflow: 'visible' });
});
