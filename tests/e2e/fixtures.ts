/**
 * Shared fixtures for the end-to-end tests: every test fails on an uncaught page error or a
 * console error it did not declare with `allowConsoleErrors(...)`, and `expectAxeClean` runs axe
 * (wcag2a, wcag2aa, wcag21aa, wcag22aa) over the page, shadow roots included.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

interface Fixtures {
  /** Declare console errors a test expects (e.g. the browser's "Failed to load resource" on a 500). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  consoleGuard: void;
}

const allowed = new WeakMap<Page, RegExp[]>();

export const test = base.extend<Fixtures>({
  allowConsoleErrors: async ({ page }, use) => {
    allowed.set(page, []);
    await use((...patterns) => allowed.get(page)!.push(...patterns));
  },
  consoleGuard: [
    async ({ page, allowConsoleErrors: _ }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if ((allowed.get(page) ?? []).some((pattern) => pattern.test(text))) return;
        problems.push(`console.error: ${text}`);
      });
      await use();
      expect(problems, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Only the violations are reported node by node: axe runs every rule on every node all the same,
 * and leaves out the selectors of each passing node (one node per rule kept), which it would
 * otherwise build for thousands of nodes. The product selector's page: 2.0 s a run, 1.0 s so.
 */
const AXE_OPTIONS = { resultTypes: ['violations' as const] };

/**
 * An axe run over the page with the project's tags. A page without frames is audited by
 * `axe.run` in the page (AxeBuilder's legacy mode): the same rules on the same nodes, without
 * the per-frame partial runs merged in a blank page that AxeBuilder opens otherwise, which took
 * more than half of each run (product selector page: 5.5 s against 10 s on a busy machine, the
 * same results). A page with frames (the lead form's) keeps the per-frame runs, so what is
 * inside its frames is audited too.
 */
export function axeBuilder(page: Page): AxeBuilder {
  // `options` first: AxeBuilder's `options()` replaces what `withTags` set.
  const builder = new AxeBuilder({ page }).options(AXE_OPTIONS).withTags(AXE_TAGS);
  return page.frames().length === 1 ? builder.setLegacyMode(true) : builder;
}

/**
 * Runs axe over the whole page (the gallery page's own content as well as the elements:
 * axe on an element alone missed the page around it) and fails with the violations
 * listed by rule and node.
 */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  await pageAtRest(page);
  const { violations } = await axeBuilder(page).analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n    ')}`,
  );
  expect(summary, `axe violations in state "${state}"`).toEqual([]);
}

/**
 * Waits until nothing on the page moves: no finite CSS animation or transition running (shadow
 * roots included) and the window's scroll position the same over three animation frames. A
 * disclosure closing clips its rows with `overflow: hidden` for 300 ms, and axe counts a clipped
 * control as too small a target (a CI run failed target-size on the product selector's first
 * filter checkbox so; reproduced by running axe 50 ms after the accordion closed the list); a
 * run during a scroll (a filter's 300 ms scroll to the results) measures a page in motion.
 * Waits on frames, not on a clock; gives up after 5 s and lets axe judge what is there.
 */
async function pageAtRest(page: Page): Promise<void> {
  const moving = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const giveUp = performance.now() + 5000;
        let last = '';
        let still = 0;
        const roots = (root: Document | ShadowRoot): (Document | ShadowRoot)[] => [
          root,
          ...[...root.querySelectorAll('*')].flatMap((el) =>
            el.shadowRoot ? roots(el.shadowRoot) : [],
          ),
        ];
        const moving = () =>
          roots(document).some((root) =>
            root
              .getAnimations()
              .some(
                (a) =>
                  a.playState === 'running' &&
                  a.effect?.getComputedTiming().iterations !== Infinity,
              ),
          );
        const frame = () => {
          const position = `${window.scrollX},${window.scrollY}`;
          still = position === last && !moving() ? still + 1 : 0;
          if (still >= 3) return resolve('');
          if (performance.now() > giveUp)
            return resolve(
              position === last ? 'an animation' : `the scroll position (${position})`,
            );
          last = position;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  // Said, so that a page that never rests (each axe run then waits the full 5 s) is seen.
  if (moving) console.log(`pageAtRest: ${page.url()} still moving after 5 s: ${moving}`);
}

/**
 * The address a walk over every gallery page opens, for a page that would otherwise load itself
 * again: the search results page replaces an address without q by one with an empty q (site
 * spec §2), and a walk that went on meanwhile would read the old page.
 */
export const GALLERY_START: Readonly<Record<string, string>> = {
  'mf-search-results.html': '?q=tractor',
};

/** Opens a gallery page and waits until the mocks are running and its elements are defined. */
export async function openGallery(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
}

/** True when `target` (inside an element's shadow root) has focus. */
export function focused(target: Locator): Promise<boolean> {
  return target.evaluate(
    (el) =>
      el.getRootNode() instanceof ShadowRoot &&
      (el.getRootNode() as ShadowRoot).activeElement === el,
  );
}

/** Presses Tab (or Shift+Tab) until `target` has focus: a keyboard user's way there. */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 400 } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focused(target)) return;
  }
  throw new Error(`could not reach ${target} with ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Marks the upgrade: call before the page loads; the first of `tags` to be defined sets the
 * moment `upgradeLayoutShift` counts from.
 */
export async function markUpgrade(page: Page, tags: readonly string[]): Promise<void> {
  await page.addInitScript((names) => {
    void Promise.race(names.map((tag) => customElements.whenDefined(tag))).then(() => {
      (window as unknown as { mfDefinedAt: number }).mfDefinedAt = performance.now();
    });
  }, tags);
}

/**
 * The page's layout shift since it was opened (every shift without input before it, as CLS
 * counts them), and what moved, for the failure message: a page of the gallery holds it at 0.01
 * or less (docs/performance.md). Read once the page has settled; waits two frames first.
 */
function pageLayoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        };
        const name = (node: Node | null): string => {
          if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
          const host =
            node.getRootNode() instanceof ShadowRoot
              ? (node.getRootNode() as ShadowRoot).host
              : null;
          const own = `${node.localName}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${node.classList[0]}` : ''}`;
          return host ? `${host.localName} >> ${own}` : own;
        };
        // Only an observer sees layout shifts (they are not in the performance timeline);
        // `buffered` hands it those before it in a task of its own, and `takeRecords` the ones
        // not handed yet.
        const shifts: Shift[] = [];
        const keep = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) shifts.push(entry);
        };
        const observer = new PerformanceObserver((list) => keep(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            keep(observer.takeRecords());
            observer.disconnect();
            resolve({
              total: shifts.reduce((sum, entry) => sum + entry.value, 0),
              moved: shifts.map(
                (entry) =>
                  `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((s) => name(s.node)).join(', ')}`,
              ),
            });
          }),
        );
      }),
  );
}

/**
 * The page moved no more than `limit` (0.01 unless a test holds it to less) from its opening until
 * it settled (CLS): what QA and Lighthouse see moving is never the gallery's furniture, and an
 * element's upgrade moves nothing. The failure names what moved.
 */
export async function expectNoLayoutShift(page: Page, where: string, limit = 0.01): Promise<void> {
  const { total, moved } = await pageLayoutShift(page);
  expect(total, `layout shift of ${where}: ${moved.join('; ')}`).toBeLessThanOrEqual(limit);
}

/** Layout shift from the upgrade (`markUpgrade`) to two frames on, none of it after input. */
export function upgradeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const definedAt = (window as unknown as { mfDefinedAt: number }).mfDefinedAt;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput && entry.startTime >= definedAt) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}
