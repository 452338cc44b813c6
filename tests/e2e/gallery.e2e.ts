import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAxeClean,
  expectNoLayoutShift,
  GALLERY_START,
  openGallery,
  test,
} from './fixtures';

// The sweep's tests are independent page loads: spread over the workers (playwright.config.ts),
// so a long sweep never runs alone at the end of the layer.
test.describe.configure({ mode: 'parallel' });

/**
 * The QA gallery, page by page. Every page of it, whole (its own links, notes, QA controls and
 * the elements), passes axe (WCAG 2.2 AA, target-size included) at a phone width and a desktop
 * width once its elements have settled: axe on the element alone missed the form-modal page's
 * list of opening links (2.5.8 target size). One load per page state: an element's page is swept
 * at the phone width here, in the test that walks to it from the index, and at the desktop width
 * by tests/e2e/themes.e2e.ts, in its default theme; the other pages at both widths below. Each of
 * those loads also holds the page's layout shift, from its opening until its elements settled, to
 * 0.01 at most (the editor mode's page excepted: its elements are given wrong content on purpose).
 */
const allPages = readdirSync('demo').filter((name) => name.endsWith('.html'));
const elementPages = allPages.filter((name) => /^mf-[a-z-]+\.html$/.test(name));
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

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

test('the gallery index links to every element page and is accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'QA gallery' })).toBeVisible();
  for (const file of elementPages) {
    const tag = file.replace(/\.html$/, '');
    await expect(page.getByRole('link', { name: `<${tag}>` })).toHaveAttribute('href', `./${file}`);
  }
  await expectAxeClean(page, 'index');
});

test('with site data blocked (reading either storage throws), the home page boots its mocks and every element upgrades', async ({
  page,
  allowConsoleErrors,
}) => {
  // Spec §8: a storage read failure is logged (core/browser/storage.ts), and the element goes on.
  allowConsoleErrors(/^sessionStorage is not available/);
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  });
  await openGallery(page, '/site-home.html');
  await settle(page, 'site-home.html');
  const elements = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('mf-'))
      .map((el) => ({ tag: el.localName, upgraded: !!el.shadowRoot })),
  );
  expect(elements.length).toBeGreaterThan(3);
  expect(elements.filter((el) => !el.upgraded)).toEqual([]);
  // MSW got the gallery's in-memory stand-in for local storage; session storage is still the
  // browser's, blocked, as the elements meet it (demo/src/storage-guard.ts).
  expect(
    await page.evaluate(() => {
      try {
        void sessionStorage;
        return 'readable';
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');
});

test.describe(`mobile (${MOBILE.width} px)`, () => {
  test.use({ viewport: MOBILE });
  for (const file of elementPages) {
    test(`${file}: reachable from the index by keyboard, boots its mocks and element without errors; its scenario and language switches are links QA can follow, its API page is linked; the whole page moves 0.01 at most as it loads and passes axe`, async ({
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
      // Its API page (tests/e2e/api-docs.e2e.ts opens it). The market selector's page opens a
      // modal dialog first: the rest of the page is inert then, hence includeHidden.
      await expect(
        page
          .getByRole('navigation', { name: 'API', includeHidden: true })
          .getByRole('link', { name: `<${tag}>`, includeHidden: true }),
      ).toHaveAttribute('href', `./api/${tag}.html`);

      await settle(page, file);
      await expectNoLayoutShift(page, `${file} at ${MOBILE.width} px`);
      // The QA toolbar sits in the room the page held for it from the first paint: drawing it
      // moved nothing (the page starts right below that room), and it is no banner.
      const room = await page.evaluate(() => {
        const bar = document.querySelector('.gallery-toolbar')!;
        // The page's first box in the flow (not the bar, a script or an absolute skip link).
        const first = [...document.body.children].find(
          (child) =>
            child !== bar &&
            child.getClientRects().length > 0 &&
            !['absolute', 'fixed'].includes(getComputedStyle(child).position),
        )!;
        return {
          held: parseFloat(getComputedStyle(document.body).paddingTop),
          bar: bar.getBoundingClientRect().bottom + scrollY,
          page: first.getBoundingClientRect().top + scrollY,
        };
      });
      expect(room.held).toBeGreaterThan(0);
      expect(room.bar).toBeLessThanOrEqual(room.held);
      expect(room.page).toBe(room.held);
      await expect(page.getByRole('complementary', { name: 'QA gallery' })).toBeVisible();
      await expectAxeClean(page, `${file} at ${MOBILE.width} px`);
    });
  }
});

for (const [name, viewport] of Object.entries({ mobile: MOBILE, desktop: DESKTOP })) {
  test.describe(`${name} (${viewport.width} px)`, () => {
    test.use({ viewport });
    // The editor mode's page is swept in both of its modes by tests/e2e/editor-mode.e2e.ts.
    const others = allPages.filter(
      (page) => !elementPages.includes(page) && page !== 'editor-mode.html',
    );
    for (const file of others) {
      test(`${file}: the whole page moves 0.01 at most as it loads and passes axe`, async ({
        page,
        allowConsoleErrors,
      }) => {
        // The frame pages and the redirect landing page are opened bare here, without the
        // parameters or the parent they expect; what they log about that is not under test.
        allowConsoleErrors(/./);
        await page.goto(`/${file}`);
        await settle(page, file);
        await expectNoLayoutShift(page, `${file} at ${viewport.width} px`);
        await expectAxeClean(page, `${file} at ${viewport.width} px`);
      });
    }
  });
}
