/**
 * <mf-news-archive> on its gallery page, used as a person would with the keyboard only: the
 * category listbox, typing a date, the calendar dialog, paging; every scenario (default, empty,
 * error, slow) and German, with axe on each state.
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, openGallery, test, tabTo } from './fixtures';

const PAGE = '/mf-news-archive.html';

function news(page: Page) {
  const host = page.locator('mf-news-archive');
  return {
    base: host.locator('[part=base]'),
    heading: host.locator('[part=heading]'),
    noResults: host.locator('[part=no-results]'),
    items: host.locator('[part~=list-item]'),
    months: host.locator('[part=month-heading]'),
    category: page.getByRole('combobox', { name: /^(Category|Kategorie)$/ }),
    from: page.getByRole('textbox', { name: /^(From|Von)$/ }),
    to: page.getByRole('textbox', { name: /^(To|Bis)$/ }),
    pages: page.getByRole('navigation', { name: /News pages|Seiten der Nachrichten/ }),
    status: host.getByRole('status'),
  };
}

test('keyboard journey: category, typed from date, calendar to date, paging', async ({ page }) => {
  await openGallery(page, PAGE);
  const ui = news(page);
  await expect(page.getByRole('heading', { level: 1, name: 'News archive' })).toBeVisible();
  await expect(ui.base).toHaveAttribute('data-state', 'has-results');
  await expect(ui.heading).toHaveText(/150 news articles\s*·\s*Page 1 of 15/);
  await expect(ui.items).toHaveCount(10);
  await expect(ui.months.first()).toHaveText('November 2026');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectAxeClean(page, 'default');

  // Category: the listbox by keyboard, type-ahead to Products.
  await tabTo(page, ui.category);
  await page.keyboard.press('ArrowDown');
  await expect(ui.category).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page, 'category listbox open');
  await page.keyboard.press('p');
  await page.keyboard.press('Enter');
  await expect(ui.category).toHaveText('Products');
  await expect(ui.heading).toHaveText(/^\d+ news articles/);
  // The one focus rule (WCAG 3.2.2): focus stays on the control used, the count is announced.
  await expect(ui.status).toHaveText(/^\d+ news articles/);
  await expect(ui.category).toBeFocused();
  await expectAxeClean(page, 'products');

  // From: typed in 'dd M y'.
  await tabTo(page, ui.from);
  await page.keyboard.type('01 Jan 25');
  await page.keyboard.press('Enter');
  await expect(ui.from).toHaveValue('01 Jan 25');
  await expect(ui.base).toHaveAttribute('data-state', 'has-results');

  // To: the calendar dialog. Escape returns focus to its button; then choose a month back.
  const toButton = page.getByRole('button', { name: 'Choose the to date' });
  await tabTo(page, toButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'To date' });
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'calendar open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(ui.to).toHaveValue(/^\d\d [A-Z][a-z]{2} \d\d$/);
  await expect(ui.heading).toHaveText(/Page 1 of \d+/);
  await expect(toButton).toBeFocused();
  await expectAxeClean(page, 'products in a date range');

  // Paging keeps the filters.
  await tabTo(page, ui.pages.getByRole('button', { name: /Next/ }));
  await page.keyboard.press('Enter');
  await expect(ui.heading).toHaveText(/Page 2 of \d+/);
  await expect(ui.heading).toBeFocused();
  await expect(ui.category).toHaveText('Products');
  await expect(ui.from).toHaveValue('01 Jan 25');
  await expectAxeClean(page, 'page 2');
});

test('an unparseable date is cleared and the placeholder returns', async ({ page }) => {
  await openGallery(page, PAGE);
  const ui = news(page);
  await expect(ui.base).toHaveAttribute('data-state', 'has-results');
  await tabTo(page, ui.from);
  await page.keyboard.type('sometime');
  await page.keyboard.press('Enter');
  await expect(ui.from).toHaveValue('');
  await expect(ui.from).toHaveAttribute('placeholder', 'Any date');
  await expect(ui.heading).toHaveText(/150 news articles/);
});

test('empty: the no-result heading, zero results logged (spec §8)', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/mf-news-archive: the news request found no results/);
  await openGallery(page, `${PAGE}?scenario=empty`);
  const ui = news(page);
  await expect(ui.base).toHaveAttribute('data-state', 'no-results');
  await expect(ui.noResults).toHaveText('No news articles match your selection.');
  await expectAxeClean(page, 'empty');
});

test('error: logged, and the no-result heading', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/the news request failed/, /Failed to load resource/);
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await openGallery(page, `${PAGE}?scenario=error`);
  const ui = news(page);
  await expect(ui.base).toHaveAttribute('data-state', 'no-results');
  await expect(ui.noResults).toHaveText('No news articles match your selection.');
  expect(logged.join('\n')).toContain('mf-news-archive: the news request failed');
  await expectAxeClean(page, 'error');
});

test('slow: the loading state, then the results', async ({ page }) => {
  await openGallery(page, `${PAGE}?scenario=slow`);
  const ui = news(page);
  await expect(ui.base).toHaveAttribute('data-state', 'loading');
  await expect(page.getByRole('progressbar', { name: 'Loading news…' })).toBeVisible();
  await expectAxeClean(page, 'loading');
  await expect(ui.base).toHaveAttribute('data-state', 'has-results', { timeout: 10_000 });
});

test('German: labels, month names and the date format in German', async ({ page }) => {
  await openGallery(page, `${PAGE}?lang=de`);
  const ui = news(page);
  await expect(ui.base).toHaveAttribute('data-state', 'has-results');
  await expect(ui.heading).toHaveText(/150 Nachrichten\s*·\s*Seite 1 von 15/);
  await expect(ui.months.first()).toHaveText('November 2026');
  await expect(ui.months.nth(1)).toHaveText('Oktober 2026');
  await tabTo(page, ui.from);
  await page.keyboard.type('05 Mär 26');
  await page.keyboard.press('Enter');
  await expect(ui.from).toHaveValue('05 Mär 26');
  await tabTo(page, page.getByRole('button', { name: 'Bis-Datum auswählen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Bis-Datum' })).toBeVisible();
  await expectAxeClean(page, 'German calendar');
  await page.keyboard.press('Escape');
  await expectAxeClean(page, 'German');
});
