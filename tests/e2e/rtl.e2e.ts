/**
 * Right to left: every element on its gallery page with `?dir=rtl` (the page
 * right-to-left, an Arabic sample at the top), at a phone's and a desktop's width. Each is
 * axe-clean on the whole page and screenshotted (attached to the report); numbers keep their
 * reading order where the bidi algorithm would reorder them (a phone number, a date range, a
 * postcode before its town: the first character is drawn left of the last); the layout is
 * mirrored (what comes first in reading order is drawn right of what follows, close buttons at
 * the inline end, the left); and nothing overflows the page sideways.
 *
 * The carousels (content carousel, offers carousel, product gallery) are covered with the
 * carousel's own right-to-left work, not here.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

// The sweep's tests are independent page loads: spread over the workers (playwright.config.ts),
// so a long sweep never runs alone at the end of the layer.
test.describe.configure({ mode: 'parallel' });

/** True when the first character of `target`'s text is drawn left of its last one. */
function readsLeftToRight(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const first = texts[0]!;
    const last = texts.at(-1)!;
    const box = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    return box(first, 0).left < box(last, last.data.length - 1).left;
  });
}

async function open(page: Page, path: string): Promise<void> {
  const url = new URL(path, 'http://gallery/');
  url.searchParams.set('dir', 'rtl');
  await openGallery(page, url.pathname + url.search + url.hash);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.gallery-rtl-sample[lang="ar"]')).toBeVisible();
}

/**
 * Every group of digits joined by separators (`+1 871-555-0155`, `20–25`, `12.5–14`) in the
 * element's shadow tree that the bidi algorithm reorders: its first digit is not drawn left of its
 * last. Returns the offending texts (none expected). The page's own content in the light DOM
 * (CMS cards, slides) is the page's to isolate and is not read.
 */
function reorderedNumbers(element: Locator): Promise<string[]> {
  return element.evaluate((host) => {
    const offending: string[] = [];
    const group = /[+(]?\d[\d().,:/\s–-]*\d/g;
    const box = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      if (!text.parentElement?.getClientRects().length) continue;
      for (const match of text.data.matchAll(group)) {
        // Only the digits on one line: a group wrapped over two lines is not compared.
        const first = box(text, match.index);
        const last = box(text, match.index + match[0].length - 1);
        if (!first.width || Math.abs(first.top - last.top) > first.height / 2) continue;
        if (first.left >= last.left) offending.push(`${match[0]} (in "${text.data.trim()}")`);
      }
    }
    return offending;
  });
}

/**
 * True when `text`, found in a text node of `element` (its light DOM or shadow tree), is drawn
 * with its first character left of its last.
 */
function substringReadsLeftToRight(element: Locator, text: string): Promise<boolean> {
  return element.evaluate((host, wanted) => {
    for (const root of [host, host.shadowRoot!]) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        const at = node.data.indexOf(wanted);
        if (at < 0) continue;
        const box = (index: number) => {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          return range.getBoundingClientRect();
        };
        return box(at).left < box(at + wanted.length - 1).left;
      }
    }
    throw new Error(`"${wanted}" is not in ${host.localName}`);
  }, text);
}

/** Nothing scrolls the page sideways. */
async function expectNoSidewaysOverflow(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what}: the page's scroll width`).toBeLessThanOrEqual(clientWidth);
}

/** Horizontal centre of a box. */
async function centre(target: Locator): Promise<number> {
  const box = await target.boundingBox();
  expect(box, 'a box to measure').not.toBeNull();
  return box!.x + box!.width / 2;
}

/**
 * `first` comes before `next` in reading order: on one row it is drawn right of `next`; stacked
 * (a narrow screen), it is above and its start (right) edge is not left of `next`'s.
 */
