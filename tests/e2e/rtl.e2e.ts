/**
 * Issue 23, right-to-left: the five elements on their gallery pages with `?dir=rtl` (the
 * page right-to-left, an Arabic sample at the top). Each is axe-clean on the whole page and
 * screenshotted (attached to the report); numbers keep their reading order where the bidi
 * algorithm would reorder them (a phone number, a date range: the first character is drawn left
 * of the last), and the form modal's close button sits at the inline end (the left).
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

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
  });
}
