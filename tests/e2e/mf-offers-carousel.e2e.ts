/**
 * <mf-offers-carousel> on its gallery page: the shared carousel with the offers' labels, by
 * keyboard (next, previous), static when every offer fits, German, axe at mobile and desktop
 * widths, and no layout shift at the upgrade (reported and expected 0).
 */
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const PAGE = '/mf-offers-carousel.html';

for (const [name, width] of [
  ['mobile', 390],
  ['desktop', 1200],
] as const) {
  test(`${name}: offers by keyboard, axe, and the upgrade moves nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      // From the upgrade on (the gallery's toolbar shifts the page earlier: QA chrome).
      void customElements.whenDefined('mf-offers-carousel').then(() => {
        const w = window as unknown as { mfShift: number };
        const definedAt = performance.now();
        w.mfShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput && entry.startTime >= definedAt) w.mfShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
    });
    await openGallery(page, PAGE);
    const six = page.getByRole('region', { name: 'Current offers' });
    await expect(six).toHaveAttribute('aria-roledescription', 'carousel');
    const group = name === 'mobile' ? 1 : 3;
    const status = six.getByRole('status');
    await expect(status).toHaveText(group === 1 ? 'Offer 1 of 6' : 'Offers 1 to 3 of 6');
    const shift = await page.evaluate(() => (window as unknown as { mfShift: number }).mfShift);
    console.log(`CLS (the upgrade) of mf-offers-carousel at ${name} width: ${shift}`);
    test
      .info()
      .annotations.push({ type: 'CLS', description: `mf-offers-carousel ${name}: ${shift}` });
    expect(shift, 'cumulative layout shift of the upgrade').toBe(0);
    await expectAxeClean(page, name);

    const next = six.getByRole('button', { name: 'Next offers' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(group === 1 ? 'Offer 2 of 6' : 'Offers 4 to 6 of 6');
    // The three-offer carousel: a carousel on mobile, a static row at desktop width.
    const three = page.locator('mf-offers-carousel').nth(1).locator('[part~=base]');
    await expect(three).toHaveAttribute('data-state', name === 'mobile' ? 'carousel' : 'static');
  });
}

test('German labels', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await openGallery(page, `${PAGE}?lang=de`);
  const six = page.getByRole('region', { name: 'Aktuelle Angebote' });
  await expect(six.getByRole('status')).toHaveText('Angebote 1 bis 3 von 6');
  await expect(six.getByRole('button', { name: 'Nächste Angebote' })).toBeVisible();
  await expectAxeClean(page, 'German');
});
