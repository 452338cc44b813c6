/**
 * The product page gallery pages end to end (features: tests/e2e/mf-product-features.e2e.ts has
 * its journey): axe on the whole page in every scenario at mobile
 * and desktop widths, CLS 0 at the upgrade, German labels, and a keyboard-only journey: tabs by
 * arrow keys, into the gallery, through the thumbnails to the film, play it from its overlay, and
 * a tab change that takes the video away; the model table's region scrolled by keyboard.
 */
import {
  expect,
  expectAxeClean,
  focused,
  markUpgrade,
  openGallery,
  tabTo,
  test,
  upgradeLayoutShift,
} from './fixtures';

const PAGES = [
  'mf-product-tabs.html',
  'mf-product-gallery.html',
  'mf-available-products.html',
  'mf-related-products.html',
  'mf-product-features.html',
];
const TAGS = [
  'mf-product-tabs',
  'mf-product-gallery',
  'mf-available-products',
  'mf-related-products',
  'mf-product-features',
];
const WIDTHS = { mobile: 420, desktop: 1200 } as const;

for (const file of PAGES) {
  for (const [name, width] of Object.entries(WIDTHS)) {
    test(`${file} at ${name} width: accessible, and the upgrade moves nothing (CLS 0)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // The first of the page's product elements to be defined marks the upgrade.
      await markUpgrade(page, TAGS);
      await openGallery(page, `/${file}`);
      await expect(page.locator('[data-mf-pending]')).toHaveCount(0);
      const cls = await upgradeLayoutShift(page);
      test.info().annotations.push({ type: 'CLS', description: `${file} ${name}: ${cls}` });
      console.log(`CLS after the upgrade, ${file} at ${name} width: ${cls}`);
      expect(cls, 'cumulative layout shift').toBe(0);
      await expectAxeClean(page, `${file} ${name}`);
    });

    for (const scenario of ['empty', 'error'] as const) {
      test(`${file} ${scenario} scenario at ${name} width: accessible, the failure logged`, async ({
        page,
        allowConsoleErrors,
      }) => {
        allowConsoleErrors(
          /no <table> child/,
          /has no header cells/,
          /has no data-label and no heading/,
          /"background" is not an http\(s\) address/,
          /mf-product-features: feature 1 \(<article>\) has no heading/,
          /mf-product-features: feature 2 \(<article>\): picture has no alt attribute/,
          /mf-product-features: feature 2 \(<article>\): link "More about Dyna-VT" is not an http\(s\) address/,
        );
        await page.setViewportSize({ width, height: 900 });
        await openGallery(page, `/${file}?scenario=${scenario}`);
        await expect(page.locator('[data-mf-pending]')).toHaveCount(0);
        await expectAxeClean(page, `${file} ${scenario} ${name}`);
      });
    }
  }
}

test('product tabs, keyboard only: tabs, thumbnails, the film from its overlay, a tab change removes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, '/mf-product-tabs.html');
  const tabs = page.locator('mf-product-tabs');
  const exterior = tabs.getByRole('tab', { name: 'Exterior' });
  await tabTo(page, exterior);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Cab' })).toHaveAttribute('aria-selected', 'true');
  expect(await focused(tabs.getByRole('tab', { name: 'Cab' }))).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await expect(exterior).toHaveAttribute('aria-selected', 'true');
  // Into the panel, then the gallery: previous, the thumbnails, next.
  const gallery = page.locator('mf-product-gallery').first();
  const next = gallery.locator('[part~=next]');
  await tabTo(page, next);
  for (let i = 2; i <= 5; i++) {
    await page.keyboard.press('Enter');
    await expect(gallery.locator('[role=status]')).toHaveText(`Picture ${i} of 5`);
  }
  // The film's overlay is in the shown picture, before the gallery's controls in the tab order:
  // Shift+Tab back to it (a light-DOM link: the document's active element).
  const overlay = page.getByRole('link', { name: 'Play the video: a field day with the MF 5S' });
  for (let i = 0; i < 20 && !(await overlay.evaluate((el) => document.activeElement === el)); i++)
    await page.keyboard.press('Shift+Tab');
  expect(await overlay.evaluate((el) => document.activeElement === el)).toBe(true);
  await page.keyboard.press('Enter');
  const player = gallery.locator('mf-video-player');
  await expect(player).toHaveCount(1);
  await expect(overlay).toHaveCount(0);
  const video = player.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
    .toBe(true);
  expect(await focused(video), 'focus in the video').toBe(true);
  await expectAxeClean(page, 'video playing');
  // Back to the tabs by keyboard and change the tab: the video goes, the overlay comes back.
  await tabTo(page, exterior, { back: true });
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'At work' })).toHaveAttribute('aria-selected', 'true');
  await expect(player).toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(
    page.getByRole('link', { name: 'Play the video: a field day with the MF 5S' }),
  ).toHaveCount(1);
});

test('German: the tab list, gallery and player texts are the German labels', async ({ page }) => {
  await openGallery(page, '/mf-product-tabs.html?lang=de');
  await expect(
    page
      .locator('mf-product-tabs')
      .getByRole('tablist', { name: 'Der MF 5S in Bildern und Filmen' }),
  ).toBeVisible();
  const gallery = page.locator('mf-product-gallery').first();
  await expect(gallery.getByRole('region', { name: 'Außen: Bilder und ein Film' })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Nächstes Bild' })).toBeVisible();
  await expect(gallery.locator('[role=status]')).toHaveText('Bild 1 von 5');
});

test('error scenario: a film whose file is missing shows the error text after play', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /has no data-label and no heading/,
    /the video could not be loaded/,
    /Failed to load resource/,
  );
  await openGallery(page, '/mf-product-tabs.html?scenario=error');
  await expect(page.locator('mf-product-tabs').getByRole('tab')).toHaveCount(3);
  const gallery = page.locator('mf-product-gallery').first();
  await gallery.getByRole('button', { name: 'Picture 5' }).click();
  await page.getByRole('link', { name: /Play the video/ }).click();
  await expect(gallery.locator('mf-video-player [part~=error]')).toHaveText(
    'Sorry, this video cannot be played right now.',
  );
});

test('model table, keyboard only: the scroll region is reached by Tab and scrolled by arrows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 420, height: 900 });
  await openGallery(page, '/mf-available-products.html');
  const table = page.locator('mf-available-products').first();
  const region = table.getByRole('region', { name: 'MF 5S models available' });
  const gradient = table.locator('[part~=gradient]');
  await expect(gradient).toBeVisible();
  await tabTo(page, region);
  for (let i = 0; i < 60 && (await gradient.isVisible()); i++)
    await page.keyboard.press('ArrowRight');
  await expect(gradient).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(gradient).toBeVisible();
});
