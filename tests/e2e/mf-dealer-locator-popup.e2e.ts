/**
 * <mf-dealer-locator mode="popup"> across the gallery's two origins (README, "Popup mode"): the
 * mock configurator (byo-opener.html, PORT) opens the dealer popup (byo-dealer-popup.html,
 * PORT+1). Both hand-back paths (postMessage to the opener; redirect to byo-landing.html with
 * the dealer query), the allow-list rejection, the opener-closed fallbacks, dismiss, keyboard
 * use and axe in each state; the brand colour on drawn markers; and a popup page built from the
 * all-in-one IIFE script (dealer-site-embed-popup.html), whose opener-origins breaks mid-visit.
 * Each popup's console is watched from its creation (context 'page' event).
 */
import type { Page } from '@playwright/test';
import { expect, expectAxeClean, focused, tabTo, test } from './fixtures';

const OPENER = '/byo-opener.html';

/** Collects the uncaught errors and console errors of `page` (minus the allowed ones) into `problems`. */
function watchConsole(page: Page, allowed: RegExp[], problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!allowed.some((pattern) => pattern.test(message.text())))
      problems.push(`console.error: ${message.text()}`);
  });
}

/**
 * Console errors of the pages the fixture does not watch (the popups): attached to every page of
 * the context as it is created, before its scripts run, so an error of the popup's first moments
 * (module evaluation, element definition, first render) is caught too. Call it before opening.
 */
function watchPopups(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.context().on('page', (popup) => {
    if (popup !== page) watchConsole(popup, allowed, problems);
  });
  return problems;
}

function popupUi(popup: Page) {
  const host = popup.locator('mf-dealer-locator');
  return {
    base: host.locator('[part=base]'),
    cards: host.locator('[part~=list-item]'),
    choose: host.getByRole('button', { name: /^Choose this dealer/ }),
    close: host.getByRole('button', { name: 'Close this window' }),
    back: host.getByRole('button', { name: 'Return without choosing' }),
    alert: host.getByRole('alert'),
  };
}

async function openerPage(page: Page) {
  await page.goto(OPENER);
  await expect(page.locator('#byo-redirect')).toHaveAttribute('href', /byo_redirect=/);
}

async function ready(popup: Page) {
  await popup.locator('html[data-gallery-ready="true"]').waitFor({ state: 'attached' });
  const ui = popupUi(popup);
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  return ui;
}

/**
 * spec §9 "brand_color sets the marker background with white marker text": a dealership marker
 * the map drew (not a cluster, not a designated location) shows exactly that colour.
 */
async function expectBrandMarkers(popup: Page, rgb: string) {
  const marker = popup
    .locator('mf-dealer-locator')
    .locator('.dl-marker[data-appearance="dealership"]')
    .first();
  await expect(marker).toBeVisible();
  await expect(marker).toHaveCSS('background-color', rgb);
  await expect(marker).toHaveCSS('color', 'rgb(255, 255, 255)');
}

/** The popup's origin is the opener's port + 1. */
function otherOrigin(page: Page, delta: number): string {
  const url = new URL(page.url());
  return `${url.protocol}//${url.hostname}:${Number(url.port) + delta}`;
}

test('postMessage hand-back by keyboard: the configurator receives the chosen dealer', async ({
  page,
}) => {
  await openerPage(page);
  await expectAxeClean(page, 'configurator');
  const openButton = page.getByRole('button', { name: 'Choose a dealer', exact: true });
  await openButton.focus();
  const problems = watchPopups(page);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.keyboard.press('Enter'),
  ]);
  const ui = await ready(popup);
  expect(new URL(popup.url()).origin).toBe(otherOrigin(page, 1));
  // spec §9: the page size comes from the server (the mock's perPage 10).
  await expect(ui.cards).toHaveCount(10);
  // brand_color=#a4161a (spec §9): a dealership marker drawn on the map has that background,
  // with white text.
  await expectBrandMarkers(popup, 'rgb(164, 22, 26)');
  // distance_unit=mi removed the km options from the distance filter (spec §5).
  const distance = popup.getByRole('combobox', { name: 'Distance' });
  await distance.click();
  await expect(popup.getByRole('option', { name: /km/ })).toHaveCount(0);
  await expect(popup.getByRole('option', { name: '100 miles' })).toBeVisible();
  await popup.keyboard.press('Escape');
  await expectAxeClean(popup, 'popup results');

  const firstName = (await ui.cards.first().locator('h3').textContent())!.trim();
  await tabTo(popup, ui.choose.first());
  expect(await focused(ui.choose.first())).toBe(true);
  await popup.keyboard.press('Enter');

  await expect(page.locator('#byo-status')).toHaveText(`Dealer received: ${firstName}`);
  const record = JSON.parse((await page.locator('#byo-received').textContent())!) as {
    Id: string;
    Dealer_Code__c: string;
  };
  expect(record.Id).toMatch(/^001[0-9A-Z]{15}$/);
  // "Offered": postMessage has no receipt (README "Hand-back").
  await expect(popup.locator('mf-dealer-locator')).toContainText(
    `${firstName} was offered to the page that opened this window.`,
  );
  // Focus stays on the button the visitor pressed.
  expect(await focused(ui.choose.first())).toBe(true);
  await expectAxeClean(popup, 'popup after the hand-back');
  await expectAxeClean(page, 'configurator with the dealer');
  expect(problems).toEqual([]);
});