async function expectRightOf(first: Locator, next: Locator, what: string): Promise<void> {
  const a = await first.boundingBox();
  const b = await next.boundingBox();
  expect(a && b, `${what}: two boxes`).toBeTruthy();
  const sameRow = a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  if (sameRow) expect(a!.x + a!.width / 2, what).toBeGreaterThan(b!.x + b!.width / 2);
  else {
    expect(a!.y, `${what} (stacked)`).toBeLessThan(b!.y);
    expect(a!.x + a!.width, `${what} (stacked, start edge)`).toBeGreaterThanOrEqual(
      b!.x + b!.width - 1,
    );
  }
}

/** The common checks: numbers in order, no sideways overflow, axe-clean, a screenshot. */
async function expectRtlClean(
  page: Page,
  element: Locator,
  testInfo: TestInfo,
  name: string,
  target: Locator = element,
): Promise<void> {
  expect(await reorderedNumbers(element), `${name}: numbers reordered`).toEqual([]);
  await expectNoSidewaysOverflow(page, name);
  await expectAxeClean(page, `${name} rtl`);
  await shot(target, testInfo, name);
}

async function shot(target: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(`${name} (rtl)`, {
    body: await target.screenshot({ animations: 'disabled', caret: 'hide' }),
    contentType: 'image/png',
  });
}

