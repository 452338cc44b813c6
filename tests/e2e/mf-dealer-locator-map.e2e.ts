/**
 * <mf-dealer-locator>'s map on its gallery page, drawn by the offline maps stand-in: lettered
 * markers, a marker's info window opened with the keyboard, the list following the selection,
 * a blocked maps script (`?maps=fail`) leaving the list working, and the desktop and mobile map
 * containers. Axe on every state.
 */
import { expect, expectAxeClean, focused, openGallery, tabTo, test } from './fixtures';

const PAGE = '/mf-dealer-locator.html';

test('lettered markers; Enter on a marker opens its info window and the list follows', async ({
  page,
}) => {
  await openGallery(page, PAGE);
  const host = page.locator('mf-dealer-locator');
  await expect(host.locator('[part=base]')).toHaveAttribute('data-state', 'results');
  // Lettered dealer markers (neighbours that would overlap are merged into clusters).
  const markers = host.getByRole('button', { name: /^[A-Z]+: / });
  await expect(markers.first()).toBeVisible();
  expect(await markers.count()).toBeGreaterThanOrEqual(1);
  // Neighbours merged into clusters, each a named button.
  await expect(host.getByRole('button', { name: /dealers close together/ }).first()).toBeVisible();
  await expect(markers.first()).toHaveText(/^[A-Z]+$/);
  await expectAxeClean(page, 'map with markers');

  // Keyboard only: Tab reaches a marker, Enter opens its info window.
  const first = markers.first();
  const title = (await first.getAttribute('aria-label'))!;
  const letter = title.split(':')[0]!;
  await tabTo(page, first);
  expect(await focused(first)).toBe(true);
  await page.keyboard.press('Enter');
  const info = host.getByRole('dialog', { name: title });
  await expect(info).toBeVisible();
  const name = title
    .slice(letter.length + 2)
    .replace(/^(Mobile workshop|Parts drop|Service vehicle|Lube truck): /i, '');
  await expect(info).toContainText(name);
  // The list follows: the selected dealer alone, with the show-all link.
  const cards = host.locator('[part~=list-item]');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await expect(host.getByRole('button', { name: 'Show all results' })).toBeVisible();
  await expect(host.getByText(`${name} selected on the map`)).toBeAttached();
  await expectAxeClean(page, 'info window open');

  // Escape closes the window (focus back on the marker) and the list comes back.
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  expect(await focused(first)).toBe(true);
  await expect(cards).not.toHaveCount(1);
  await expect(host.getByText('Dealer unselected; showing all results')).toBeAttached();
});

test('the map toggle hides the map and Show map brings it back fitted', async ({ page }) => {
  await openGallery(page, PAGE);
  const host = page.locator('mf-dealer-locator');
  const map = host.locator('[data-fake-map]');
  await expect(map).toBeVisible();
  await host.getByRole('button', { name: 'Hide map' }).click();
  await expect(map).toBeHidden();
  await host.getByRole('button', { name: 'Show map' }).click();
  await expect(map).toBeVisible();
  const zoom = Number(await map.getAttribute('data-zoom'));
  expect(zoom).toBeGreaterThan(0);
  expect(zoom).toBeLessThanOrEqual(10);
});

test('a blocked maps script: an accessible message instead of the map, the list still works', async ({
  page,
}) => {
  await openGallery(page, `${PAGE}?maps=fail`);
  const host = page.locator('mf-dealer-locator');
  await expect(host.locator('[part=base]')).toHaveAttribute('data-state', 'results');
  await expect(host.getByText('The map could not be loaded.', { exact: false })).toBeVisible();
  await expect(host.locator('[data-fake-map]')).toHaveCount(0);
  const cards = host.locator('[part~=list-item]');
  await expect(cards.first()).toBeVisible();
  await expectAxeClean(page, 'maps blocked');
  // The list, paging and selection keep working.
  await host.getByRole('button', { name: 'Next' }).click();
  await expect(cards.first()).toBeVisible();
});

test('a phone-sized window: the map above the list, full width; wider again: beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGallery(page, PAGE);
  const host = page.locator('mf-dealer-locator');
  const map = host.locator('[data-fake-map]');
  const list = host.locator('.dl-results__list');
  await expect(host.locator('.dl-map--desktop [data-fake-map]')).toBeVisible();
  const beside = (await map.boundingBox())!;
  expect(beside.x).toBeGreaterThanOrEqual((await list.boundingBox())!.x + 200);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(host.locator('.dl-map--mobile [data-fake-map]')).toBeVisible();
  const above = (await map.boundingBox())!;
  expect(above.y + above.height).toBeLessThanOrEqual((await list.boundingBox())!.y);
  // The same map moved: its markers are still there, no second map was drawn.
  await expect(host.locator('[data-fake-map]')).toHaveCount(1);
  await expect(host.getByRole('button', { name: /^[A-Z]+: / }).first()).toBeVisible();
  await expectAxeClean(page, 'mobile map container');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(host.locator('.dl-map--desktop [data-fake-map]')).toBeVisible();
});
