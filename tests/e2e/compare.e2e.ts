/**
 * The compare journey on the sample site (demo/site-product.html), keyboard only: three machines
 * chosen in the product selector and one in the related products, the address shared into a new
 * browser context that shows the same four, the comparison opened, differences only, a model
 * removed; at phone and desktop widths, with axe over the open comparison.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAxeClean, openGallery, tabTo, test } from './fixtures';

const toggles = (scope: Locator) => scope.getByRole('button', { name: /^Compare / });

/** Keyboard only: focus moved as Tab would (the grid is long), the press a key. */
async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await control.page().keyboard.press(key);
}

const trayNames = (page: Page) =>
  page.locator('mf-product-compare').locator('[part~=list-item] bdi').allTextContents();

for (const width of [390, 1280]) {
  test(`<mf-product-compare> at ${width} px: choose four, share the address, compare, differences only, remove one`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page, '/site-product.html');
    const selector = page.locator('mf-product-selector');
    await expect(selector.locator('[part~=base]')).toHaveAttribute('data-state', 'results');
    const tray = page.locator('mf-product-compare');
    await expect(tray.locator('[part~=base]')).toBeHidden();

    // Three from the selector's grid.
    const chosen: string[] = [];
    for (let i = 0; i < 3; i++) {
      const toggle = toggles(selector).nth(i);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await press(toggle, i % 2 ? 'Space' : 'Enter');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      chosen.push((await toggle.getAttribute('aria-label'))!.replace(/^Compare /, ''));
    }
    // One from the related products.
    const related = toggles(page.locator('mf-related-products mf-product-card')).first();
    await press(related);
    await expect(related).toHaveAttribute('aria-pressed', 'true');
    chosen.push((await related.getAttribute('aria-label'))!.replace(/^Compare /, ''));
    await expect.poll(() => trayNames(page)).toEqual(chosen);
    await expect(tray.getByRole('button', { name: 'Compare (4)' })).toBeVisible();

    const address = new URL(page.url());
    const ids = address.searchParams.get('compare')!.split(',');
    expect(ids).toHaveLength(4);

    // The link in a new browser context: no storage, the address alone.
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const shared = await context.newPage();
      await shared.goto(address.href);
      await shared.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
      const sharedTray = shared.locator('mf-product-compare');
      await expect.poll(() => trayNames(shared)).toEqual(chosen);
      expect(new URL(shared.url()).searchParams.get('compare')!.split(',')).toEqual(ids);
      const sharedRelated = toggles(shared.locator('mf-related-products mf-product-card')).first();
      await expect(sharedRelated).toHaveAttribute('aria-pressed', 'true');

      // Open the comparison with the keyboard.
      await press(sharedTray.getByRole('button', { name: 'Compare (4)' }));
      const dialog = sharedTray.getByRole('dialog', { name: 'Compare products' });
      await expect(dialog).toBeVisible();
      const table = dialog.getByRole('table');
      const models = table.getByRole('columnheader');
      await expect(models).toHaveCount(4);
      expect(await models.locator('a').allTextContents()).toEqual(chosen);
      await expect(table.getByRole('rowheader', { name: 'Power', exact: true })).toBeVisible();
      // The page never scrolls sideways; the table scrolls inside the dialog.
      expect(
        await shared.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await expectAxeClean(shared, `comparison open at ${width} px`);

      // Show differences only: every row left tells the models apart.
      const rowsBefore = await table.getByRole('rowheader').count();
      const differences = dialog.getByRole('checkbox', { name: 'Show differences only' });
      await tabTo(shared, differences);
      await shared.keyboard.press('Space');
      await expect(differences).toBeChecked();
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
        );
      expect(rows.length).toBeLessThanOrEqual(rowsBefore);
      for (const values of rows) expect(new Set(values).size).toBeGreaterThan(1);

      // Remove the second model, with the keyboard (two models may share a name: by its column).
      const remove = models.nth(1).getByRole('button', { name: `Remove ${chosen[1]}` });
      await tabTo(shared, remove);
      await shared.keyboard.press('Enter');
      await expect(models).toHaveCount(3);
      await expect
        .poll(() => new URL(shared.url()).searchParams.get('compare')!.split(','))
        .toEqual([ids[0], ids[2], ids[3]]);
      await expect.poll(() => trayNames(shared)).toEqual([chosen[0], chosen[2], chosen[3]]);
      await shared.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(sharedTray.getByRole('button', { name: 'Compare (3)' })).toBeFocused();
    } finally {
      await context.close();
    }
  });
}
