/**
 * Host pages: every element looks the same on a page we do not control. Each element of
 * the gallery is screenshotted on its clean gallery page, then on the same page with Bootstrap 5's
 * stylesheet, with Tailwind's preflight, and with hostile globals (`html { font-size: 10px }`,
 * `* { font-size: 20px; line-height: 3 }`, `button { all: unset }`), and the share of pixels
 * that differ (pixelmatch, its default colour threshold) must stay within 1%. Then the visitor's
 * browser default font size is set to 20 px through the DevTools protocol
 * (`Page.setFontSizes`): the element's unit follows it (20 px) and the element grows.
 *
 * The page's CSS goes into the gallery page's own HTML (`<style>` ahead of the gallery's), as a
 * real host page carries it. Each element is given the same width on every page (the page
 * decides the host's box; what is measured is what the element draws in it).
 *
 * The table of differences is printed; nothing about time
 * is asserted. Cost: 25 elements x 5 page loads; at most 3,000 px of each element compared.
 * The measurement's own noise (the clean page against itself) was 0 but for the dealer locator's
 * map (0.26%) when it was measured on every element; a noisy element would fail on every host
 * page alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect, test as guarded } from './fixtures';

/**
 * The shared guard, less one message: a hundred navigations in a row make Chromium re-check the
 * mock service worker, and now and then that check reports "Failed to update a ServiceWorker ...
 * Not found" as a page error (no element involved; the gallery's worker keeps serving). Any
 * other page error or console error still fails the test.
 */
