/**
 * <mf-dealer-locator> place suggestions, use-my-location and maps consent on the gallery page
 * (README, The map): pick a suggestion with the keyboard, deny the device location, decline then grant
 * consent, and prove that nothing reaches Google's hosts before consent. Axe on every state.
 */
import type { Page } from '@playwright/test';
import { SUGGESTION_DEBOUNCE_MS } from '../../packages/dealer-locator/src/dealer-locator/internal/places/use-place-suggestions';
import { FIRST_SEARCH_DELAY_MS } from '../../packages/dealer-locator/src/dealer-locator/internal/search/use-first-search';
import { axeBuilder, expect, openGallery, tabTo, test } from './fixtures';

const PAGE = '/mf-dealer-locator.html';

function ui(page: Page) {
  const host = page.locator('mf-dealer-locator');
  return {
    base: host.locator('[part=base]'),
    cards: host.locator('[part~=list-item]'),
    count: host.locator('.dl-results__count'),
    box: page.getByRole('combobox', { name: /City, state or postal code|Ort/ }),
    listbox: page.getByRole('listbox', { name: /Place suggestions|Ortsvorschläge/ }),
    locate: page.getByRole('button', { name: /Use my location|Meinen Standort/ }),
    submit: host.getByRole('button', { name: /^(Search|Suchen)$/ }),
    consentTitle: page.getByRole('heading', { name: /cookie consent|Cookie-Zustimmung/ }),
  };
}

/**
 * Axe (the project's tags) over the page except the map's drawing, whose markers are the map
 * work's own subject (checked in its tests): this file is about the form, suggestions and consent.
 */
async function expectAxeClean(page: Page, state: string) {
  const { violations } = await axeBuilder(page)
    .exclude([['mf-dealer-locator', '.dl-map']])
    .analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`,
  );
  expect(summary, `axe violations in state "${state}"`).toEqual([]);
}

/**
 * Records every request to Google's hosts. A request listener, not page.route: the gallery's
 * mock service worker sees the page's requests first, and page.route misses those.
 */
function countGoogleRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/^https?:\/\/([^/]*\.)?(googleapis\.com|gstatic\.com)\//.test(request.url()))
      seen.push(request.url());
  });
  return seen;
}

test('type a place, pick a suggestion with the keyboard, the results follow', async ({ page }) => {
  await openGallery(page, PAGE);
  const dl = ui(page);
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  await tabTo(page, dl.box);
  await page.keyboard.type('Hannover');
  await expect(dl.box).toHaveAttribute('aria-expanded', 'true');
  await expect(dl.listbox.getByRole('option').first()).toContainText('Hannover');
  await page.keyboard.press('ArrowDown');
  const first = dl.listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(dl.box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expectAxeClean(page, 'suggestions open, first active');
  await page.keyboard.press('Enter');
  await expect(dl.box).toHaveValue(/Hannover/);
  await expect(dl.box).toHaveAttribute('aria-expanded', 'false');
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  // The nearest dealers are German now (distances from Hannover).
  await expect(dl.cards.first()).toContainText(/Germany|Deutschland|\d+\.\d mi away/);
  await expectAxeClean(page, 'results for a picked place');
});

test('Escape closes the suggestions and keeps the text', async ({ page }) => {
  await openGallery(page, PAGE);
  const dl = ui(page);
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  await tabTo(page, dl.box);
  await page.keyboard.type('Ames');
  await expect(dl.box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(dl.box).toHaveAttribute('aria-expanded', 'false');
  await expect(dl.box).toHaveValue('Ames');
});

test('geolocation denied: logged, buttons back, nothing breaks', async ({
  page,
  context,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/User denied Geolocation|Geolocation API error|permission/i);
  await context.clearPermissions();
  await openGallery(page, PAGE);
  const dl = ui(page);
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  const before = await dl.count.textContent();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await tabTo(page, dl.locate);
  await page.keyboard.press('Enter');
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  await expect(dl.locate).not.toHaveAttribute('aria-disabled');
  await expect(dl.submit).not.toHaveAttribute('aria-disabled');
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  await expect(dl.count).toHaveText(before!);
  await expectAxeClean(page, 'after a denied location');
});

test('geolocation granted: the box gets the address and the search uses it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 42.0308, longitude: -93.6319 });
  await openGallery(page, PAGE);
  const dl = ui(page);
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  await dl.locate.click();
  await expect(dl.box).toHaveValue(/Ames/);
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  await expect(dl.cards.first()).toContainText(/\d+\.\d mi away/);
});

test('consent declined, then granted: the panel, then the results, without a reload', async ({
  page,
}) => {
  await openGallery(page, `${PAGE}?consent=declined`);
  const dl = ui(page);
  await expect(dl.consentTitle).toBeVisible();
  await expect(dl.cards).toHaveCount(0);
  await expect(page.locator('mf-dealer-locator [part=map]')).toHaveCount(0);
  await expectAxeClean(page, 'no consent');
  await page.getByRole('button', { name: 'Change cookie preferences' }).click();
  await page
    .getByRole('dialog', { name: /Cookie preferences/ })
    .getByRole('button', { name: 'Accept all cookies' })
    .click();
  await expect(dl.consentTitle).toHaveCount(0);
  await expect(dl.base).toHaveAttribute('data-state', 'results');
  await expect(dl.cards.first()).toBeVisible();
  await expectAxeClean(page, 'consent granted later');
});

test('German labels of the consent panel and the location button', async ({ page }) => {
  await openGallery(page, `${PAGE}?consent=declined&lang=de`);
  await expect(page.getByRole('button', { name: 'Cookie-Einstellungen ändern' })).toBeVisible();
  await expectAxeClean(page, 'no consent, German');
});

test('zero requests to Google before consent, with the real loader configured', async ({
  page,
  allowConsoleErrors,
}) => {
  // ?key= skips the offline stand-in: the real js-api-loader would fetch maps.googleapis.com.
  allowConsoleErrors(/Failed to load resource|Google Maps|maps|ERR_FAILED/i);
  const google = countGoogleRequests(page);
  await openGallery(page, `${PAGE}?consent=declined&key=test-key`);
  const dl = ui(page);
  await expect(dl.consentTitle).toBeVisible();
  await dl.box.fill('Ames');
  await dl.submit.click();
  // The moment has passed: a page timer of the suggestion debounce's length, set after the
  // typing, runs after the element's own debounce and first-search timers would have (timers
  // of equal or shorter delay set earlier fire first). Every path to Google starts by
  // configuring the maps seam synchronously (a submit at once, suggestions when the debounce
  // fires, the map when it mounts), so a seam still unconfigured proves none started.
  const configured = await page.evaluate(
    (delay) =>
      new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(Symbol.for('mf.maps.configuration') in globalThis), delay),
      ),
    Math.max(SUGGESTION_DEBOUNCE_MS, FIRST_SEARCH_DELAY_MS),
  );
  expect(configured).toBe(false);
  expect(google).toEqual([]);
  // The counter works: once consent is given, the loader asks Google (blocked here).
  await page.getByRole('button', { name: 'Change cookie preferences' }).click();
  await page
    .getByRole('dialog', { name: /Cookie preferences/ })
    .getByRole('button', { name: 'Accept all cookies' })
    .click();
  await expect.poll(() => google.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => Symbol.for('mf.maps.configuration') in globalThis)).toBe(true);
});
