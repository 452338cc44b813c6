/**
 * Every gallery page in every shipped theme (the toolbar's theme switch), axe clean,
 * the theme's tokens reaching the elements, and no colour inside an element's shadow root that
 * is not a token: each computed colour (text, background, borders, outlines) must equal one of
 * the element's resolved `--_color-*` tokens. A colour from anywhere else (a literal in a
 * stylesheet, a browser default such as the blue of an unstyled link or the grey of an unstyled
 * button) fails with the element and property named. The maps stand-in's own drawing (a
 * stand-in for Google's tiles) is not ours and is skipped; our markers on it are checked.
 *
 * Then, on the same page and without a reload, the page becomes a German, a French and an Arabic
 * market's page in turn (tests/e2e/markets.ts): every element follows, and none keeps an English
 * label text (docs/markets.md "No English residue").
 *
 * The default theme's step is also the desktop-width axe sweep of the element's gallery page
 * (tests/e2e/gallery.e2e.ts sweeps the phone width): the whole page, before what it hides is
 * opened, and again with it open; and the page's layout shift at that width, from its opening on
 * (at most 0.01).
 */
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAxeClean,
  expectNoLayoutShift,
  GALLERY_START,
  openGallery,
  test,
} from './fixtures';
import { englishResidue, MARKET_LANGUAGES, residuePatterns, switchMarket } from './markets';

const THEMES = [
  { label: 'Manufacturer', param: 'manufacturer', brand: 'rgb(54, 124, 43)' },
  { label: 'Sister brand', param: 'sister-brand', brand: 'rgb(196, 18, 48)' },
  { label: 'Dealer site', param: 'dealer-site', brand: 'rgb(11, 79, 108)' },
];

const elementPages = readdirSync('demo').filter((name) => /^mf-[a-z-]+\.html$/.test(name));

/** What to open on a page so its themed parts are on screen (the form modal's dialog). */
const OPEN: Record<string, string> = { 'mf-form-modal.html': '#modal-brochure' };

