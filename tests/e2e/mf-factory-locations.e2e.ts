/**
 * The factory locations gallery page end to end: the page's list is there before the
 * element and nothing moves at the upgrade (CLS 0); the map of all locations after consent;
 * keyboard-only: Tab to a marker, Enter moves focus to that factory in the list; the failure
 * states leave the list as the whole interface; axe at mobile and desktop.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, openGallery, tabTo, test } from './fixtures';

const PAGE = '/mf-factory-locations.html';
const host = (page: Page) => page.locator('mf-factory-locations');
const state = (page: Page) => host(page).locator('[part~="base"]');
const markers = (page: Page) => host(page).locator('[part~="marker"]');

for (const width of [420, 1200]) {
  test(`at ${width} px: three markers of the right size, keyboard to Suolahti, axe`, async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!['localhost', '127.0.0.1'].includes(new URL(r.url()).hostname)) outside.push(r.url());
    });
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, PAGE);
    await expect(state(page)).toHaveAttribute('data-state', 'ready');
    await expect(markers(page)).toHaveCount(3);
    const box = (await markers(page).first().boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual(
      width < 992 ? [24, 30] : [36, 45],
    );
    await expectAxeClean(page, `factories ${width}`);
    const suolahti = host(page).getByRole('button', { name: 'Suolahti, Tractors' });
    await tabTo(page, suolahti);
    await page.keyboard.press('Enter');
    await expect(host(page).locator('li').nth(1)).toBeFocused();
    await expect(page.locator('#event-log')).toContainText(
      'mf-location-select: {"index":1,"name":"Suolahti"}',
    );
    // On from the list item, Tab reaches the factory's own link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Visit Suolahti' })).toBeFocused();
    expect(outside).toEqual([]);
  });
}

test('CLS 0: the list stands where it stood before the element was defined', async ({ page }) => {
  // The element's bundle is held until the list has been measured. The gallery asks for it only
  // once the page is styled (theme loaded, mocks running): the state a visitor sees before the
  // upgrade.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  // On the context: it also sees the requests that the mock service worker forwards.
  await page.context().route('**/dist/esm/mf-factory-locations.js', async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(PAGE);
  await asked;
  const offset = () =>
    page.evaluate(() => {
      const el = document.querySelector('mf-factory-locations')!;
      const ul = el.querySelector('ul')!;
      return Math.round(ul.getBoundingClientRect().top - el.getBoundingClientRect().top);
    });
  const before = await offset();
  expect(await page.evaluate(() => customElements.get('mf-factory-locations'))).toBeUndefined();
  release();
  await expect(state(page)).toHaveAttribute('data-state', 'ready');
  expect(await offset()).toBe(before);
});

test('no consent: the panel above the complete list, no Google call', async ({ page }) => {
  await openGallery(page, `${PAGE}?consent=declined`);
  await expect(state(page)).toHaveAttribute('data-state', 'no-consent');
  await expect(host(page).locator('[part~="consent-panel"]')).toContainText(
    'The map needs your cookie consent',
  );
  await expect(host(page).getByRole('link', { name: /^Visit / })).toHaveCount(4);
  const calls = await page.evaluate(
    () =>
      (window as unknown as { mfMapsFake: { calls: { importLibrary: string[] } } }).mfMapsFake.calls
        .importLibrary.length,
  );
  expect(calls).toBe(0);
  await expectAxeClean(page, 'factories no consent');
});

test('maps blocked: logged; the list alone remains', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/mf-factory-locations: the map could not be loaded/);
  await openGallery(page, `${PAGE}?maps=fail`);
  await expect(state(page)).toHaveAttribute('data-state', 'error');
  await expect(host(page).locator('[part~="map"]')).toHaveCount(0);
  await expect(host(page).getByRole('link', { name: /^Visit / })).toHaveCount(4);
  await expectAxeClean(page, 'factories maps blocked');
});

test("missing overlay class: 'OverlayView is not defined' logged; the map without markers", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/mf-factory-locations: OverlayView is not defined/);
  await openGallery(page, `${PAGE}?overlay=missing`);
  await expect(state(page)).toHaveAttribute('data-state', 'ready');
  await expect(markers(page)).toHaveCount(0);
});

test('German: the map’s name and the panel', async ({ page }) => {
  await openGallery(page, `${PAGE}?lang=de`);
  await expect(host(page).getByRole('region', { name: 'Karte der Werke' })).toBeVisible();
});
