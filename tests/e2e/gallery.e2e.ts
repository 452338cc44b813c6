import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, GALLERY_START, openGallery, test } from './fixtures';

const elementPages = readdirSync('demo').filter((name) => /^mf-[a-z-]+\.html$/.test(name));

test('the gallery index links to every element page and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'QA gallery' })).toBeVisible();
  for (const file of elementPages) {
    const tag = file.replace(/\.html$/, '');
    await expect(page.getByRole('link', { name: `<${tag}>` })).toHaveAttribute('href', `./${file}`);
  }
  await expectAxeClean(page, 'index');
});

for (const file of elementPages) {
  test(`${file}: reachable from the index by keyboard, boots its mocks and element without errors; its scenario and language switches are links QA can follow`, async ({
    page,
  }) => {
    const tag = file.replace(/\.html$/, '');
    await page.goto('/');
    const link = page.getByRole('link', { name: `<${tag}>` });
    await link.focus();
    await page.keyboard.press('Enter');
    // A page that loads itself again (GALLERY_START) is followed to where it settles.
    await page.waitForURL(GALLERY_START[file] ? new RegExp(`${file}\\?q=$`) : `**/${file}`);
    await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
    await expect(page.locator(tag).first()).toBeAttached();
    expect(
      await page
        .locator(tag)
        .first()
        .evaluate((el) => !!el.shadowRoot),
    ).toBe(true);

    // The switches, on the page as QA opens it (a page that loads itself again: at its start).
    if (GALLERY_START[file]) await openGallery(page, `/${file}${GALLERY_START[file]}`);
    const scenarios = page.getByRole('navigation', { name: 'Scenario' });
    for (const name of ['default', 'empty', 'error', 'slow'])
      await expect(scenarios.getByRole('link', { name })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'DE' }),
    ).toHaveAttribute(
      'href',
      new RegExp(
        `${file}\\?${GALLERY_START[file] ? `${GALLERY_START[file].slice(1)}&` : ''}lang=de$`,
      ),
    );
  });
}

/**
 * Every page of the gallery, whole (its own links, notes, QA controls and the
 * elements), passes axe (WCAG 2.2 AA, target-size included) at a phone width and a desktop width,
 * once its elements have settled. Axe on the element alone missed the form-modal page's list of
 * opening links (2.5.8 target size).
 */
const allPages = readdirSync('demo').filter((name) => name.endsWith('.html'));
const WIDTHS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/** Waits for the page's own ready marker, then until no element is still loading. */
async function settle(page: Page, file: string): Promise<void> {
  const source = readFileSync(`demo/${file}`, 'utf8');
  if (source.includes('gallery.js'))
    await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  else if (source.includes('dealer-site-embed-mocks'))
    await page.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('mf-') && element.shadowRoot)
      .every((element) => {
        const base = element.shadowRoot!.querySelector<HTMLElement>('[part~=base]');
        // A closed modal (the dealer locator in modal mode) renders no base until it opens.
        return !base || !['loading', 'pending'].includes(base.dataset.state ?? '');
      }),
  );
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } });
    for (const file of allPages) {
      test(`${file}: the whole page passes axe`, async ({ page, allowConsoleErrors }) => {
        // The frame pages and the redirect landing page are opened bare here, without the
        // parameters or the parent they expect; what they log about that is not under test.
        allowConsoleErrors(/./);
        await page.goto(`/${file}`);
        await settle(page, file);
        await expectAxeClean(page, `${file} at ${width} px`);
      });
    }
  });
}