test('redirect hand-back: the popup (no opener) lands on the configurator with the dealer query', async ({
  page,
}) => {
  await openerPage(page);
  const problems = watchPopups(page);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('#byo-redirect').click(),
  ]);
  const ui = await ready(popup);
  await expect(ui.back).toBeVisible();
  const card = ui.cards.nth(1);
  const name = (await card.locator('h3').textContent())!.trim();
  await tabTo(popup, ui.choose.nth(1));
  await Promise.all([popup.waitForURL(/byo-landing\.html\?/), popup.keyboard.press('Enter')]);

  const landing = new URL(popup.url());
  expect(landing.origin).toBe(otherOrigin(page, 0));
  const params = landing.searchParams;
  expect([...params.keys()]).toEqual([
    'BYO_Dealer_Number',
    'bYO_Dealer_Name',
    'bYO_Dealer_Address',
    'bYO_Dealer_City',
    'bYO_Dealer_State_Province',
    'bYO_Dealer_Zip_Postal',
    'dealerPhone',
    'dealerInfo_t',
  ]);
  expect(params.get('bYO_Dealer_Name')).toBe(name);
  expect(params.get('dealerInfo_t')).toBe(
    [...params.entries()]
      .slice(0, 7)
      .map(([, value]) => value)
      .join('$$'),
  );
  await expect(popup.locator('#byo-summary')).toHaveText(
    `Dealer ${name} (${params.get('BYO_Dealer_Number')}) received.`,
  );
  await expectAxeClean(popup, 'redirect landing');
  expect(problems).toEqual([]);
});

test('allow-list: a byo_redirect to another origin is ignored (logged); no navigation', async ({
  page,
}) => {
  await openerPage(page);
  const problems = watchPopups(page, [/byo_redirect .* is not on an allowed origin/]);
  // The refusal is logged while the popup starts: listen from the page's first moment.
  const refused: string[] = [];
  page.context().on('page', (popup) =>
    popup.on('console', (m) => {
      if (/not on an allowed origin/.test(m.text())) refused.push(m.text());
    }),
  );
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('#byo-redirect-refused').click(),
  ]);
  const ui = await ready(popup);
  const before = popup.url();
  // No accepted redirect: the dismiss button closes rather than redirects.
  await expect(ui.close).toBeVisible();
  await expect(ui.back).toHaveCount(0);
  await tabTo(popup, ui.choose.first());
  await popup.keyboard.press('Enter');
  // Opened by a link (no opener) and no accepted redirect: a clear message, no navigation.
  await expect(ui.alert).toContainText(
    'could not be handed back to the page that opened this window',
  );
  expect(popup.url()).toBe(before);
  await expectAxeClean(popup, 'opener-gone message');
  expect(problems).toEqual([]);
  // The refusal was logged (spec §8 "Invalid redirect URL: logged and ignored").
  await expect.poll(() => refused.length).toBeGreaterThan(0);
});

test('opener closed before the choice: the message, or the redirect when one is configured', async ({
  page,
}) => {
  await openerPage(page);
  const popupOrigin = otherOrigin(page, 1);
  const landing = `${otherOrigin(page, 0)}/byo-landing.html`;
  // Opened by script (it has an opener), once without and once with a redirect.
  const open = (query: string) =>
    Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate(
        (href) => void window.open(href, '_blank', 'popup'),
        `${popupOrigin}/byo-dealer-popup.html?lat=41.59&lng=-93.62&default_radius=100${query}`,
      ),
    ]).then(([popup]) => popup);
  const problems = watchPopups(page);
  const plain = await open('');
  const withRedirect = await open(`&byo_redirect=${encodeURIComponent(landing)}`);
  const plainUi = await ready(plain);
  const redirectUi = await ready(withRedirect);
  await page.close();

  await plainUi.choose.first().focus();
  await plain.keyboard.press('Enter');
  await expect(plainUi.alert).toContainText('could not be handed back');
  await expectAxeClean(plain, 'opener closed, no redirect');

  await redirectUi.choose.first().focus();
  await Promise.all([
    withRedirect.waitForURL(/byo-landing\.html\?BYO_Dealer_Number=/),
    withRedirect.keyboard.press('Enter'),
  ]);
  await expect(withRedirect.locator('#byo-summary')).toContainText('received');
  expect(problems).toEqual([]);
});

