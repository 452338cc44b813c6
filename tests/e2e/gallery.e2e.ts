import { readdirSync } from 'node:fs';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const elementPages = readdirSync('demo').filter((name) => /^mf-[a-z-]+\.html$/.test(name));

test('the gallery index links to every element page and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'QA gallery' })).toBeVisible();
  for (const file of elementPages) {
    const tag = file.replace(/\.html$/, '');
    await expect(page.getByRole('link', { name: `<${tag}>` })).toHaveAttribute('href', `./${file}`);
  }
  await expectAxeClean(page, 'index');
});

for (const file of elementPages) {
  test(`${file}: reachable from the index by keyboard, boots its mocks and element without errors`, async ({
    page,
  }) => {
    const tag = file.replace(/\.html$/, '');
    await page.goto('/');
    const link = page.getByRole('link', { name: `<${tag}>` });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${file}`);
    await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.locator(tag).first()).toBeAttached();
    expect(
      await page
        .locator(tag)
        .first()
        .evaluate((el) => !!el.shadowRoot),
    ).toBe(true);
  });

  test(`${file}: the scenario and language switches are links QA can follow`, async ({ page }) => {
    await openGallery(page, `/${file}`);
    const scenarios = page.getByRole('navigation', { name: 'Scenario' });
    for (const name of ['default', 'empty', 'error', 'slow'])
      await expect(scenarios.getByRole('link', { name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'DE' }),
    ).toHaveAttribute('href', new RegExp(`${file}\\?lang=de$`));
  });
}
