/**
 * The site chrome end to end: <mf-site-header>, <mf-site-footer> and
 * <mf-market-selector> on their gallery pages and on the sample site (with the home page's
 * offers carousel asking for an offer). Axe on every state at
 * mobile and desktop widths; a keyboard-only journey through the market selector, the header's
 * menus and the footer; the dealer hint following a dealer chosen on the site's locator page;
 * the upgrade's layout shift (CLS, 0 expected) and long tasks, and the work of opening a menu
 * (reported, not asserted).
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, focused, openGallery, tabTo, test } from './fixtures';
import { englishResidue, residuePatterns } from './markets';

const WIDTHS = { mobile: 390, desktop: 1280 } as const;
const DISMISSED = () => sessionStorage.setItem('mf-market-selector-dismissed', 'true');

const header = (page: Page) => page.locator('mf-site-header');
const footer = (page: Page) => page.locator('mf-site-footer');
const dialog = (page: Page) => page.locator('mf-market-selector').getByRole('dialog');

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`header gallery page at ${name} width: axe with the menus closed and open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, '/mf-site-header.html');
    await expect(header(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
    await expectAxeClean(page, `header ${name}`);
    if (name === 'mobile') {
      const menu = header(page).getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expectAxeClean(page, 'mobile menu open');
    }
    const products = header(page).getByRole('button', { name: 'Products: more links' });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByRole('link', { name: 'MF 5S' })).toBeVisible();
    await expectAxeClean(page, `product menu open ${name}`);
    // The open panels lie over the page: Escape closes the sub-menu, then (mobile) the menu.
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Store a preferred dealer' }).click();
    // On mobile the hint is inside the closed menu panel: there, but hidden.
    await expect(
      header(page).getByRole('link', {
        name: 'Green Acres Machinery',
        exact: true,
        includeHidden: true,
      }),
    ).toBeAttached();
    await expectAxeClean(page, `dealer hint ${name}`);
  });

  test(`footer gallery page at ${name} width: axe, columns`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, '/mf-site-footer.html');
    await expect(footer(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
    await expectAxeClean(page, `footer ${name}`);
    const column = footer(page).getByRole('button', { name: 'Products' });
    if (name === 'mobile') {
      await column.click();
      await expect(column).toHaveAttribute('aria-expanded', 'true');
      await expect(footer(page).getByRole('link', { name: 'Tractors' })).toBeVisible();
      await expectAxeClean(page, 'footer column open');
    } else {
      await expect(column).toHaveCount(0);
      await expect(footer(page).getByRole('heading', { name: 'Products' })).toBeVisible();
    }
    await footer(page)
      .getByRole('button', { name: /^Change market and language/ })
      .click();
    await expect(page.locator('#event-log li').first()).toHaveText(
      'mf-show-market-selector: {"source":"footer"}',
    );
  });

  test(`market selector gallery page at ${name} width: axe in every §4 state`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, '/mf-market-selector.html');
    await expect(dialog(page)).toBeVisible();
    await expectAxeClean(page, 'nothing chosen');
    const selects = dialog(page).getByRole('combobox');
    await selects.nth(0).selectOption({ label: 'Europe' });
    await expectAxeClean(page, 'region chosen');
    await selects.nth(1).selectOption({ label: 'Schweiz / Suisse / Svizzera' });
    await expect(dialog(page).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAxeClean(page, 'market with three languages');
    await selects.nth(2).selectOption({ label: 'Italiano' });
    await expect(dialog(page).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      './site-home.html?market=ch-it',
    );
    await expectAxeClean(page, 'language chosen');
  });

  // The home page with its market selector dismissed. The product and dealer pages show no
  // selector on load, so their whole-page sweep at both widths is tests/e2e/gallery.e2e.ts's
  // (one sweep per page state); the home page's sweep there has the selector open on load.
  test(`site-home at ${name} width: axe on the whole page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(DISMISSED);
    await openGallery(page, '/site-home.html');
    await expect(header(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
    await expect(footer(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
    await expectAxeClean(page, `site-home ${name}`);
  });
}

// The home page's offers carousel: each card shows the price and expiry and asks for the offer
// as the grid's detail does (tests/e2e/mf-offers-grid.e2e.ts): the form modal's frame carries
// the offer's title.
test('<mf-offers-carousel> on the home page: price, expiry, and the request reaches the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(DISMISSED);
  await openGallery(page, '/site-home.html');
  const card = page
    .locator('mf-offers-carousel article')
    .filter({ has: page.getByRole('heading', { name: '0% finance on the MF 5S' }) });
  // The UK market: pounds, en-GB dates.
  await expect(card.locator('[part~=price]')).toHaveText('Price: £119,900.00');
  await expect(card.locator('[part~=expiry]')).toHaveText('Valid until 31 December 2030');
  const request = card.getByRole('link', { name: 'Request this offer' });
  await request.click();
  await expect(page).toHaveURL(/#modal-offer$/);
  const dialog = page.getByRole('dialog', { name: 'Ask about an offer' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ask about offer MF 5S.105' }).click();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /offer_title=/);
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.searchParams.get('offer_title')).toBe('0% finance on the MF 5S');
  expect(src.searchParams.get('RequestType')).toBe('offer');
});

test('the home page shows the market selector on load once per session; the editor never', async ({
  page,
}) => {
  await openGallery(page, '/site-home.html');
  await expect(dialog(page)).toBeVisible();
  await expectAxeClean(page, 'market selector on load');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  await expect(header(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
  await expect(dialog(page)).toHaveCount(0);
  await openGallery(page, '/mf-market-selector.html?editor');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Open the market selector' }).click();
  await expect(page.locator('mf-market-selector [part=base]')).toHaveAttribute(
    'data-state',
    'closed',
  );
});

test('keyboard only on the home page: market selector, header menus, footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openGallery(page, '/site-home.html');
  // The selector is open on load with focus in it: region, market (one language: chosen), then
  // Escape dismisses it.
  await expect(dialog(page)).toBeVisible();
  const region = dialog(page).getByRole('combobox', { name: 'Region' });
  await tabTo(page, region);
  await page.keyboard.press('ArrowDown');
  await expect(region).toHaveValue('0');
  const market = dialog(page).getByRole('combobox', { name: 'Market' });
  await tabTo(page, market);
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('combobox', { name: 'Language' })).toHaveValue('0');
  await expect(dialog(page).getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    './site-home.html?market=uk',
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  // Header: the product menu's button with Enter, into the panel, Escape back to the button.
  const products = header(page).getByRole('button', { name: 'Products: more links' });
  await tabTo(page, products);
  await page.keyboard.press('Enter');
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect(await focused(header(page).getByRole('link', { name: 'Tractors' }))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  expect(await focused(products)).toBe(true);
  // Space opens the next sub-menu; Tab past its last link closes it (focus left the menu).
  const ownership = header(page).getByRole('button', { name: 'Ownership: more links' });
  await tabTo(page, ownership);
  await page.keyboard.press('Space');
  await expect(ownership).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page).getByRole('link', { name: 'Finance' })).toBeVisible();

  // Footer: its market button opens the selector; Escape returns focus to it.
  const marketButton = footer(page).getByRole('button', { name: /^Change market and language/ });
  await tabTo(page, marketButton);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await focused(marketButton)).toBe(true);
});

test('mobile keyboard only: the menu button, a sub-menu, Escape twice', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(DISMISSED);
  await openGallery(page, '/site-product.html');
  const menu = header(page).getByRole('button', { name: 'Menu' });
  await tabTo(page, menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const products = header(page).getByRole('button', { name: 'Products: more links' });
  await tabTo(page, products);
  await page.keyboard.press('Enter');
  await expect(header(page).getByRole('link', { name: 'MF 5S' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(await focused(menu)).toBe(true);
});

test('the dealer hint follows the dealer chosen on the site’s locator page, on every page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(DISMISSED);
  await openGallery(page, '/site-dealers.html');
  await expect(header(page).getByRole('link', { name: 'Find a dealer' })).toBeVisible();
  const locator = page.locator('mf-dealer-locator');
  await expect(locator.locator('[part=base]')).toHaveAttribute('data-state', 'results');
  await locator
    .locator('[part~=list-item]')
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .click();
  const preferred = locator.locator('[part=detail] [part=preferred-dealer]');
  await preferred.click();
  await expect(preferred).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('mf-preferreddealer')!) as { dealer_name: string },
  );
  // Same page, at once.
  await expect(
    header(page).getByRole('link', { name: stored.dealer_name, exact: true }),
  ).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Find a dealer' })).toHaveCount(0);
  // Another page of the site.
  await page.goto('/site-product.html');
  await expect(
    header(page).getByRole('link', { name: stored.dealer_name, exact: true }),
  ).toBeVisible();
  // Another tab clears it: this one follows (storage event).
  const other = await page.context().newPage();
  await other.goto('/site-product.html');
  await other.evaluate(() => localStorage.removeItem('mf-preferreddealer'));
  await expect(header(page).getByRole('link', { name: 'Find a dealer' })).toBeVisible();
  await other.close();
});

test('the global English home link forgets the market the selector stored', async ({ page }) => {
  await openGallery(page, '/mf-market-selector.html');
  const selects = dialog(page).getByRole('combobox');
  await selects.nth(0).selectOption({ label: 'North America' });
  await selects.nth(1).selectOption({ label: 'Canada' });
  await selects.nth(2).selectOption({ label: 'Français' });
  await dialog(page).getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL(/site-home\.html\?market=ca-fr/);
  const cookies = await page.context().cookies();
  const market = cookies.find((cookie) => cookie.name === 'mf-market')!;
  expect(decodeURIComponent(market.value)).toMatch(/\/site-home\.html\?market=ca-fr&lang=fr$/);
  // Chromium caps the 9999 expiry at 400 days (docs/specs/browser-notes.md).
  expect(market.expires * 1000).toBeGreaterThan(Date.now() + 390 * 24 * 3600 * 1000);
  await expect(footer(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
  await footer(page).getByRole('link', { name: 'Global site (English)' }).click();
  await page.waitForURL(/market=global/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'mf-market')).toBe(
    false,
  );
});

/** Layout shift and long tasks from the header's definition (its upgrade) to two frames after. */
function upgradeFigures(page: Page): Promise<{ cls: number; longTasks: number[] }> {
  return page.evaluate(
    () =>
      new Promise<{ cls: number; longTasks: number[] }>((resolve) => {
        const definedAt = (window as unknown as { mfDefinedAt: number }).mfDefinedAt;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput && entry.startTime >= definedAt) cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        const longTasks = (
          (window as unknown as { mfLongTasks: PerformanceEntry[] }).mfLongTasks ?? []
        )
          .filter((task) => task.startTime + task.duration >= definedAt - 50)
          .map((task) => Math.round(task.duration));
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ cls, longTasks })));
      }),
  );
}

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`site-home at ${name} width: the upgrade moves nothing (CLS) and its long tasks`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(DISMISSED);
    await page.addInitScript(() => {
      const tasks: PerformanceEntry[] = [];
      (window as unknown as { mfLongTasks: PerformanceEntry[] }).mfLongTasks = tasks;
      new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({
        type: 'longtask',
        buffered: true,
      });
      void customElements.whenDefined('mf-site-header').then(() => {
        (window as unknown as { mfDefinedAt: number }).mfDefinedAt = performance.now();
      });
    });
    await openGallery(page, '/site-home.html');
    await expect(header(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
    const { cls, longTasks } = await upgradeFigures(page);
    const report = `site-home ${name}: CLS after the upgrade ${cls}; long tasks around it ${JSON.stringify(longTasks)} ms`;
    test.info().annotations.push({ type: 'upgrade', description: report });
    console.log(report);
    expect(cls).toBe(0);
  });
}