/** Resolves once every element on the page has rendered and none is loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('mf-'))
      .every((el) => {
        const base = el.shadowRoot?.querySelector('[part~="base"]');
        return base && !['loading', 'pending'].includes(base.getAttribute('data-state') ?? '');
      }),
  );
}

interface Stray {
  element: string;
  property: string;
  value: string;
}

/** Computed colours inside the elements' shadow roots that are none of their colour tokens. */
function strayColours(page: Page): Promise<Stray[]> {
  return page.evaluate(() => {
    const strays: { element: string; property: string; value: string }[] = [];
    const describe = (el: Element) =>
      `${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('part') ? `[part="${el.getAttribute('part')}"]` : ''}.${[...el.classList].join('.')}`;
    for (const host of document.querySelectorAll('*')) {
      const root = host.shadowRoot;
      if (!host.localName.startsWith('mf-') || !root) continue;
      // Every colour token, as the browser computes it in this shadow root.
      const probe = document.createElement('span');
      root.append(probe);
      const allowed = new Set(['rgba(0, 0, 0, 0)']);
      const declared = getComputedStyle(host);
      for (let i = 0; i < declared.length; i++) {
        const name = declared[i]!;
        if (!name.startsWith('--_color-')) continue;
        probe.style.color = `var(${name})`;
        allowed.add(getComputedStyle(probe).color);
      }
      probe.remove();
      const walk = (node: Element | ShadowRoot, skipDrawing: boolean) => {
        for (const el of node.children) {
          // The locator's canvases and the location elements'; their markers are ours.
          const drawing = el.matches('.dl-map__canvas, .dl-detail__canvas, .map-area__canvas');
          const ours = el.matches(
            '.dl-marker, .dl-cluster, .dl-marker *, .dl-cluster *, .location-marker, .location-marker *',
          );
          const skip = (skipDrawing || drawing) && !ours;
          if (!skip && !['STYLE', 'SCRIPT', 'IFRAME', 'IMG', 'svg', 'TRACK'].includes(el.tagName)) {
            const style = getComputedStyle(el);
            if (style.display === 'none' || style.visibility === 'hidden') continue;
            const hasText = [...el.childNodes].some(
              (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
            );
            const checks: [string, string][] = [['background-color', style.backgroundColor]];
            // A checkbox's colour paints nothing (accent-color does); other controls show text.
            if (
              hasText ||
              el.matches('input:not([type=checkbox], [type=radio]), select, button, textarea')
            )
              checks.push(['color', style.color]);
            for (const side of ['top', 'right', 'bottom', 'left'])
              if (parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0)
                checks.push([
                  `border-${side}-color`,
                  style.getPropertyValue(`border-${side}-color`),
                ]);
            if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
              checks.push(['outline-color', style.outlineColor]);
            for (const [property, value] of checks)
              if (!allowed.has(value)) strays.push({ element: describe(el), property, value });
          }
          walk(el, skip);
          if (el.shadowRoot) walk(el.shadowRoot, skip);
        }
      };
      walk(root, false);
    }
    return strays;
  });
}

test.use({ viewport: { width: 1280, height: 800 } });
// The sweep's tests are independent page loads: spread over the workers (playwright.config.ts),
// so a long sweep never runs alone at the end of the layer.
test.describe.configure({ mode: 'parallel' });

for (const file of elementPages) {
  test(`${file}: every theme of the switch is axe clean and draws only token colours; in German, French and Arabic no English label remains`, async ({
    page,
  }) => {
    const start = `/${file}${GALLERY_START[file] ?? ''}`;
    // Requests still in flight when the walk follows the next link: the mock worker drops the
    // closing page as a client and lets its late requests (the news pictures) through to the
    // static server, whose 404 the console guard reports. The walk waits for them instead.
    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await openGallery(page, start);
    const switcher = page.getByRole('navigation', { name: 'Theme' });
    for (const theme of THEMES) {
      // Walk the switch as QA would: follow its link (an open modal covers the toolbar, so by
      // its address), then open what the page hides.
      const href = await switcher.getByRole('link', { name: theme.label }).getAttribute('href');
      expect(href).toBe(
        theme.param === 'manufacturer'
          ? start
          : `${start}${start.includes('?') ? '&' : '?'}theme=${theme.param}`,
      );
      // The first theme's link is the page already open (loaded above): not loaded twice.
      if (href !== start) {
        await expect.poll(() => inFlight.size).toBe(0);
        await openGallery(page, href!);
      }
      await expect(switcher.getByRole('link', { name: theme.label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await settled(page);
      // The desktop width's layout shift of the page as opened (the phone width's is in the
      // gallery walk, tests/e2e/gallery.e2e.ts).
      if (theme.param === 'manufacturer') await expectNoLayoutShift(page, `${file} at 1280 px`);
      if (OPEN[file] && theme.param === 'manufacturer') {
        await expectAxeClean(page, `${file} at 1280 px`);
      }
      if (OPEN[file]) {
        await page.evaluate((hash) => (location.hash = hash), OPEN[file]);
        await settled(page);
      }
      // Open, and done entering: axe measures contrast mid-fade otherwise.
      if (OPEN[file])
        await page
          .locator('mf-form-modal [part~="dialog-backdrop"][data-state="open"]')
          .waitFor({ state: 'visible' });

      // The theme's brand reaches the element (a custom property crossing the shadow boundary).
      const brand = await page.evaluate(() => {
        const host = [...document.querySelectorAll('*')].find((el) =>
          el.localName.startsWith('mf-'),
        )!;
        const probe = document.createElement('span');
        probe.style.color = 'var(--_color-brand)';
        host.shadowRoot!.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      expect(brand, `brand colour in ${theme.param}`).toBe(theme.brand);

      expect(await strayColours(page), `colours that are not tokens in ${theme.param}`).toEqual([]);
      await expectAxeClean(page, `${file} in the ${theme.param} theme`);
    }

    // The markets, one after another on the same page: the elements follow <html lang>.
    for (const language of Object.keys(MARKET_LANGUAGES) as (keyof typeof MARKET_LANGUAGES)[]) {
      const patterns = residuePatterns(language);
      await switchMarket(page, language);
      expect(
        await englishResidue(page, patterns),
        `English label texts on the ${language} page`,
      ).toEqual([]);
    }
  });
}