for (const width of [390, 1280]) {
  test.describe(`right to left at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('dealer locator: phone numbers keep their order; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-dealer-locator.html');
      const element = page.locator('mf-dealer-locator');
      const phone = element.locator('a[href^="tel:"]').first();
      await expect(phone).toBeVisible();
      expect(await readsLeftToRight(phone)).toBe(true);
      await expectAxeClean(page, `dealer locator rtl ${width}`);
      await shot(element, testInfo, 'dealer locator');
    });

    test('events overview: date ranges keep their order; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-events-overview.html');
      const element = page.locator('mf-events-overview');
      const range = element.locator('.event__day', { hasText: /–/ }).first();
      await expect(range).toBeVisible();
      expect(await readsLeftToRight(range)).toBe(true);
      await expectAxeClean(page, `events overview rtl ${width}`);
      await shot(element, testInfo, 'events overview');
    });

    test('form modal: the close button at the inline end (left); axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-form-modal.html#modal-brochure');
      const dialog = page.getByRole('dialog', { name: 'Request a brochure' });
      await expect(dialog).toBeVisible();
      const panel = (await dialog.boundingBox())!;
      const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
      expect(close.x + close.width / 2).toBeLessThan(panel.x + panel.width / 2);
      await expectAxeClean(page, `form modal rtl ${width}`);
      await shot(dialog, testInfo, 'form modal');
    });

    test('lead form and news archive: axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-lead-form.html');
      await expect(page.locator('mf-lead-form').first().locator('iframe')).toBeAttached();
      await expectAxeClean(page, `lead form rtl ${width}`);
      await shot(page.locator('mf-lead-form').first(), testInfo, 'lead form');
      await open(page, '/mf-news-archive.html');
      const news = page.locator('mf-news-archive');
      await expect(news.locator('[part~="item"]').first()).toBeVisible();
      await expectAxeClean(page, `news archive rtl ${width}`);
      await shot(news, testInfo, 'news archive');
    });

    test('site header: the first menu item at the right, search at the left; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-site-header.html');
      const element = page.locator('mf-site-header');
      await expect(element.locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
      if (width >= 1000) {
        const items = element.locator('[part~="bar"] [part~="item"]');
        await expectRightOf(items.nth(0), items.nth(1), 'header: Products right of Offers');
        await expectRightOf(items.nth(0), element.locator('[part~="search"]'), 'header: search');
      } else {
        const menu = element.getByRole('button', { name: 'Menu' });
        expect(await centre(menu)).toBeLessThan(width / 2);
        await menu.click();
        const products = element.getByRole('button', { name: 'Products: more links' });
        await expect(products).toBeVisible();
      }
      await expectRtlClean(page, element, testInfo, 'site header');
    });

    test('site footer: columns and links from the right; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-site-footer.html');
      const element = page.locator('mf-site-footer');
      await expect(element.locator('[part~=base]')).toHaveAttribute('data-state', 'ready');
      const social = element.locator('[part~="bottom"] [part~="item"]');
      await expectRightOf(social.nth(0), social.nth(1), 'footer: YouTube right of LinkedIn');
      if (width >= 1000) {
        const columns = element.locator('[part~="column"]');
        await expectRightOf(columns.nth(0), columns.nth(1), 'footer: first column at the right');
      }
      await expectRtlClean(page, element, testInfo, 'site footer');
    });

    test('market selector: the close button at the left, the heading at the right; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-market-selector.html');
      const element = page.locator('mf-market-selector');
      const dialog = element.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectRightOf(
        dialog.locator('[part~="heading"]'),
        dialog.getByRole('button', { name: 'Close' }),
        'market selector: heading right of Close',
      );
      expect(await centre(dialog.getByRole('button', { name: 'Close' }))).toBeLessThan(
        await centre(dialog),
      );
      await expectRtlClean(page, element, testInfo, 'market selector', dialog);
    });

    test('site search: the field at the right of its button; suggestions in order; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-site-search.html');
      const element = page.locator('#inline-search');
      const field = element.getByRole('combobox');
      await expectRightOf(field, element.getByRole('button', { name: 'Search' }), 'search: field');
      await field.fill('tra');
      const listbox = element.getByRole('listbox');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await expectRtlClean(page, element, testInfo, 'site search');
    });

    test('search results: filter and pages from the right, Previous at the right; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-search-results.html?q=tractor');
      const element = page.locator('mf-search-results');
      await expect(element.locator('[data-state="has-results"]')).toBeVisible();
      await expectRightOf(
        element.locator('[part~="select"]'),
        element.locator('[part~="filters"] [part~="button"]'),
        'search results: the source filter right of its button',
      );
      await expectRightOf(
        element.locator('[part~="pagination-previous"]'),
        element.locator('[part~="pagination-next"]'),
        'search results: Previous right of Next',
      );
      // The pager's arrows on the mirrored side: Previous's at its right end, Next's at its left.
      const arrowSide = (button: Locator) =>
        button.evaluate((el) => {
          const arrow = el.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
          const whole = el.getBoundingClientRect();
          return arrow.left + arrow.width / 2 > whole.left + whole.width / 2 ? 'right' : 'left';
        });
      expect(await arrowSide(element.locator('[part~="pagination-previous"]'))).toBe('right');
      expect(await arrowSide(element.locator('[part~="pagination-next"]'))).toBe('left');
      await expectRtlClean(page, element, testInfo, 'search results');
    });

    test('offers grid: filters and cards from the right; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-offers-grid.html');
      const element = page.locator('mf-offers-grid').first();
      const items = element.locator('[part~="item"]');
      await expect(items.first()).toBeVisible();
      const selects = element.locator('[part~="filters"] [part~="select"]');
      await expectRightOf(selects.nth(0), selects.nth(1), 'offers: type filter right of model');
      if (width >= 1000) await expectRightOf(items.nth(0), items.nth(1), 'offers: first card');
      await expectRtlClean(page, element, testInfo, 'offers grid');
    });

    test('product selector: filters at the right, cards from the right, ranges in order; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-product-selector.html');
      const element = page.locator('mf-product-selector');
      const items = element.locator('[part~="list"] > [part~="item"]');
      await expect(items.first()).toBeVisible();
      if (width >= 1000) {
        await expectRightOf(element.locator('[part~="filters"]'), items.first(), 'filters');
        await expectRightOf(items.nth(0), items.nth(1), 'product selector: first card');
      }
      if (width >= 1000) {
        // The range filter's values (a range chip once moved) in order.
        // The engine's power (the PTO power is a facet of its own: "PTO power (hp)").
        await element.getByRole('button', { name: /^Power \(hp\)/ }).click();
        await expect(element.getByRole('slider').first()).toBeVisible();
      }
      await expectRtlClean(page, element, testInfo, 'product selector');
    });

    test('product card: front and back in order; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-product-card.html');
      const element = page.locator('mf-product-card').first();
      await expect(element.locator('[part~="base"]')).toBeVisible();
      await expectRtlClean(page, element, testInfo, 'product card');
    });

    test('product tabs: the first tab at the right; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-product-tabs.html');
      const element = page.locator('mf-product-tabs');
      const tabs = element.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      await expectRightOf(tabs.nth(0), tabs.nth(1), 'product tabs: first tab');
      await expectRtlClean(page, element, testInfo, 'product tabs');
    });

    test('available products: the first column at the right; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-available-products.html');
      const element = page.locator('mf-available-products').first();
      const headers = element.getByRole('columnheader');
      await expect(headers.first()).toBeVisible();
      await expectRightOf(headers.nth(0), headers.nth(1), 'available products: first column');
      await expectRtlClean(page, element, testInfo, 'available products');
    });

    test('related products: the first product at the right; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-related-products.html');
      const element = page.locator('mf-related-products').first();
      const links = element.getByRole('link');
      await expect(links.first()).toBeVisible();
      if (width >= 1000) await expectRightOf(links.nth(0), links.nth(1), 'related: first product');
      await expectRtlClean(page, element, testInfo, 'related products');
    });

    test('location map: the address reads in order, Directions first at the right; axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-location-map.html');
      const element = page.locator('mf-location-map').first();
      await expect(element.locator('[part~="directions"]')).toBeVisible();
      await expectRightOf(
        element.locator('[part~="directions"]'),
        element.locator('[part~="book"]'),
        'location map: Directions right of Book a visit',
      );
      // The page's own address (slotted): the postcode line reads in order.
      expect(await substringReadsLeftToRight(element, '60000 Beauvais')).toBe(true);
      await expectRtlClean(page, element, testInfo, 'location map');
    });

    test('factory locations: addresses read in order; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-factory-locations.html');
      const element = page.locator('mf-factory-locations').first();
      await expect(element.locator('[part~="base"]')).toHaveAttribute('data-state', /.+/);
      await expect(element.locator('[part~="marker"]').first()).toBeVisible();
      await expectRtlClean(page, element, testInfo, 'factory locations');
    });

    test('sticky sidebar: at the inline end (the left edge); axe-clean', async ({
      page,
    }, testInfo) => {
      await open(page, '/mf-sticky-sidebar.html');
      const element = page.locator('mf-sticky-sidebar');
      const base = element.locator('[part~="base"]');
      await expect(base).toBeVisible();
      const box = (await base.boundingBox())!;
      expect(box.x + box.width / 2).toBeLessThan(width / 2);
      await expectRtlClean(page, element, testInfo, 'sticky sidebar', base);
    });

    test('social share: the first network at the right; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-social-share.html');
      const element = page.locator('mf-social-share').first();
      const links = element.locator('[part~="link"]');
      await expect(links.first()).toBeVisible();
      await expectRightOf(links.nth(0), links.nth(1), 'social share: Facebook right of X');
      await expectRtlClean(page, element, testInfo, 'social share');
    });

    test('modal: the close button at the left; axe-clean', async ({ page }, testInfo) => {
      await open(page, '/mf-modal.html');
      await page.getByRole('button', { name: 'Harvest open day' }).click();
      const element = page.locator('#harvest-open-day');
      const dialog = element.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(element.locator('[part~="dialog-backdrop"]')).toHaveAttribute(
        'data-state',
        'open',
      );
      const close = dialog.getByRole('button', { name: 'Close' });
      expect(await centre(close)).toBeLessThan(await centre(dialog));
      await expectRtlClean(page, element, testInfo, 'modal', dialog);
    });
  });
}
