/**
 * The image gallery's larger view end to end (README, "The larger view"): a
 * keyboard-only journey through it (open from a picture's link, browse with the buttons and the
 * arrow keys, close with Escape, the carousel following and focus on the picture shown), axe on
 * the whole page with the dialog open at mobile and desktop widths, the failed large file
 * (?scenario=error), German labels, and the time from the press to the dialog painted (printed,
 * never asserted).
 */
import type { Locator, Page } from 'playwright';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const PAGE = '/content-carousel-gallery.html';

/** Presses Tab until `target`, an element of the page's own HTML (light DOM), has focus. */
async function tabToLink(page: Page, target: Locator, max = 100): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => document.activeElement === el)) return;
  }
  throw new Error(`could not reach ${target} with Tab`);
}

test('keyboard only: open a picture larger, browse, close with Escape; the carousel follows and focus is on the picture shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, PAGE);
  const gallery = page.locator('mf-content-carousel');
  await expect(gallery.getByRole('status')).toHaveText('Slides 1 to 3 of 6');
  const first = page.getByRole('link', { name: 'Front view of the MF 5S.125' });
  await tabToLink(page, first);
  await expect(first).toHaveAttribute('aria-haspopup', 'dialog');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'MF 5S.125 pictures: larger view' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const image = dialog.locator('figure img');
  await expect(image).toHaveAttribute('src', /gallery-1-large\.jpg$/);
  await expect(image).toHaveAttribute('alt', 'Front view of the MF 5S.125');
  // The large file itself, loaded (1800 px wide), not the slide's small picture.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1800);
  await expect(dialog).toContainText('1 of 6');
  // Tab stays in the dialog: close, previous, next, and round again.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Previous picture' })).toBeFocused();
  await page.keyboard.press('Tab');
  const next = dialog.getByRole('button', { name: 'Next picture' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Picture 2 of 6: At work in the field');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  // Picture 5 has no link: its srcset's largest candidate is the large file.
  await expect(dialog.getByRole('status')).toHaveText('Picture 5 of 6: With the front loader');
  await expect(image).toHaveAttribute('src', /gallery-5-large\.jpg$/);
  await expect(dialog).toContainText('5 of 6');
  // The page behind is inert while the dialog is open.
  await expect(page.locator('main > h1')).toHaveJSProperty('inert', true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The carousel shows the picture shown last (groups of 3: slides 4 to 6), focus on its button.
  await expect(gallery.getByRole('status')).toHaveText('Slides 4 to 6 of 6');
  await expect(
    page.getByRole('button', { name: 'Open larger: With the front loader' }),
  ).toBeFocused();
  await expect(page.locator('main > h1')).toHaveJSProperty('inert', false);
  // Enter on that button opens the same picture again.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Picture 5 of 6: With the front loader');
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: 'Open larger: With the front loader' }),
  ).toBeFocused();
});

for (const [name, width] of Object.entries({ mobile: 420, desktop: 1200 })) {
  test(`the larger view at ${name} width: axe on the whole page with it open; the picture fits`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page, PAGE);
    await page.getByRole('link', { name: 'Front view of the MF 5S.125' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    const image = dialog.locator('figure img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The picture, its caption and the controls all in the viewport (no scrolling needed).
    for (const part of [image, dialog.getByRole('button', { name: 'Next picture' })]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, 'inside the viewport').toBeLessThanOrEqual(800);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    // Every control at least 24 px (WCAG 2.5.8).
    for (const button of await dialog.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await expectAxeClean(page, `larger view open, ${name}`);
    // A press on the backdrop closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  });
}

test('a large file that fails (?scenario=error): the alternative text and a note, and the visitor gets out', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 404/);
  await page.setViewportSize({ width: 420, height: 800 });
  await openGallery(page, `${PAGE}?scenario=error`);
  await page.getByRole('link', { name: 'Front view of the MF 5S.125' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The larger picture could not be loaded.');
  await expect(dialog.locator('figure img')).toHaveCount(0);
  await expect(dialog.locator('[data-broken]')).toContainText('Front view of the MF 5S.125');
  await expectAxeClean(page, 'larger view, failed file');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Front view of the MF 5S.125' })).toBeFocused();
});

test('German labels in the larger view', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await openGallery(page, `${PAGE}?lang=de`);
  await expect(
    page.getByRole('button', {
      name: 'Größer anzeigen: Heading home at dusk',
      includeHidden: true,
    }),
  ).toHaveCount(1);
  await page.getByRole('link', { name: 'Front view of the MF 5S.125' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bilder des MF 5S.125: große Ansicht' });
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await expect(dialog).toContainText('1 von 6');
  await page.keyboard.press('End');
  await expect(dialog).toContainText('6 von 6');
  await expect(dialog.getByRole('button', { name: 'Vorheriges Bild' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('status')).toHaveText('Bild 5 von 6: With the front loader');
});

test('figure: from the press to the dialog painted (printed, not asserted)', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, PAGE);
  const link = page.getByRole('link', { name: 'Front view of the MF 5S.125' });
  // First open: the chunk is fetched when the pointer reaches the link, before the press.
  for (const round of ['first open', 'second open']) {
    await link.hover();
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const host = document.querySelector('mf-content-carousel')!;
          const link = host.querySelector<HTMLElement>('[data-mf-open-larger="0"]')!;
          const start = performance.now();
          const seen = () => {
            if (!host.shadowRoot!.querySelector('[role=dialog]'))
              return requestAnimationFrame(seen);
            requestAnimationFrame(() => resolve(performance.now() - start));
          };
          link.click();
          requestAnimationFrame(seen);
        }),
    );
    console.log(`larger view, ${round}: press to the dialog painted ${ms.toFixed(1)} ms`);
    test
      .info()
      .annotations.push({ type: 'larger view', description: `${round}: ${ms.toFixed(1)} ms` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
