/**
 * <mf-product-selector> and <mf-product-card> on their gallery pages, used as a person would
 * with the keyboard only: filters, the range fields, sort, chips, clear all, quick view, the
 * address round trip (reload, Back); the mobile drawer and the card's modal back; every
 * scenario (default, empty, error, slow) and German, with axe on each state at mobile and
 * desktop widths. Prints (never asserts) how long a filter change takes to an updated grid.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectAxeClean,
  markUpgrade,
  openGallery,
  test,
  tabTo,
  upgradeLayoutShift,
} from './fixtures';

const PAGE = '/mf-product-selector.html';
const CARD_PAGE = '/mf-product-card.html';
const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

function selector(page: Page) {
  const host = page.locator('mf-product-selector');
  return {
    base: host.locator('[part~=base]'),
    heading: host.locator('[part=heading]'),
    noResults: host.locator('[part=no-results]'),
    cards: host.locator('[part~=list-item]'),
    status: host.getByRole('status'),
    chips: host.getByRole('group', { name: /Active filters|Aktive Filter/ }),
    option: (name: RegExp) => host.getByRole('checkbox', { name }),
    section: (name: RegExp) => host.getByRole('button', { name }),
  };
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('keyboard journey: type, power range, sort, chips, quick view, clear all; the address round trip', async ({
    page,
  }) => {
    await openGallery(page, PAGE);
    const ui = selector(page);
    await expect(ui.base).toHaveAttribute('data-state', 'results');
    await expect(ui.heading).toHaveText('132 products');
    await expect(ui.cards).toHaveCount(132);
    await expectAxeClean(page, 'loaded');

    // Type: Compact, with Space on the checkbox; focus stays, the count is announced.
    const compact = ui.option(/^Compact tractors \(22\)/);
    await tabTo(page, compact);
    const started = Date.now();
    await page.keyboard.press('Space');
    await expect(ui.heading).toHaveText('22 products');
    console.log(
      `filter change to an updated grid of 132 cards: ${Date.now() - started} ms (incl. test round trips)`,
    );
    await expect(ui.status).toHaveText('22 products');
    await expect(compact).toBeFocused();
    await expect(page).toHaveURL(/\?f\.product_type=compact$/);

    // Power: open its list (the type list closes: one at a time), type a maximum of 40 hp.
    const power = ui.section(/^Power \(hp\)/);
    await tabTo(page, power);
    await page.keyboard.press('Enter');
    await expect(power).toHaveAttribute('aria-expanded', 'true');
    await expect(ui.section(/^Type/)).toHaveAttribute('aria-expanded', 'false');
    const maximum = page
      .locator('mf-product-selector')
      .getByRole('spinbutton', { name: 'Maximum' })
      .first();
    await tabTo(page, maximum);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('40');
    await expect(
      page.locator('mf-product-selector').getByRole('slider', { name: 'Maximum, Power (hp)' }),
    ).toHaveAttribute('aria-valuetext', '40\u00a0hp');
    await page.keyboard.press('Enter');
    // Kept in kW, with the unit it was set in (packages/products/src/product-selector/README.md).
    await expect(page).toHaveURL(/r\.slider_range_kw=14\.914-29\.828&power=hp/);
    await expect(ui.chips.getByRole('button')).toHaveText([
      'Compact tractors×',
      'Power (hp): 20–40\u00a0hp×',
      'Clear all',
    ]);
    const narrowed = Number((await ui.heading.textContent())!.split(' ')[0]);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(22);
    await expectAxeClean(page, 'compact up to 40 hp');

    // Sort: the select by keyboard.
    const sort = page.locator('mf-product-selector').getByRole('combobox', { name: 'Sort by' });
    await tabTo(page, sort);
    await page.keyboard.press('Enter');
    await expectAxeClean(page, 'sort open');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(sort).toHaveText('Power: high to low');
    await expect(page).toHaveURL(/sort=slider_range%3Adesc/);

    // Quick view turns every card; it unchecks when one card is turned back.
    const quick = ui.option(/^Quick view$/);
    await tabTo(page, quick);
    await page.keyboard.press('Space');
    const flips = page.locator('mf-product-selector').locator('[part~=flip-button]');
    await expect(flips.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.locator('mf-product-selector [part~=flip-button][aria-pressed=false]'),
    ).toHaveCount(0);
    await expectAxeClean(page, 'quick view');
    await tabTo(page, flips.first());
    await page.keyboard.press('Enter');
    await expect(flips.first()).toBeFocused();
    await expect(quick).not.toBeChecked();

    // The address: reload restores it, Back undoes the last change.
    await page.reload();
    await expect(ui.heading).toHaveText(`${narrowed} products`);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(ui.heading).toHaveText(`${narrowed} products`);
    await page.goBack();
    await expect(ui.heading).toHaveText('22 products');

    // A chip removes its filter; clear all removes the rest.
    await page.goForward();
    await tabTo(page, ui.chips.getByRole('button', { name: /Remove filter Power/ }));
    await page.keyboard.press('Enter');
    await expect(ui.heading).toHaveText('22 products');
    await tabTo(page, ui.chips.getByRole('button', { name: 'Clear all' }));
    await page.keyboard.press('Enter');
    await expect(ui.heading).toHaveText('132 products');
    // Every filter gone; the power unit the visitor chose stays (it is no filter).
    await expect(page).toHaveURL(/mf-product-selector\.html\?power=hp$/);
  });

  test('figures (printed, never asserted): quick view and a filter change in Chromium', async ({
    page,
  }) => {
    await openGallery(page, PAGE);
    await expect(selector(page).heading).toHaveText('132 products');
    // A click is a discrete event: React renders and commits before click() returns, so the
    // time around it is the work of the change (layout and paint come after, not counted).
    const work = (css: string) =>
      page.evaluate((target) => {
        const root = document.querySelector('mf-product-selector')!.shadowRoot!;
        const control = root.querySelector<HTMLElement>(target)!;
        const started = performance.now();
        control.click();
        return performance.now() - started;
      }, css);
    const quickView = await work('.selector__quick-view input');
    await expect(
      page.locator('mf-product-selector [part~=flip-button][aria-pressed=false]'),
    ).toHaveCount(0);
    const filter = await work('.filters__options input');
    await expect(selector(page).heading).not.toHaveText('132 products');
    console.log(
      `Chromium, 132 cards: quick view ${quickView.toFixed(1)} ms, filter change ${filter.toFixed(1)} ms of work (frame 16.7 ms)`,
    );
  });

  test('an address that cannot be decoded is logged and ignored', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/URL component decode failure: f\.product_type=%E0%A4%A/);
    await openGallery(page, `${PAGE}?f.product_type=%E0%A4%A&f.transmission=cvt`);
    const ui = selector(page);
    await expect(ui.chips.getByRole('button')).toHaveText(['Continuously variable×', 'Clear all']);
  });

  test('German', async ({ page }) => {
    await openGallery(page, `${PAGE}?lang=de`);
    const ui = selector(page);
    await expect(ui.heading).toHaveText('132 Produkte');
    await expect(ui.section(/^Typ/)).toBeVisible();
    await expect(
      page
        .locator('mf-product-selector')
        .getByText(/\d\.\d{3},\d\d\s€/)
        .first(),
    ).toBeVisible();
    await expectAxeClean(page, 'German');
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`scenarios at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('empty: logged, the empty state', async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/the product cards data is empty/);
      await openGallery(page, `${PAGE}?scenario=empty`);
      const ui = selector(page);
      await expect(ui.base).toHaveAttribute('data-state', 'empty');
      await expect(ui.noResults).toHaveText('No products match your selection.');
      await expectAxeClean(page, 'empty');
    });

    test('error: logged only, the empty state', async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/request failed: Internal Server Error/, /Failed to load resource/);
      await openGallery(page, `${PAGE}?scenario=error`);
      const ui = selector(page);
      await expect(ui.base).toHaveAttribute('data-state', 'empty');
      await expect(ui.noResults).toBeVisible();
      await expectAxeClean(page, 'error');
    });

    test('slow: a spinner that ends', async ({ page }) => {
      await openGallery(page, `${PAGE}?scenario=slow`);
      const ui = selector(page);
      await expect(ui.base).toHaveAttribute('data-state', 'loading');
      await expectAxeClean(page, 'loading');
      await expect(ui.base).toHaveAttribute('data-state', 'results', { timeout: 15_000 });
    });
  });
}

test.describe('mobile', () => {
  test.use({ viewport: MOBILE });

  test('the filter drawer and the card modal, by keyboard', async ({ page }) => {
    await openGallery(page, PAGE);
    const ui = selector(page);
    await expect(ui.heading).toHaveText('132 products');
    await expectAxeClean(page, 'mobile loaded');
    const open = page.locator('mf-product-selector').getByRole('button', { name: 'Filters' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    // axe after the enter animation (its fade would read as low contrast).
    await expect(page.locator('mf-product-selector [part=dialog-backdrop]')).toHaveAttribute(
      'data-state',
      'open',
    );
    await expectAxeClean(page, 'drawer');
    await tabTo(page, drawer.getByRole('checkbox', { name: /^Utility tractors/ }));
    await page.keyboard.press('Space');
    await tabTo(page, drawer.getByRole('button', { name: 'Show 22 results' }));
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expect(
      page.locator('mf-product-selector').getByRole('button', { name: 'Filters (1 active)' }),
    ).toBeFocused();

    // "Show 22 results" scrolls the results to the top over 300 ms; a scroll closes a card's
    // modal, so the card is opened once the results have arrived there.
    await expect
      .poll(async () => Math.abs((await ui.heading.boundingBox())!.y - 16) < 1.5)
      .toBe(true);
    const flip = page.locator('mf-product-selector [part~=flip-button]').first();
    await tabTo(page, flip);
    await page.keyboard.press('Enter');
    const back = page.getByRole('dialog').filter({ hasText: 'Rated power' });
    await expect(back).toBeVisible();
    await expect(page.locator('mf-product-selector [part=dialog-backdrop]')).toHaveAttribute(
      'data-state',
      'open',
    );
    await expectAxeClean(page, 'card modal');
    await page.keyboard.press('Escape');
    await expect(back).toBeHidden();
    await expect(flip).toBeFocused();
  });
});

test.describe('standalone card', () => {
  for (const [name, viewport] of Object.entries({ mobile: MOBILE, desktop: DESKTOP })) {
    test(`${name}: the upgrade moves nothing (CLS 0): the back, the clamp, the price and the flip row are laid out before it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await markUpgrade(page, ['mf-product-card']);
      // The element's script is held until the page has painted its own markup, as on a slow
      // network: the shift of the upgrade is then measurable (before a first paint there is none).
      // Held on the context: the gallery's mock service worker fetches the script, and Playwright
      // routes a worker's requests (Chromium) only there. page.route never saw it: the hold was a
      // no-op, and the test passed only while the gallery took longer than two frames to start.
      let release = () => {};
      const painted = new Promise<void>((resolve) => (release = resolve));
      await page.context().route('**/dist/esm/mf-product-card.js', async (route) => {
        await painted;
        await route.continue();
      });
      await page.goto(CARD_PAGE);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => !customElements.get('mf-product-card'))).toBe(true);
      release();
      await expect(page.locator('mf-product-card [part=card-price]')).toHaveCount(2);
      await expect(page.locator('[data-mf-pending]')).toHaveCount(0);
      const cls = await upgradeLayoutShift(page);
      console.log(`CLS after the upgrade, product cards at ${name} width: ${cls}`);
      expect(cls, 'cumulative layout shift').toBe(0);
    });
  }

  test('desktop: flip in place, Read more on the long text', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openGallery(page, CARD_PAGE);
    const card = page.locator('mf-product-card').first();
    // The en-GB market's currency (docs/markets.md).
    await expect(card.locator('[part=card-price]')).toHaveText('£329,900.00');
    await expect(card.getByRole('button', { name: 'Read more' })).toBeVisible();
    await expect(
      page.locator('mf-product-card').nth(1).getByRole('button', { name: 'Read more' }),
    ).toHaveCount(0);
    await expectAxeClean(page, 'cards');
    const flip = card.locator('[part~=flip-button]');
    await tabTo(page, flip);
    await page.keyboard.press('Enter');
    await expect(card.locator('[part~=base]')).toHaveAttribute('data-state', 'back');
    await expect(flip).toBeFocused();
    await expect(card.getByText('Rated power')).toBeVisible();
    await expectAxeClean(page, 'card back');
  });

  test('mobile: the back is a modal closed by Escape, the background, a resize and a scroll', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await openGallery(page, CARD_PAGE);
    const flip = page.locator('mf-product-card').first().locator('[part~=flip-button]');
    const dialog = page.getByRole('dialog');
    const open = async () => {
      await flip.click();
      await expect(dialog).toBeVisible();
    };
    await open();
    await expect(page.locator('mf-product-card [part=dialog-backdrop]')).toHaveAttribute(
      'data-state',
      'open',
    );
    await expectAxeClean(page, 'modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await open();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await open();
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(dialog).toBeHidden();
    await open();
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 200);
    await expect(dialog).toBeHidden();
  });

  test('German prices', async ({ page }) => {
    await openGallery(page, `${CARD_PAGE}?lang=de`);
    await expect(page.locator('mf-product-card').first().locator('[part=card-price]')).toHaveText(
      /^329\.900,00\s€$/,
    );
  });
});