const test = guarded.extend<{ workerUpdateTolerated: void }>({
  workerUpdateTolerated: [
    async ({ page }, use) => {
      const pageErrors: string[] = [];
      // Re-emit page errors except that one as console errors, which the shared guard checks.
      page.removeAllListeners('pageerror');
      page.on('pageerror', (error) => {
        if (!/Failed to update a ServiceWorker/.test(error.message))
          pageErrors.push(`uncaught: ${error.message}`);
      });
      await use();
      expect(pageErrors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

const require = createRequire(import.meta.url);
const css = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');

const HOSTS = {
  clean: '',
  bootstrap: css('bootstrap/dist/css/bootstrap.min.css'),
  tailwind: css('tailwindcss/preflight.css'),
  hostile: 'html { font-size: 10px } * { font-size: 20px; line-height: 3 } button { all: unset }',
} as const;
type Host = keyof typeof HOSTS;

/** The most a host page may change, as a share of the element's pixels. */
const MAX_DIFFERENCE = 0.01;
const WIDTH = 1000;

interface Case {
  tag: string;
  /** Which instance on the gallery page (default: the first of the tag). */
  selector?: string;
  /**
   * The element shows the page's own HTML (CMS cards, slides, a caption) in its light DOM: that
   * content is the page's and takes the page's CSS (by design). It is measured with the host
   * page's CSS kept off that content (`@scope (:root) to (tag > *)`: the host itself still gets
   * every rule of the page).
   */
  pageContent?: boolean;
  /**
   * The box is fixed (the video's aspect ratio, the header's bar heights in px tokens): only the
   * unit can show growth.
   */
  fixedBox?: boolean;
  /**
   * A higher limit than MAX_DIFFERENCE, where a known difference is left (a regression guard,
   * with what was measured).
   */
  limit?: number;
  /** Gallery page (and hash or query) the element is shown on. */
  path: string;
  /** What is screenshotted: the host, or for a dialog element its panel. */
  target?: (host: Locator) => Locator;
  /** Waits for the element's content (its data, its dialog). */
  ready: (host: Locator, page: Page) => Promise<void>;
  /**
   * It rotates on its own: measured with reduced motion (no rotation, no rotation control), so
   * every page shows the same slides however long a busy machine takes between the screenshots.
   */
  rotates?: boolean;
}

const shows = (selector: string) => async (host: Locator) => {
  await host.locator(selector).first().waitFor();
};
const panel = (host: Locator) => host.locator('[role="dialog"]').first();

/** The elements, the first five first; the product gallery (a carousel) is not measured here. */
const CASES: Case[] = [
  { tag: 'mf-dealer-locator', path: 'mf-dealer-locator.html', ready: shows('[part~="item"]') },
  { tag: 'mf-events-overview', path: 'mf-events-overview.html', ready: shows('[part~="item"]') },
  {
    tag: 'mf-form-modal',
    path: 'mf-form-modal.html#modal-brochure',
    target: panel,
    ready: async (host) => panel(host).waitFor(),
  },
  { tag: 'mf-lead-form', path: 'mf-lead-form.html', ready: shows('iframe') },
  { tag: 'mf-news-archive', path: 'mf-news-archive.html', ready: shows('[part~="item"]') },
  {
    tag: 'mf-content-carousel',
    path: 'mf-content-carousel.html',
    ready: shows('[part]'),
    pageContent: true,
    rotates: true,
    // Was 1.59% on all three pages (a 2% limit): keen-slider's translate3d() made each slide a
    // composited layer, snapped to whole pixels apart from the rest, 1 px off on a host at a
    // fraction of a pixel. The carousel now moves the slides with a 2D transform (1% holds).
  },
  {
    tag: 'mf-video-player',
    path: 'mf-video-player.html',
    ready: shows('[part]'),
    fixedBox: true,
  },
  { tag: 'mf-site-header', path: 'mf-site-header.html', ready: shows('[part]'), fixedBox: true },
  { tag: 'mf-site-footer', path: 'mf-site-footer.html', ready: shows('[part]') },
  {
    tag: 'mf-market-selector',
    path: 'mf-market-selector.html',
    target: panel,
    ready: async (host) => panel(host).waitFor(),
  },
  {
    tag: 'mf-site-search',
    selector: '#inline-search',
    path: 'mf-site-search.html',
    ready: shows('[part~="button"]'),
  },
  {
    tag: 'mf-search-results',
    path: 'mf-search-results.html?q=tractor',
    ready: shows('[data-state="has-results"]'),
    pageContent: true,
  },
  {
    tag: 'mf-offers-grid',
    path: 'mf-offers-grid.html',
    ready: shows('[part~="item"]'),
    pageContent: true,
  },
  {
    tag: 'mf-offers-carousel',
    path: 'mf-offers-carousel.html',
    ready: shows('[part]'),
    pageContent: true,
    // Was 0.58% / 0.95% / 1.37% (hostile) under a 2% limit: the same 1 px of the shared
    // carousel's slides as the content carousel's, gone with its 2D transform.
  },
  { tag: 'mf-product-selector', path: 'mf-product-selector.html', ready: shows('[part~="item"]') },
  {
    tag: 'mf-product-card',
    path: 'mf-product-card.html',
    ready: shows('[part]'),
    pageContent: true,
  },
  {
    tag: 'mf-product-tabs',
    path: 'mf-product-tabs.html',
    ready: shows('[role="tab"]'),
    pageContent: true,
  },
  {
    tag: 'mf-available-products',
    path: 'mf-available-products.html',
    ready: shows('[part~="scroller"]'),
    pageContent: true,
  },
  {
    tag: 'mf-related-products',
    path: 'mf-related-products.html',
    ready: shows('[part~="base"]'),
    pageContent: true,
  },
  {
    // The features are drawn in the shadow root from the page's features (no slot): ours alone.
    tag: 'mf-product-features',
    path: 'mf-product-features.html',
    ready: shows('[part~="item"]'),
  },
  {
    tag: 'mf-location-map',
    path: 'mf-location-map.html',
    ready: shows('[part~="directions"]'),
    pageContent: true,
  },
  {
    tag: 'mf-factory-locations',
    path: 'mf-factory-locations.html',
    ready: shows('[part~="marker"]'),
    pageContent: true,
  },
  {
    tag: 'mf-modal',
    selector: '#harvest-open-day',
    path: 'mf-modal.html',
    target: panel,
    ready: async (host, page) => {
      await page.getByRole('button', { name: 'Harvest open day' }).click();
      await host.locator('[part~="dialog-backdrop"][data-state="open"]').waitFor();
    },
    pageContent: true,
  },
  {
    tag: 'mf-social-share',
    path: 'mf-social-share.html',
    ready: shows('[part~="link"]'),
  },
  {
    tag: 'mf-sticky-sidebar',
    path: 'mf-sticky-sidebar.html',
    // Fixed at the window's edge: the host has no box of its own, its panel is measured.
    target: (host) => host.locator('[part~="base"]'),
    ready: shows('[part~="link"]'),
  },
];

/**
 * Puts the host page's CSS (named by the address's `host-page` parameter) into the page's head
 * ahead of everything else, before any script of the page runs (an init script watching for the
 * head), as a host page's own stylesheet would be.
 */
async function withHostPages(page: Page, item: Case): Promise<void> {
  await page.addInitScript(
    ({ tag, hosts, width }) => {
      const params = new URL(location.href).searchParams;
      const host = params.get('host-page') ?? 'clean';
      const css = hosts[host] ?? '';
      const add = () => {
        if (!document.head) return false;
        const style = document.createElement('style');
        style.dataset.hostPage = host;
        style.textContent =
          (params.has('host-page-scoped') ? `@scope (:root) to (${tag} > *) {${css}}` : css) +
          `\n${tag}{width:${width}px!important;max-width:none!important}`;
        document.head.prepend(style);
        return true;
      };
      if (add()) return;
      const observer = new MutationObserver(() => {
        if (add()) observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { tag: item.tag, hosts: HOSTS as Record<string, string>, width: WIDTH },
  );
}

/** The gallery address of `item` on `host`. */
function address(item: Case, host: Host, scoped = false): string {
  const url = new URL(item.path, 'http://gallery/');
  url.searchParams.set('host-page', host);
  if (scoped) url.searchParams.set('host-page-scoped', '');
  return url.pathname.slice(1) + url.search + url.hash;
}

/** Screenshots until two in a row are the same (images, fonts and layout settled). */
async function stableShot(target: Locator): Promise<PNG> {
  let last: Buffer | null = null;
  for (let i = 0; i < 8; i++) {
    const shot = await target.screenshot({ animations: 'disabled', caret: 'hide' });
    if (last && last.equals(shot)) return PNG.sync.read(shot);
    last = shot;
  }
  return PNG.sync.read(last!);
}

/** Share of differing pixels; a difference in size counts every pixel outside the overlap. */
function difference(a: PNG, b: PNG, diffPath?: string): number {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pad = (png: PNG) => {
    if (png.width === width && png.height === height) return png.data;
    const out = new PNG({ width, height });
    PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
    return out.data;
  };
  const diff = diffPath ? new PNG({ width, height }) : null;
  const differing = pixelmatch(pad(a), pad(b), diff?.data, width, height, {
    threshold: 0.1,
  });
  if (diff && diffPath && differing) {
    writeFileSync(diffPath, PNG.sync.write(diff));
    writeFileSync(diffPath.replace('-difference', ''), PNG.sync.write(b));
    writeFileSync(diffPath.replace(/[^/]*-difference/, 'clean'), PNG.sync.write(a));
  }
  return differing / (width * height);
}

/**
 * Resolves once every image on the page (shadow roots included) has loaded or failed and the
 * fonts are ready: what the screenshot draws is complete. Lazy images are made eager first: the
 * comparison draws every image, as a visitor scrolling by sees them (which of them a lazy load
 * would have started depends on the window, not on the host page). An event per image, not a
 * quiet network for half a second per page load.
 */
function imagesAndFontsLoaded(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const images = (root: Document | ShadowRoot): HTMLImageElement[] => [
      ...root.querySelectorAll('img'),
      ...[...root.querySelectorAll('*')].flatMap((el) =>
        el.shadowRoot ? images(el.shadowRoot) : [],
      ),
    ];
    const all = images(document);
    for (const img of all) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(
      all.filter((img) => !img.complete).map((img) => img.decode().catch(() => undefined)),
    );
    await document.fonts.ready;
  });
}

async function open(page: Page, item: Case, host: Host, scoped = false): Promise<Locator> {
  await page.goto(address(item, host, scoped));
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  const element = page.locator(item.selector ?? item.tag).first();
  await item.ready(element, page);
  await imagesAndFontsLoaded(page);
  // The page around the element differs (Bootstrap's heading sizes above it): the host starts on
  // a whole pixel on every page, else text is rasterised at another sub-pixel offset.
  // (A relative offset: a margin would collapse with the one before it and move nothing.)
  // Other instances of the tag (two cards side by side) would overlap the widened one: hidden.
  await element.evaluate((el: HTMLElement) => {
    // Rows out of view skip their rendering (`content-visibility: auto`: the locator's cards, the
    // selector's grid), and which rows are near the window differs with the page around the
    // element: the comparison draws them all, as a visitor scrolling by sees them.
    if (el.shadowRoot) {
      const all = new CSSStyleSheet();
      all.replaceSync('* { content-visibility: visible !important; }');
      el.shadowRoot.adoptedStyleSheets = [...el.shadowRoot.adoptedStyleSheets, all];
    }
    for (const other of document.querySelectorAll<HTMLElement>(el.localName))
      if (other !== el) other.style.setProperty('visibility', 'hidden', 'important');
    const box = el.getBoundingClientRect();
    el.style.setProperty('position', 'relative', 'important');
    el.style.setProperty('top', `${Math.ceil(box.top) - box.top}px`, 'important');
    el.style.setProperty('left', `${Math.ceil(box.left) - box.left}px`, 'important');
  });
  return item.target ? item.target(element) : element;
}

/**
 * The comparison draws at most this much of an element's height: the dealer locator's list (8,000
 * px) and the product selector's 132 cards repeat the same few components, and a 10-megapixel
 * screenshot and pixel comparison per page load cost minutes on a busy machine. The font-size
 * step measures the whole element.
 */
const MAX_HEIGHT = 3000;

/** Clips the element's box at MAX_HEIGHT (its content keeps its layout), then returns `target`. */
async function clipped(page: Page, item: Case, target: Locator): Promise<Locator> {
  await page
    .locator(item.selector ?? item.tag)
    .first()
    .evaluate((el: HTMLElement, max) => {
      el.style.setProperty('max-height', `${max}px`, 'important');
      el.style.setProperty('overflow', 'clip', 'important');
    }, MAX_HEIGHT);
  return target;
}

test.use({ viewport: { width: 1280, height: 900 } });
// Five page loads and up to eight screenshots each in one test: a busy machine needs more than
// the default minute for that (every wait inside is on an event; this is the safety net). The
// elements are independent: spread over the workers (playwright.config.ts).
test.describe.configure({ timeout: 180_000, mode: 'parallel' });

// The table of differences, a row per element (the header once per worker).
test.beforeAll(() => {
  console.log(
    `\nHost pages: pixels differing from the clean page (limit ${MAX_DIFFERENCE * 100}%)\n` +
      `| element | Bootstrap 5 | Tailwind preflight | hostile globals | unit at 20 px default | height 16 -> 20 px |\n` +
      `| --- | --- | --- | --- | --- | --- |`,
  );
});

for (const item of CASES) {
  test(`${item.tag} looks the same on Bootstrap, Tailwind and hostile pages, and follows the browser font size`, async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    // The market selector's and the modal's galleries log nothing; the dealer locator's fake
    // maps key and the lead form's consent stub neither. Nothing is allowed here but what the
    // gallery page itself logs on a clean load.
    allowConsoleErrors();
    if (item.rotates) await page.emulateMedia({ reducedMotion: 'reduce' });
    await withHostPages(page, item);
    const cleanTarget = await open(page, item, 'clean');
    const before = await cleanTarget.boundingBox();
    const clean = await stableShot(await clipped(page, item, cleanTarget));
    const shares: Partial<Record<Host, number>> = {};
    for (const host of ['bootstrap', 'tailwind', 'hostile'] as const) {
      // On a difference, the diff image goes with the test's results (red: differing pixels).
      // An element showing the page's own content is measured with the host's CSS kept off that
      // content (`pageContent`): the page's CSS styling its own HTML is by design.
      shares[host] = difference(
        clean,
        await stableShot(await clipped(page, item, await open(page, item, host, item.pageContent))),
        testInfo.outputPath(`${host}-difference.png`),
      );
    }

    // The visitor's browser default font size (Settings > Appearance > Font size) at 20 px.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 20 } });
    const target = await open(page, item, 'clean');
    const unit = await page
      .locator(item.selector ?? item.tag)
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--_unit'));
    const after = await target.boundingBox();
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });

    const pct = (host: Host) => `${(shares[host]! * 100).toFixed(2)}%`;
    console.log(
      `| ${item.tag}${item.pageContent ? ' (its page content unstyled by the host)' : ''} | ${pct('bootstrap')} | ${pct('tailwind')} | ${pct('hostile')} | ${unit} | ${before?.height.toFixed(0)} -> ${after?.height.toFixed(0)} |`,
    );
    for (const host of ['bootstrap', 'tailwind', 'hostile'] as const)
      expect(shares[host], `${item.tag} on the ${host} page`).toBeLessThanOrEqual(
        item.limit ?? MAX_DIFFERENCE,
      );
    expect(unit).toBe('20px');
    if (!item.fixedBox)
      expect(after!.height * after!.width).toBeGreaterThan(before!.height * before!.width);
  });
}
