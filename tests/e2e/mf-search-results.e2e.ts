/**
 * <mf-search-results> on its gallery page (a page script plays the CMS): an address without q is
 * replaced by one with an empty q (Back does not loop); a keyboard-only journey from the search
 * field through the source filter and the pager, with focus and the announced count after each
 * change; German; axe on every state at mobile and desktop widths.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, focused, openGallery, test, tabTo } from './fixtures';

const PAGE = '/mf-search-results.html';

function results(page: Page) {
  const host = page.locator('mf-search-results');
  return {
    base: host.locator('[part~=base]'),
    heading: host.locator('[data-results-heading]'),
    items: host.locator('ol.demo-results > li'),
    source: host.getByRole('combobox', { name: /^(Source|Quelle)$/ }),
    apply: host.getByRole('button', { name: /^(Show results|Ergebnisse anzeigen)$/ }),
    pager: host.getByRole('navigation', { name: /^(Result pages|Ergebnisseiten)$/ }),
    status: host.getByRole('status'),
  };
}
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

test('no q: the page is loaded again with an empty q, replacing the entry', async ({ page }) => {
  await openGallery(page, '/mf-site-search.html');
  await page.goto(`${PAGE}?sourceName=news`);
  await page.waitForURL(/[?&]q=/);
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  expect(params(page)).toEqual({ sourceName: 'news', q: '' });
  await expect(results(page).heading).toHaveText('No results for “”');
  await page.goBack();
  await page.waitForURL(/mf-site-search\.html$/);
});

for (const width of [1280, 375]) {
  test(`keyboard journey at ${width} px: search, source filter, pager`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openGallery(page, `${PAGE}?q=tractor`);
    const ui = results(page);
    await expect(ui.heading).toHaveText('15 results for “tractor”');
    await expect(ui.items).toHaveCount(10);
    await expect(ui.pager).toBeVisible();
    await expect(page.locator('[data-pager]')).toBeHidden();
    await expectAxeClean(page, `${width}: page 1`);

    // The pager: Next, then focus on the results heading of the new page, the count announced.
    const next = ui.pager.getByRole('button', { name: /Next/ });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.waitForURL(/start=10/);
    expect(params(page)).toEqual({ q: 'tractor', start: '10' });
    await expect(ui.items).toHaveCount(5);
    await expect(ui.heading).toBeFocused();
    await expect(ui.status).toHaveText('15 results. Page 2 of 2');
    await expectAxeClean(page, `${width}: page 2`);

    // The source filter: News by keyboard, applied with the button; back to the first page.
    await tabTo(page, ui.source, { back: true });
    await page.keyboard.press('ArrowDown');
    await expect(ui.source).toHaveAttribute('aria-expanded', 'true');
    await expectAxeClean(page, `${width}: source list open`);
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await expect(ui.source).toHaveText(/News/);
    await page.keyboard.press('Tab');
    expect(await focused(ui.apply)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/sourceName=news/);
    expect(params(page)).toEqual({ q: 'tractor', sourceName: 'news' });
    await expect(ui.heading).toHaveText('5 results for “tractor”');
    expect(await focused(ui.source)).toBe(true);
    await expect(ui.status).toHaveText('5 results');
    await expect(ui.pager).toHaveCount(0);
    await expectAxeClean(page, `${width}: news`);
  });
}

test('from the search field to the results; German; empty', async ({ page }) => {
  await openGallery(page, `${PAGE}?q=`);
  const field = page.locator('mf-site-search').getByRole('combobox', { name: 'Search' });
  await tabTo(page, field);
  await page.keyboard.type('baler');
  await expect(page.locator('mf-site-search').getByRole('option')).toHaveCount(3);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/q=baler/);
  const ui = results(page);
  await expect(ui.heading).toHaveText('6 results for “baler”');
  await expect(ui.items).toHaveCount(6);

  await openGallery(page, `${PAGE}?q=baler&lang=de`);
  await expect(ui.heading).toHaveText('6 Ergebnisse für „baler“');
  await expect(ui.source).toHaveText(/Alle Quellen/);
  await expectAxeClean(page, 'German');
  await openGallery(page, `${PAGE}?q=tractor&scenario=empty`);
  await expect(ui.base).toHaveAttribute('data-state', 'no-results');
  await expectAxeClean(page, 'empty');
});
