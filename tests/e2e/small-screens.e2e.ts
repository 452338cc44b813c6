/**
 * Small screens: on phones 320 to 414 px wide the shared pager keeps its
 * controls on one row with the Next button's text on one line, and the result headings keep
 * "Page 1 of 15" in one piece. Measured on the gallery pages (the page's own margins included),
 * on page 1 and on page 4, where a numbered pager is widest (1 2 3 4 5 … 15).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openGallery, test } from './fixtures';

interface Layout {
  /** Lines the Next button's text takes. */
  nextLines: number;
  /** Vertical centres of the pager's visible controls (Previous, pages or status, Next). */
  rowCentres: number[];
  /** The pager overflows its own box, or the page scrolls sideways. */
  overflow: boolean;
  /** Lines the heading's "Page x of y" takes. */
  statusLines: number;
  status: string;
}

/** Measured inside the element's shadow root. */
function measure(host: Locator, statusSelector: string): Promise<Layout> {
  return host.evaluate((element, selector) => {
    const root = element.shadowRoot!;
    const lines = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops: number[] = [];
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        if (!tops.some((top) => Math.abs(top - rect.top) < 3)) tops.push(rect.top);
      }
      return tops.length;
    };
    const nav = root.querySelector<HTMLElement>('[part=pagination]')!;
    const next = root.querySelector<HTMLElement>('[part=pagination-next]')!;
    const visible = [...nav.children].filter(
      (child) => child.getBoundingClientRect().width > 0,
    ) as HTMLElement[];
    const status = root.querySelector<HTMLElement>(selector)!;
    // The text "Page x of y" itself (news puts a separator before it).
    const text = [...status.childNodes].find((node) => /\d/.test(node.textContent ?? ''))!;
    return {
      nextLines: lines(next),
      rowCentres: visible.map((child) => {
        const rect = child.getBoundingClientRect();
        return rect.top + rect.height / 2;
      }),
      overflow:
        nav.scrollWidth > nav.clientWidth + 1 ||
        document.documentElement.scrollWidth > window.innerWidth,
      statusLines: lines(text),
      status: status.textContent ?? '',
    };
  }, statusSelector);
}

function expectSmallScreenLayout(layout: Layout, width: number, where: string) {
  const label = `${where} at ${width} px: ${JSON.stringify(layout)}`;
  expect(layout.nextLines, label).toBe(1);
  expect(layout.rowCentres.length, label).toBeGreaterThanOrEqual(3);
  const spread = Math.max(...layout.rowCentres) - Math.min(...layout.rowCentres);
  expect(spread, label).toBeLessThan(2);
  expect(layout.overflow, label).toBe(false);
  expect(layout.statusLines, label).toBe(1);
}

const ELEMENTS = [
  {
    name: 'news archive',
    page: '/mf-news-archive.html',
    tag: 'mf-news-archive',
    pager: /News pages/,
    status: '.news__page-status',
  },
  {
    name: 'events overview',
    page: '/mf-events-overview.html',
    tag: 'mf-events-overview',
    pager: /Events pages/,
    status: '.events__page-status',
  },
] as const;

async function toPage4(page: Page, pager: Locator, heading: Locator) {
  for (const target of [2, 3, 4]) {
    await pager.getByRole('button', { name: /Next/ }).click();
    await expect(heading).toContainText(`Page ${target} of`);
  }
}

for (const element of ELEMENTS) {
  for (const width of [320, 390, 414]) {
    test(`${element.name} at ${width} px: the pager on one row, "Page x of y" unbroken`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openGallery(page, element.page);
      const host = page.locator(element.tag);
      const heading = host.locator('[part=heading]');
      await expect(host.locator('[part=base]')).toHaveAttribute('data-state', 'has-results');
      await expect(heading).toContainText('Page 1 of');
      expectSmallScreenLayout(await measure(host, element.status), width, 'page 1');
      await toPage4(page, page.getByRole('navigation', { name: element.pager }), heading);
      expectSmallScreenLayout(await measure(host, element.status), width, 'page 4');
    });
  }
}
