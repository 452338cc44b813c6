/**
 * Right to left, the carousels: every element on the shared carousel (@mf/ui/carousel:
 * the content carousel's hero and image gallery, the offers carousel, the product gallery) on its
 * gallery page with `?dir=rtl`. The first slide sits at the right, previous is the right-hand
 * button and next the left-hand one, next brings the following slides in from the left, the
 * arrow keys follow the arrows as drawn, and the whole page is axe-clean (screenshots attached).
 * The rest of the right-to-left suite is tests/e2e/rtl.e2e.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const PAGES = [
  { path: 'mf-content-carousel.html', tag: 'mf-content-carousel' },
  { path: 'content-carousel-gallery.html', tag: 'mf-content-carousel' },
  { path: 'mf-offers-carousel.html', tag: 'mf-offers-carousel' },
  { path: 'mf-product-gallery.html', tag: 'mf-product-gallery' },
] as const;

/** Where a slide is drawn against the carousel's track: inside it, or out to the left or right. */
function place(element: Locator, index: number): Promise<'inside' | 'left' | 'right'> {
  return element.evaluate((el, i) => {
    const track = el.shadowRoot!.querySelector('[part~=track]')!.getBoundingClientRect();
    const rect = el.children[i]!.getBoundingClientRect();
    if (rect.left >= track.left - 1 && rect.right <= track.right + 1) return 'inside';
    return rect.left < track.left ? 'left' : 'right';
  }, index);
}

/** The first visible index of the element's next mf-slide-change (at the end of the motion). */
function nextChange(element: Locator): Promise<number> {
  return element.evaluate(
    (el) =>
      new Promise<number>((resolve) =>
        el.addEventListener(
          'mf-slide-change',
          (event) => resolve((event as CustomEvent<{ index: number }>).detail.index),
          { once: true },
        ),
      ),
  );
}

async function open(page: Page, path: string, tag: string): Promise<Locator> {
  await openGallery(page, `/${path}?dir=rtl`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const element = page.locator(tag).first();
  await expect(element.locator('[part~=base]')).toHaveAttribute('data-state', 'carousel');
  // keen-slider has placed the slides (a transform on each).
  await expect
    .poll(() => element.evaluate((el) => (el.children[0] as HTMLElement).style.transform))
    .not.toBe('');
  return element;
}

for (const width of [390, 1280]) {
  test.describe(`right-to-left carousels at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, tag } of PAGES) {
      test(`${path}: first slide at the right, next from the left, mirrored controls and keys; axe-clean`, async ({
        page,
      }, testInfo) => {
        const element = await open(page, path, tag);
        expect(await place(element, 0)).toBe('inside');
        const track = (await element.locator('[part~=track]').boundingBox())!;
        const first = (await element.locator(':scope > *').first().boundingBox())!;
        expect(Math.abs(first.x + first.width - (track.x + track.width))).toBeLessThan(1.5);

        const picker = element.locator('[part~=picker] button');
        const previous = element.locator('[part~=previous]');
        const next = element.locator('[part~=next]');
        const stepButtons = (await next.count()) > 0;
        let change = nextChange(element);
        if (stepButtons) {
          const p = (await previous.boundingBox())!;
          const n = (await next.boundingBox())!;
          expect(p.x, 'previous right of next').toBeGreaterThan(n.x);
          await next.click();
        } else {
          await picker.nth(1).click();
        }
        const shown = await change;
        expect(shown).toBeGreaterThan(0);
        expect(await place(element, shown)).toBe('inside');
        expect(await place(element, 0)).toBe('right');

        // ArrowRight on a control goes back towards the first slide, ArrowLeft on.
        change = nextChange(element);
        await picker.nth(0).press('Enter');
        expect(await change).toBe(0);
        change = nextChange(element);
        await page.keyboard.press('ArrowLeft');
        expect(await change).toBe(shown);
        change = nextChange(element);
        await page.keyboard.press('ArrowRight');
        expect(await change).toBe(0);
        expect(await place(element, 0)).toBe('inside');

        await expectAxeClean(page, `${path} rtl ${width}`);
        await testInfo.attach(`${path} (rtl, ${width} px)`, {
          body: await element.screenshot({ animations: 'disabled', caret: 'hide' }),
          contentType: 'image/png',
        });
      });
    }
  });
}
