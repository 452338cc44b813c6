/**
 * <mf-events-overview> on its gallery page, used as a person would: keyboard paging, the region
 * filter, every scenario (default, empty, error, slow) and German, with axe on each state.
 */
import type { Page } from '@playwright/test';
import { EVENTS_HOLD } from '@mf/demo-mocks/events/handlers';
import { expect, expectAxeClean, openGallery, test, tabTo } from './fixtures';

const PAGE = '/mf-events-overview.html';

/**
 * Holds every events answer of the page until the returned function is called, so the loading
 * state lasts as long as the test looks at it (not as long as a delay happens to). The answers
 * come from the gallery's mock service worker, which page.route cannot see: the events mock
 * waits for a page global instead (demo/mocks/events/handlers.ts).
 */
async function holdEventsAnswers(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript((name) => {
    const global = window as unknown as Record<string, unknown>;
    global[name] = new Promise<void>((resolve) => (global[`${name}Release`] = resolve));
  }, EVENTS_HOLD);
  return () =>
    page.evaluate((name) => {
      (window as unknown as Record<string, () => void>)[`${name}Release`]!();
    }, EVENTS_HOLD);
}

function events(page: Page) {
  const host = page.locator('mf-events-overview');
  return {
    base: host.locator('[part=base]'),
    heading: host.locator('[part=heading]'),
    cards: host.locator('[part~=list-item]'),
    noResults: host.locator('[part=no-results]'),
    region: page.getByRole('combobox', { name: 'Region' }),
    pages: page.getByRole('navigation', { name: /Events pages|Seiten der Veranstaltungen/ }),
  };
}

test('default: the first page of all regions, paged with the keyboard', async ({ page }) => {
  await openGallery(page, PAGE);
  const ui = events(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(ui.base).toHaveAttribute('data-state', 'has-results');
  await expect(ui.heading).toHaveText(/46 events\s*Page 1 of 10/);
  await expect(ui.cards).toHaveCount(5);
  await expect(ui.cards.first().locator('time').first()).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await expect(ui.pages.getByRole('button', { name: /Previous/ })).toBeDisabled();
  await expectAxeClean(page, 'default');

  const next = ui.pages.getByRole('button', { name: /Next/ });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(ui.heading).toHaveText(/Page 2 of 10/);
  await expect(ui.heading).toBeFocused();
  await expect(ui.pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // To the last page by its number: Next becomes disabled and focus is on the heading, not lost.
  await tabTo(page, ui.pages.getByRole('button', { name: 'Page 10' }));
  await page.keyboard.press('Enter');
  await expect(ui.heading).toHaveText(/Page 10 of 10/);
  await expect(ui.heading).toBeFocused();
  await expect(ui.cards).toHaveCount(1);
  await expect(next).toBeDisabled();
  await expectAxeClean(page, 'last page');
});

test('region filter: page 1 of the region, no pagination for 4 events, focus stays', async ({
  page,
}) => {
  await openGallery(page, PAGE);
  const ui = events(page);
  await expect(ui.base).toHaveAttribute('data-state', 'has-results');
  await ui.pages.getByRole('button', { name: /Next/ }).click();
  await expect(ui.heading).toHaveText(/Page 2 of 10/);
  await ui.region.focus();
  await ui.region.selectOption({ label: 'Africa' });
  await expect(ui.heading).toHaveText(/^4 events$/);
  await expect(ui.pages).toHaveCount(0);
  await expect(ui.region).toBeFocused();
  await expect(ui.cards.first()).toContainText('Africa');
  await ui.region.selectOption({ label: 'Europe' });
  await expect(ui.heading).toHaveText(/16 events\s*Page 1 of 4/);
  await expectAxeClean(page, 'filtered');
});

test('empty scenario: the no-results heading', async ({ page }) => {
  await openGallery(page, `${PAGE}?scenario=empty`);
  const ui = events(page);
  await expect(ui.base).toHaveAttribute('data-state', 'no-results');
  await expect(ui.noResults).toHaveText('No events found for this region.');
  await expect(ui.noResults).toHaveRole('heading');
  await expectAxeClean(page, 'empty');
});

test('error scenario: the same no-results heading, nothing else shown', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/);
  await openGallery(page, `${PAGE}?scenario=error`);
  const ui = events(page);
  await expect(ui.base).toHaveAttribute('data-state', 'no-results');
  await expect(ui.noResults).toHaveText('No events found for this region.');
  await expectAxeClean(page, 'error');
});

test('slow scenario: a visible, named loading indicator, then the results', async ({ page }) => {
  const release = await holdEventsAnswers(page);
  await openGallery(page, `${PAGE}?scenario=slow`);
  const ui = events(page);
  await expect(ui.base).toHaveAttribute('data-state', 'loading');
  await expect(page.getByRole('progressbar', { name: 'Loading events…' })).toBeVisible();
  await expectAxeClean(page, 'loading');
  await release();
  await expect(ui.base).toHaveAttribute('data-state', 'has-results', { timeout: 15_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('German: labels, regions and dates from data-lang-de-*', async ({ page }) => {
  await openGallery(page, `${PAGE}?lang=de`);
  const ui = events(page);
  await expect(ui.heading).toHaveText(/46 Veranstaltungen\s*Seite 1 von 10/);
  await expect(ui.region.locator('option').first()).toHaveText('Alle Regionen');
  await expect(ui.cards.first().locator('time').first()).toHaveText(
    /^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \S+ \d{4}$/,
  );
  await expect(ui.pages.getByRole('button', { name: /Weiter/ })).toBeEnabled();
  await ui.region.selectOption({ label: 'Afrika' });
  await expect(ui.heading).toHaveText(/^4 Veranstaltungen$/);
  await expectAxeClean(page, 'de');
});

test('German empty scenario: the German no-results text', async ({ page }) => {
  await openGallery(page, `${PAGE}?lang=de&scenario=empty`);
  await expect(events(page).noResults).toHaveText(
    'Für diese Region wurden keine Veranstaltungen gefunden.',
  );
});

test('small screen with reduced motion: the spinner stands still, the page stays accessible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await holdEventsAnswers(page);
  await openGallery(page, `${PAGE}?scenario=slow`);
  const ring = page.locator('mf-events-overview .mf-spinner__ring');
  await expect(ring).toBeVisible();
  const duration = await ring.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
  expect(duration).toBeLessThan(0.001);
  const ui = events(page);
  await release();
  await expect(ui.base).toHaveAttribute('data-state', 'has-results', { timeout: 15_000 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling at 360 px').toBeLessThanOrEqual(0);
  await expectAxeClean(page, 'small screen');
});
