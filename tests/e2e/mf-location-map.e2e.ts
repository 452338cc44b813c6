/**
 * The location map gallery page end to end: the map after consent only, marker sizes
 * and the book button's scroll offset at mobile, tablet and desktop widths (keyboard only),
 * the failure states (no consent, maps blocked, zero coordinates, missing overlay class), German,
 * axe at mobile and desktop. No request leaves the machine.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, openGallery, tabTo, test } from './fixtures';

const PAGE = '/mf-location-map.html';
const host = (page: Page) => page.locator('mf-location-map').first();
const state = (page: Page) => host(page).locator('[part~="base"]');
const importCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { mfMapsFake: { calls: { importLibrary: string[] } } }).mfMapsFake.calls
        .importLibrary.length,
  );

/** Every request to a host other than this machine. */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') seen.push(request.url());
  });
  return seen;
}

for (const [width, marker, offset] of [
  [420, [24, 30], 98],
  [800, [24, 30], 98],
  [1200, [36, 45], 140],
] as const) {
  test(`at ${width} px: marker ${marker.join('x')}, Enter on the book button lands ${offset} px under the section and focuses it`, async ({
    page,
  }) => {
    const outside = outsideRequests(page);
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page, PAGE);
    await expect(state(page)).toHaveAttribute('data-state', 'ready');
    const pin = host(page).locator('[part~="marker"]');
    await expect(pin).toHaveAccessibleName('MF Beauvais, Tractor factory and visitor centre');
    const box = (await pin.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual(marker);
    await expect(host(page).locator('[data-fake-map]')).toHaveAttribute('data-zoom', '13');

    const book = host(page).getByRole('link', { name: 'Book a visit' });
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    const section = page.locator('#book-a-visit');
    await expect(section).toBeFocused();
    // The scroll is animated (300 ms): wait until the section has arrived under the offset.
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(offset);
    expect(page.url(), 'the address keeps no hash').not.toContain('#');
    if (width !== 800) await expectAxeClean(page, `map ready at ${width}`);
    expect(outside).toEqual([]);
  });
}

test('reduced motion: the book scroll is instant', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1200, height: 800 });
  await openGallery(page, PAGE);
  const book = host(page).getByRole('link', { name: 'Book a visit' });
  await book.focus();
  await page.keyboard.press('Enter');
  // Read in the same task as the key press's handler: no animation frame in between.
  const top = await page
    .locator('#book-a-visit')
    .evaluate((el) => Math.round(el.getBoundingClientRect().top));
  expect(top).toBe(140);
});

test('no consent: the panel in the map’s place and no Google call; accepting brings the map', async ({
  page,
}) => {
  const outside = outsideRequests(page);
  await page.setViewportSize({ width: 420, height: 800 });
  await openGallery(page, `${PAGE}?consent=declined`);
  await expect(state(page)).toHaveAttribute('data-state', 'no-consent');
  const panel = host(page).locator('[part~="consent-panel"]');
  await expect(panel).toContainText('The map needs your cookie consent');
  await expect(host(page).getByRole('link', { name: 'Directions' })).toBeVisible();
  expect(await importCalls(page), 'maps libraries asked for before consent').toBe(0);
  await expectAxeClean(page, 'no consent 420');
  // The page's consent stand-in: accept all cookies (level 4).
  await tabTo(
    page,
    page.locator('#fake-consent').getByRole('button', { name: 'Accept all cookies' }),
    { max: 40 },
  ).catch(async () => {
    await page.locator('#fake-consent').getByRole('button', { name: 'Accept all cookies' }).focus();
  });
  await page.keyboard.press('Enter');
  await expect(state(page)).toHaveAttribute('data-state', 'ready');
  expect(await importCalls(page)).toBeGreaterThan(0);
  expect(outside).toEqual([]);
});

test('maps blocked: logged, and the address and directions link remain', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/mf-location-map: the map could not be loaded/);
  await page.setViewportSize({ width: 1200, height: 800 });
  await openGallery(page, `${PAGE}?maps=fail`);
  await expect(state(page)).toHaveAttribute('data-state', 'error');
  await expect(host(page).locator('[part~="map"]')).toHaveCount(0);
  await expect(host(page).getByRole('link', { name: 'Directions' })).toBeVisible();
  await expect(host(page).locator('address')).toBeVisible();
  await expectAxeClean(page, 'maps blocked');
});

test("missing overlay class: 'OverlayView is not defined' logged, the map without a marker", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/mf-location-map: OverlayView is not defined/);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await openGallery(page, `${PAGE}?overlay=missing`);
  await expect(state(page)).toHaveAttribute('data-state', 'ready');
  await expect(host(page).locator('[data-fake-map]')).toBeVisible();
  await expect(host(page).locator('[part~="marker"]')).toHaveCount(0);
  expect(errors).toContain('mf-location-map: OverlayView is not defined');
});

test('zero coordinates: no map, no consent asked, the text and directions remain', async ({
  page,
}) => {
  await openGallery(page, PAGE);
  const zero = page.locator('mf-location-map').nth(1);
  await expect(zero.locator('[part~="base"]')).toHaveAttribute('data-state', 'no-map');
  await expect(zero.locator('[part~="map"], [part~="consent-panel"]')).toHaveCount(0);
  await expect(zero.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /destination=MF\+Training\+Centre/,
  );
});

test('German: labels and the panel', async ({ page }) => {
  await openGallery(page, `${PAGE}?lang=de&consent=declined`);
  await expect(host(page).getByRole('link', { name: 'Besuch buchen' })).toBeVisible();
  await expect(host(page).getByRole('link', { name: 'Route' })).toBeVisible();
  await expect(host(page).locator('[part~="consent-panel"]')).toContainText(
    'Für die Karte ist Ihre Cookie-Zustimmung nötig',
  );
  await expectAxeClean(page, 'German, no consent');
});