test('dismiss closes a popup the configurator opened', async ({ page }) => {
  await openerPage(page);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Choose a dealer', exact: true }).click(),
  ]);
  const ui = await ready(popup);
  await tabTo(popup, ui.close);
  // The window closes while the key is still being handled: the press itself may then reject.
  await Promise.all([popup.waitForEvent('close'), popup.keyboard.press('Enter').catch(() => {})]);
  expect(popup.isClosed()).toBe(true);
});

test('the all-in-one script (IIFE) in popup mode: no opener-origins posts with "*"; a broken one set later posts nothing', async ({
  page,
}) => {
  await openerPage(page);
  const problems = watchPopups(page, [
    // Expected once the page breaks its opener-origins (below): the choice says so (the adapter's
    // word on the attribute itself is a warning, core/element/problems).
    /the dealer was not posted: opener-origins is set but names no usable origin/,
  ]);
  const requested: string[] = [];
  page.context().on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The configurator opens it (it takes a dealer only from the window it opened, item 10).
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Choose a dealer (all-in-one script)' }).click(),
  ]);
  expect(popup.url()).toMatch(
    new RegExp(`^${otherOrigin(page, 1)}/dealer-site-embed-popup\\.html\\?`),
  );
  await popup.locator('html[data-demo-ready="true"]').waitFor({ state: 'attached' });
  const ui = popupUi(popup);
  await expect(ui.base).toHaveAttribute('data-state', 'results');
  await expect(ui.cards).toHaveCount(10);
  await expectBrandMarkers(popup, 'rgb(164, 22, 26)');
  await expectAxeClean(popup, 'IIFE popup results');
  // One script: the popup's code is in the IIFE, no ESM chunk is fetched.
  expect(requested).toContain('/dist/mf-elements.iife.js');
  expect(requested.filter((path) => path.includes('/dist/esm/'))).toEqual([]);

  const firstName = (await ui.cards.first().locator('h3').textContent())!.trim();
  await tabTo(popup, ui.choose.first());
  await popup.keyboard.press('Enter');
  await expect(page.locator('#byo-status')).toHaveText(`Dealer received: ${firstName}`);

  // The page breaks its opener-origins after the start: the next choice posts to no window.
  await popup
    .locator('mf-dealer-locator')
    .evaluate((el) => el.setAttribute('opener-origins', '[bad'));
  const secondName = (await ui.cards.nth(1).locator('h3').textContent())!.trim();
  await ui.choose.nth(1).focus();
  await popup.keyboard.press('Enter');
  await expect(ui.alert).toContainText(`${secondName} could not be handed back`);
  await expect(page.locator('#byo-status')).toHaveText(`Dealer received: ${firstName}`);
  await expectAxeClean(popup, 'IIFE popup, nothing handed back');
  expect(problems).toEqual([]);
});

/**
 * The configurator takes a dealer only from the popup window it opened. A frame
 * of the popup's origin (here byo-landing.html on PORT+1, framed into the configurator) posting a
 * fake record, before any popup was opened and while one is open, is ignored.
 */
test('the configurator ignores a fake dealer from another window of the popup origin', async ({
  page,
}) => {
  await openerPage(page);
  const fake = { Name: 'Fake dealer', Dealer_Code__c: 'EVIL' };
  const postFromFrame = async (round: number) => {
    const id = `intruder-${round}`;
    await page.evaluate(
      ({ src, id }) =>
        new Promise<void>((resolve) => {
          const frame = Object.assign(document.createElement('iframe'), { src, id, title: id });
          frame.addEventListener('load', () => resolve(), { once: true });
          document.body.append(frame);
        }),
      { src: `${otherOrigin(page, 1)}/byo-landing.html`, id },
    );
    const frame = page.frames().find((candidate) => candidate.url().includes('byo-landing'))!;
    await frame.evaluate((record) => window.parent.postMessage(record, '*'), fake);
    await expect(page.locator('#byo-log li').first()).toHaveText(
      `Ignored a message from ${otherOrigin(page, 1)}.`,
    );
    await expect(page.locator('#byo-log li')).toHaveCount(round);
    await page.evaluate((id) => document.getElementById(id)!.remove(), id);
  };

  // No popup opened yet: the page used to accept any window of the popup's origin.
  await postFromFrame(1);
  await expect(page.locator('#byo-status')).toHaveText('No dealer chosen yet.');
  await expect(page.locator('#byo-received')).toHaveText('');

  // With the popup open, a frame of its origin that is not the popup is still refused.
  const problems = watchPopups(page);
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Choose a dealer', exact: true }).click(),
  ]);
  await ready(popup);
  await postFromFrame(2);
  await expect(page.locator('#byo-received')).toHaveText('');

  // The popup itself still hands a dealer back.
  const ui = popupUi(popup);
  const firstName = (await ui.cards.first().locator('h3').textContent())!.trim();
  await ui.choose.first().click();
  await expect(page.locator('#byo-status')).toHaveText(`Dealer received: ${firstName}`);
  expect(problems).toEqual([]);
});
