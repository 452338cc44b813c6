/**
 * <mf-dealer-locator> on its gallery page, as a person would use it: a keyboard-only journey
 * (search by postal code, filter, page, open a detail, mark preferred, come back), every
 * scenario and German, with axe on each state.
 */
import type { Page } from '@playwright/test';
import { dealerDataset } from '@mf/demo-mocks/dealer-locator/dataset';
import { expect, expectAxeClean, openGallery, test, tabTo, focused } from './fixtures';

const PAGE = '/mf-dealer-locator.html';

function locator(page: Page) {
  const host = page.locator('mf-dealer-locator');
  return {
    host,
    base: host.locator('[part=base]'),
    count: host.locator('.dl-results__count'),
    cards: host.locator('[part~=list-item]'),
    list: host.locator('[part=list]'),
    detail: host.locator('[part=detail]'),
    status: host.getByRole('status'),
    location: page.getByRole('combobox', { name: /City, state or postal code|Ort/ }),
    pages: page.getByRole('navigation', { name: /Result pages|Ergebnisseiten/ }),
  };
}

/** Text as a literal inside a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('keyboard only: postal code, filter, page, detail, preferred dealer and back', async ({
  page,
}) => {
  await openGallery(page, PAGE);
  const ui = locator(page);
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  await expect(ui.count).toHaveText(/\d+ results/);
  await expectAxeClean(page, 'first results');

  // Search by postal code, submitted with Enter from the box.
  await tabTo(page, ui.location);
  await page.keyboard.type('50010');
  await page.keyboard.press('Enter');
  await expect(ui.base).toHaveAttribute('data-state', 'loading');
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  await expect(ui.cards.first()).toContainText(/\d+\.\d mi away/);
  const total = Number((await ui.count.locator('strong').textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(25);
  await expect(ui.status).toHaveText(`${total} results`);
  await expectAxeClean(page, 'postal code results');

  // Filter by offering: open the listbox with Enter, move with the arrows, choose with Enter.
  // The first offering is Tractors, which every Atlas dealership sells: more than one page
  // stays, so the paging below always runs.
  const offerings = page.getByRole('combobox', { name: 'Offerings' });
  // The offerings are gathered after the results' first paint (search/use-search-results.ts):
  // the dropdown keeps its place meanwhile, and the filter bar is busy until they come.
  await expect(offerings).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filter results' })).not.toHaveAttribute(
    'aria-busy',
  );
  await tabTo(page, offerings);
  await page.keyboard.press('Enter');
  await expect(offerings).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page, 'offerings listbox open');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(offerings).toHaveAttribute('aria-expanded', 'false');
  await expect(offerings).toHaveText('Tractors');
  const filtered = Number((await ui.count.locator('strong').textContent())!.split(' ')[0]);
  expect(filtered).toBeLessThanOrEqual(total);
  expect(filtered).toBeGreaterThan(25);
  await expect(ui.status).toHaveText(`${filtered} results`);

  // Page with the keyboard: focus goes to the list.
  const next = ui.pages.getByRole('button', { name: /Next/ });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(ui.count).toContainText('Showing 26–');
  await expect.poll(() => focused(ui.list)).toBe(true);
  await expectAxeClean(page, 'page 2');

  // Open the detail of the first dealer on this page.
  const firstLink = ui.cards.first().getByRole('heading', { level: 3 }).getByRole('link');
  const name = (await firstLink.textContent())!;
  await tabTo(page, firstLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#dealer-locator-/);
  const heading = ui.detail.getByRole('heading', { level: 3 });
  await expect(heading).toHaveText(name);
  await expect.poll(() => focused(heading)).toBe(true);
  await expect(ui.detail.getByRole('progressbar')).toHaveCount(0);
  await expectAxeClean(page, 'detail');

  // Mark it preferred with Space; the choice is stored and announced.
  const preferred = ui.detail.locator('[part=preferred-dealer]');
  await expect(preferred).toHaveAccessibleName(
    new RegExp(`^Make my preferred dealer ?: ${escape(name)}$`),
  );
  await tabTo(page, preferred);
  await page.keyboard.press('Space');
  await expect(preferred).toHaveAttribute('aria-pressed', 'true');
  await expect(preferred).toHaveAccessibleName(
    new RegExp(`^My preferred dealer ?: ${escape(name)}$`),
  );
  await expect(ui.status).toHaveText(`${name} is now your preferred dealer.`);
  const stored = await page.evaluate(() => localStorage.getItem('mf-preferreddealer'));
  expect(JSON.parse(stored!)).toMatchObject({ dealer_name: name });
  await expect(page.locator('#event-log li').first()).toContainText('mf-preferred-dealer-change');

  // Open a collapsible section.
  const hours = ui.detail.getByRole('button', { name: 'Opening times' });
  await tabTo(page, hours);
  await page.keyboard.press('Enter');
  await expect(hours).toHaveAttribute('aria-expanded', 'true');
  await expect(ui.detail.getByRole('region', { name: 'Opening times' })).toContainText('Monday');
  await expectAxeClean(page, 'detail with opening times');

  // Back to the results: same page, focus on the list.
  const back = ui.detail.getByRole('link', { name: /Back to results/ });
  await tabTo(page, back, { back: true });
  await page.keyboard.press('Enter');
  await expect(ui.detail).toHaveCount(0);
  await expect.poll(() => focused(ui.list)).toBe(true);
  await expect(
    ui.cards.first().getByRole('button', { name: /My preferred dealer/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(page, 'back to results');
});

test('form errors: brand required, shown after a submit attempt, focus on the field', async ({
  page,
}) => {
  await openGallery(page, PAGE);
  // The same element as the CMS renders it without a preselected brand: a fresh instance.
  await page.evaluate(() => {
    const el = document.querySelector('mf-dealer-locator')!;
    const fresh = document.createElement('mf-dealer-locator');
    for (const { name, value } of el.attributes)
      if (name !== 'brand') fresh.setAttribute(name, value);
    el.replaceWith(fresh);
  });
  const ui = locator(page);
  await expect(ui.base).toHaveAttribute('data-state', /results|idle/);
  const submit = page.getByRole('button', { name: 'Search', exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const brand = page.getByRole('combobox', { name: 'Brand' });
  await expect(brand).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => focused(brand)).toBe(true);
  await expect(ui.host.getByText('Please choose a brand.')).toBeVisible();
  await expectAxeClean(page, 'brand error');
});

test('empty scenario: zero results with the plural label and the no-results message', async ({
  page,
}) => {
  await openGallery(page, `${PAGE}?scenario=empty`);
  const ui = locator(page);
  await expect(ui.base).toHaveAttribute('data-state', 'empty');
  await expect(ui.count).toHaveText('0 results');
  await expect(ui.host.getByText(/No dealers were found/).first()).toBeVisible();
  await expectAxeClean(page, 'empty');
});

test('error scenario: the results error, no filter bar, a usable form', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(
    /Failed to load resource: the server responded with a status of 500/,
    /mf-dealer-locator: the dealer search failed/,
  );
  await openGallery(page, `${PAGE}?scenario=error`);
  const ui = locator(page);
  await expect(ui.base).toHaveAttribute('data-state', 'error');
  await expect(ui.host.locator('.dl-message--error')).toHaveText(
    'Dealers could not be loaded. Please try again later.',
  );
  await expect(page.getByRole('group', { name: 'Filter results' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).not.toHaveAttribute(
    'aria-disabled',
  );
  await expectAxeClean(page, 'error');
});

test('slow scenario: a named loading indicator, then the results', async ({ page }) => {
  await openGallery(page, `${PAGE}?scenario=slow`);
  const ui = locator(page);
  await expect(page.getByRole('progressbar', { name: 'Searching for dealers' })).toBeVisible();
  await expectAxeClean(page, 'loading');
  await expect(ui.base).toHaveAttribute('data-state', 'results', { timeout: 15_000 });
});

test('German: labels from the German table, regions from data-lang-de-*, kilometres from the market', async ({
  page,
}) => {
  await openGallery(page, `${PAGE}?lang=de`);
  const ui = locator(page);
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  await expect(page.getByRole('heading', { name: 'Händler finden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
  await expect(ui.count).toHaveText(/\d+ Ergebnisse/);
  await ui.location.fill('Hannover');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(ui.cards.first()).toContainText(/\d+,\d km entfernt/);
  await expectAxeClean(page, 'German results');
  // The German table is complete (tsc and tests/conformance/labels.test.ts): no English text left
  // for the map, the modal or popup mode.
});

test('a zipcode query parameter pre-fills the location and searches there', async ({ page }) => {
  await openGallery(page, `${PAGE}?zipcode=50010`);
  const ui = locator(page);
  await expect(ui.location).toHaveValue('50010');
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  await expect(ui.cards.first()).toContainText(/mi away/);
});

test('deep link to a dealer detail, then back to the search with focus on the results', async ({
  page,
}) => {
  const dealer = dealerDataset().find((record) => record.brands.some((b) => b.code === 'ATL'))!;
  await openGallery(page, `${PAGE}#dealer-locator-${dealer.dealer_code}`);
  const ui = locator(page);
  await expect(ui.detail.getByRole('heading', { level: 3 })).toHaveText(dealer.name);
  await expect(ui.detail.getByRole('progressbar')).toHaveCount(0);
  await expectAxeClean(page, 'deep-linked detail');
  const back = ui.detail.getByRole('link', { name: /Back to results/ });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(ui.detail).toHaveCount(0);
  // The first search ran meanwhile, so there is a results list to come back to.
  await expect.poll(() => focused(ui.list)).toBe(true);
});

test('one dealer selected, then show all; region SA see-more; axe-clean in each', async ({
  page,
}) => {
  await openGallery(page, PAGE);
  const ui = locator(page);
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  const first = ui.cards.first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
  const more = first.getByRole('button', { name: /More info/ });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(ui.cards).toHaveCount(1);
  await expect(ui.count).toHaveCount(0);
  await expect(ui.cards.first()).toContainText(name);
  await expect(ui.cards.first().getByRole('button', { name: 'Hide hours' })).toBeVisible();
  await expectAxeClean(page, 'one dealer selected');
  await ui.host.getByRole('button', { name: 'Show all results' }).press('Enter');
  await expect(ui.cards).toHaveCount(25);

  // South America holds back non-recommended dealers behind see-more (spec §9).
  const region = page.getByRole('combobox', { name: 'Region' });
  await region.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'South America' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).press('Enter');
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  const seeMore = ui.host.getByRole('button', { name: 'See more dealers' });
  for (let i = 0; i < 20 && !(await seeMore.isVisible()); i++)
    await ui.pages.getByRole('button', { name: /Next/ }).click();
  await expect(seeMore).toBeVisible();
  await expectAxeClean(page, 'region SA with see-more');
  const before = await ui.count.locator('strong').textContent();
  await seeMore.press('Enter');
  await expect(ui.count.locator('strong')).not.toHaveText(before!);
  await expect(seeMore).toHaveCount(0);
});