test('opening a menu: the work of one click (reported)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(DISMISSED);
  await openGallery(page, '/site-home.html');
  await expect(header(page).locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
  const times = await header(page).evaluate(async (host) => {
    const button = host.shadowRoot!.querySelector<HTMLButtonElement>(
      '[aria-label="Products: more links"]',
    )!;
    const runs: number[] = [];
    // From the click to the panel shown in the DOM (React commits a discrete event's update
    // before the next task), then a frame to settle.
    const opened = () =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (button.getAttribute('aria-expanded') !== 'true') return;
          observer.disconnect();
          resolve();
        });
        observer.observe(button, { attributes: true });
      });
    for (let i = 0; i < 10; i += 1) {
      const started = performance.now();
      const shown = opened();
      button.click();
      await shown;
      runs.push(performance.now() - started);
      button.click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return runs.sort((a, b) => a - b);
  });
  const median = times[Math.floor(times.length / 2)]!;
  const report = `product menu open: ${median.toFixed(1)} ms of work (median of 10; max ${times.at(-1)!.toFixed(1)})`;
  test.info().annotations.push({ type: 'menu', description: report });
  console.log(report);
});

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`site-dealers at ${name} width: the dealers page moves nothing while the locator upgrades and its first dealers arrive`, async ({
    page,
  }) => {
    // The locator is followed by the share buttons, the QA aside and the footer, all in view
    // before the first dealers arrive: a locator without its page stylesheet's room pushed them
    // down (0.47 at 390 px, 0.52 at 1280). What remains (0.005 at 1280 px) is inside the
    // locator, a row of its filter bar settling; the limit holds the page's part at nothing.
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(DISMISSED);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { mfShifts: number[] }).mfShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openGallery(page, '/site-dealers.html');
    await page.locator('mf-dealer-locator [part~="item"]').first().waitFor();
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(
                (window as unknown as { mfShifts: number[] }).mfShifts.reduce((a, b) => a + b, 0),
              ),
            ),
          ),
        ),
    );
    console.log(`site-dealers at ${width} px: CLS ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.01);
  });
}

test('the sample site follows the market: France, then Saudi Arabia, chosen in the selector; every page and element speaks it (docs/markets.md)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openGallery(page, '/site-home.html');
  const choose = async (
    labels: { region: string; market: string; language: string; go: string },
    choice: string[],
  ) => {
    await dialog(page)
      .getByRole('combobox', { name: labels.region })
      .selectOption({ label: choice[0]! });
    await dialog(page)
      .getByRole('combobox', { name: labels.market })
      .selectOption({ label: choice[1]! });
    await expect(dialog(page).getByRole('combobox', { name: labels.language })).toHaveValue('0');
    await dialog(page).getByRole('link', { name: labels.go }).click();
  };
  await expect(dialog(page)).toBeVisible();
  await choose({ region: 'Region', market: 'Market', language: 'Language', go: 'Continue' }, [
    'Europe',
    'France',
  ]);
  await page.waitForURL(/site-home\.html\?market=fr&lang=fr$/);
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  expect(
    await englishResidue(page, residuePatterns('fr')),
    'English on the French home page',
  ).toEqual([]);
  // Another page of the site, without a market in its address: the chosen one (its cookie).
  await openGallery(page, '/site-dealers.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  const locator = page.locator('mf-dealer-locator');
  await expect(locator.getByRole('heading', { name: 'Trouver un concessionnaire' })).toBeVisible();
  // Its first dealers (their cards in French too), and the page's height settled: the footer
  // below moves down by thousands of pixels when they come, and a press on its button while it
  // moves would land on whatever took its place.
  await expect(locator.locator('[part=base]')).toHaveAttribute('data-state', 'results');
  await expect(locator.locator('[part=list]')).not.toHaveAttribute('aria-busy');
  expect(
    await englishResidue(page, residuePatterns('fr')),
    'English on the French dealer page',
  ).toEqual([]);

  // The footer's button opens the selector again, in French; Saudi Arabia in Arabic, right to left.
  await footer(page)
    .getByRole('button', { name: /^Changer de marché et de langue/ })
    .click();
  await choose({ region: 'Région', market: 'Marché', language: 'Langue', go: 'Continuer' }, [
    'Middle East',
    'المملكة العربية السعودية',
  ]);
  await page.waitForURL(/site-home\.html\?market=sa&lang=ar$/);
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(
    await englishResidue(page, residuePatterns('ar')),
    'English on the Arabic home page',
  ).toEqual([]);
  await expectAxeClean(page, 'the Arabic home page');
});
