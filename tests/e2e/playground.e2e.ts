/**
 * The playground of the API pages (scripts/api-playground.ts, demo/src/playground.ts): a control
 * changes the live element at once, the HTML to copy follows and passes mf-check
 * (docs/mf-check.md), a JSON field refuses what is not JSON, and booting the playground shifts
 * nothing on the page. One element per kind of control: a number, a string, a JSON attribute.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkTemplates } from '../../packages/check/src/check';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

/** Opens an API page with a layout-shift count from the first paint, until the playground runs. */
async function openPlayground(page: Page, tag: string): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { mfShifts: typeof shifts }).mfShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openGallery(page, `/api/${tag}.html`);
  await expect(page.locator('section[data-playground]')).toHaveAttribute(
    'data-playground-ready',
    'true',
  );
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { mfShifts: { total: number } }).mfShifts.total);

/** The snippet's text, checked by mf-check as a template file: its problems. */
async function snippetProblems(page: Page): Promise<string[]> {
  const html = await page.locator('#playground-code').textContent();
  const dir = mkdtempSync(join(tmpdir(), 'mf-playground-'));
  try {
    const file = join(dir, 'snippet.html');
    writeFileSync(file, html ?? '');
    const problems = await checkTemplates([file], { manifest: 'custom-elements.json' });
    return problems.map((p) => `${p.line}:${p.column} ${p.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const code = (page: Page) => page.locator('#playground-code');

test('<mf-events-overview> playground: a number control pages the live list anew, the HTML follows', async ({
  page,
}) => {
  await openPlayground(page, 'mf-events-overview');
  const stage = page.getByRole('region', { name: 'Live <mf-events-overview>' });
  const pages = stage.getByRole('navigation', { name: 'Events pages' });
  await expect(pages.getByRole('button', { name: 'Page 10' })).toBeVisible();
  expect(await layoutShift(page), 'layout shift from the load to the playground').toBeLessThan(
    0.001,
  );

  // By keyboard: 46 events, 10 a page, are 5 pages.
  const perPage = page.getByRole('spinbutton', { name: 'per-page' });
  await expect(perPage).toHaveAccessibleDescription(/Events per page/);
  await perPage.focus();
  await page.keyboard.type('10');
  await expect(pages.getByRole('button', { name: 'Page 5' })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Page 10' })).toHaveCount(0);
  await expect(code(page)).toContainText('per-page="10"');
  expect(await snippetProblems(page)).toEqual([]);

  // Emptied: the attribute goes, and the element falls back to 5 a page.
  await perPage.fill('');
  await expect(pages.getByRole('button', { name: 'Page 10' })).toBeVisible();
  await expect(code(page)).not.toContainText('per-page');
});

test('<mf-site-search> playground: a text control changes where the live search goes, the HTML follows', async ({
  page,
}) => {
  await openPlayground(page, 'mf-site-search');
  expect(await layoutShift(page), 'layout shift from the load to the playground').toBeLessThan(
    0.001,
  );
  const action = page.getByRole('textbox', { name: 'action', exact: true });
  await action.fill('../mf-events-overview.html');
  await expect(code(page)).toContainText('action="../mf-events-overview.html"');
  expect(await snippetProblems(page)).toEqual([]);

  // The Copy button puts exactly the HTML shown on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy the HTML' }).click();
  await expect(page.locator('#playground-copied')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await code(page).textContent(),
  );

  const field = page.getByRole('region', { name: 'Live <mf-site-search>' }).getByRole('combobox');
  await field.fill('tractor');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/mf-events-overview\.html\?q=tractor$/);
});

test('<mf-social-share> playground: a JSON control relabels the live element, and text that is not JSON is refused', async ({
  page,
}) => {
  await openPlayground(page, 'mf-social-share');
  expect(await layoutShift(page), 'layout shift from the load to the playground').toBeLessThan(
    0.001,
  );
  const stage = page.getByRole('region', { name: 'Live <mf-social-share>' });
  await expect(stage.getByRole('group', { name: 'Share this page' })).toBeVisible();

  const labels = page.getByRole('textbox', { name: 'labels' });
  await labels.fill('{"share":"Share this tractor"}');
  await expect(stage.getByRole('group', { name: 'Share this tractor' })).toBeVisible();
  await expect(code(page)).toContainText(`labels='{"share":"Share this tractor"}'`);
  expect(await snippetProblems(page)).toEqual([]);

  // Not JSON: said next to the field, not applied; the element and the HTML keep the last value.
  await labels.fill('{"share": "Share this combine"');
  await expect(labels).toHaveAttribute('aria-invalid', 'true');
  await expect(labels).toHaveAccessibleDescription(/Not JSON/);
  await expect(page.getByText(/Not JSON.*Not applied/)).toBeVisible();
  await expect(stage.getByRole('group', { name: 'Share this tractor' })).toBeVisible();
  await expect(code(page)).toContainText('Share this tractor');
  await expectAxeClean(page, 'api/mf-social-share.html with a refused JSON value');

  // Mended: applied, the message gone.
  await labels.fill('{"share":"Share this combine"}');
  await expect(stage.getByRole('group', { name: 'Share this combine' })).toBeVisible();
  await expect(labels).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(/Not applied/)).toHaveCount(0);
});

test('a playground in the right-to-left gallery still runs', async ({ page }) => {
  await openGallery(page, '/api/mf-social-share.html?dir=rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('section[data-playground]')).toHaveAttribute(
    'data-playground-ready',
    'true',
  );
  const networks = page.getByRole('textbox', { name: 'networks' });
  await networks.fill('email');
  await expect(
    page.getByRole('region', { name: 'Live <mf-social-share>' }).getByRole('link'),
  ).toHaveCount(1);
});

test('<mf-modal> playground: the stage opens the dialog as a page does, and a control renames the open dialog', async ({
  page,
}) => {
  await openPlayground(page, 'mf-modal');
  const stage = page.getByRole('region', { name: 'Live <mf-modal>' });
  const opener = stage.getByRole('link', { name: 'Open the modal' });
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.getByRole('textbox', { name: 'label', exact: true }).fill('Monthly news');
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Monthly news' })).toBeVisible();
  await expect(code(page)).toContainText('label="Monthly news"');
  expect(await snippetProblems(page)).toEqual([]);
});
