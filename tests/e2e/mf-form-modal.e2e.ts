/**
 * <mf-form-modal> and <mf-lead-form> in the built gallery, as a keyboard user: every form type
 * opens from its plain page link, the accordion leads to the form, the fake lead form (served from
 * the gallery's second origin) is filled in and sent inside the frame, the brochure links appear
 * for a brochure request only, the hostile frame (wrong origin, wrong window) changes nothing,
 * Escape closes and focus returns to the link; consent declined and granted later; axe on every
 * state.
 */
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const TYPES = [
  {
    type: 'brochure',
    link: 'Request a brochure',
    heading: 'Request a brochure',
    cta: 'Request brochure',
  },
  { type: 'demo', link: 'Book a demo', heading: 'Book a demo', cta: 'Book demo' },
  { type: 'quote', link: 'Get a quote', heading: 'Get a quote', cta: 'Get quote' },
  {
    type: 'informed',
    link: 'Keep me informed',
    heading: 'Keep me informed',
    cta: 'Keep me informed',
  },
  {
    type: 'offer',
    link: 'Ask about an offer',
    heading: 'Ask about an offer',
    cta: 'Ask about offer',
  },
] as const;

for (const { type, link, heading, cta } of TYPES) {
  test(`keyboard journey: ${type} form from the page link to a sent form and back`, async ({
    page,
  }) => {
    await openGallery(page, '/mf-form-modal.html');
    const opener = page.getByRole('link', { name: link, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#modal-${type}$`));
    const dialog = page.getByRole('dialog', { name: heading });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectAxeClean(page, `${type}: accordion`);

    // Close -> first range (open) -> first model's call to action.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /MF 5S Series tractors/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: `${cta} MF 5S.105` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { level: 3, name: 'MF 5S.105' })).toBeFocused();

    const frameElement = dialog.locator('iframe');
    await expect(frameElement).toHaveAttribute('title', 'Contact form: MF 5S.105');
    const src = new URL((await frameElement.getAttribute('src'))!);
    expect(src.port).toBe(String(Number(new URL(page.url()).port) + 1));
    expect(src.searchParams.get('RequestType')).toBe(type);
    expect(src.searchParams.get('ProductTag')).toBe('mf:products/tractor-5s/5s105');
    // The form reported its height: the frame is that + 40 px, no longer the min-height (a plain
    // /height: \d+px/ would also match the initial `min-height: 600px`).
    await expect(frameElement).toHaveAttribute('data-sized', 'true');
    await expect(frameElement).toHaveAttribute('style', /(^|;\s*)height: \d+px/);
    const form = page.frameLocator('iframe.mf-lead-frame');
    await expect(form.getByRole('heading', { level: 1 })).toContainText(
      'mf:products/tractor-5s/5s105',
      {
        timeout: 10_000,
      },
    );
    await expectAxeClean(page, `${type}: form`);

    // The hostile frame (this page's origin, not the form host) posts a 5000 px height and an
    // on_submit. Every height the frame takes from now on is recorded, so a height that was
    // applied and later overwritten still shows.
    await frameElement.evaluate((frame) => {
      const seen: string[] = [];
      (window as unknown as { frameStyles: string[] }).frameStyles = seen;
      new MutationObserver(() => seen.push(frame.getAttribute('style') ?? '')).observe(frame, {
        attributeFilter: ['style'],
      });
    });
    const hostile = page.frameLocator('iframe.hostile-frame');
    const posted = hostile.locator('#posted');
    await expect(posted).toHaveText(/messages? so far/); // its script runs (it posts on load too)
    const count = Number(/\((\d+) messages? so far/.exec((await posted.textContent())!)![1]);
    await hostile.locator('body').evaluate(() => {
      (document.getElementById('post-height') as HTMLButtonElement).click();
      (document.getElementById('post-submit') as HTMLButtonElement).click();
    });
    await expect(posted).toContainText(`(${count + 2} messages so far)`);
    // Then the real form posts a new height (its parameter list opens). Messages to this page are
    // handled in the order they were posted, so once the frame shows that height the hostile
    // ones, posted before, have been handled too: they must have changed nothing.
    const expected = await form.locator('details').evaluate((details: HTMLDetailsElement) => {
      details.open = true;
      return Math.ceil(document.body.getBoundingClientRect().height) + 40;
    });
    await expect(frameElement).toHaveAttribute(
      'style',
      new RegExp(`(^|;\\s*)height: ${expected}px`),
    );
    const styles = await page.evaluate(
      () => (window as unknown as { frameStyles: string[] }).frameStyles,
    );
    expect(styles.filter((style) => style.includes('5040px'))).toEqual([]);
    await expect(dialog.getByRole('link', { name: /brochure \(PDF\)/ })).toHaveCount(0);

    // Into the frame with Tab, fill in and send the form with the keyboard.
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('First name')).toBeFocused();
    await page.keyboard.type('Ann');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Field');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ann@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send request' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    const brochure = dialog.getByRole('link', { name: /Download the MF 5S\.105 brochure/ });
    if (type === 'brochure') {
      await expect(brochure).toHaveAttribute('href', /\/forms\/brochure-tractor-5s\.pdf$/);
      await expect(dialog.getByRole('link', { name: /Matching implements/ })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText(/ready to download/);
      await expectAxeClean(page, `${type}: brochure ready`);
    } else {
      await expect(brochure).toHaveCount(0);
    }

    // Out of the frame: Tab past its last control wraps to the close button; Escape closes.
    for (let i = 0; i < 6; i++) {
      const onClose = await dialog
        .getByRole('button', { name: 'Close' })
        .evaluate(
          (el) =>
            el.getRootNode() instanceof ShadowRoot &&
            (el.getRootNode() as ShadowRoot).activeElement === el,
        );
      if (onClose) break;
      await page.keyboard.press('Tab');
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/mf-form-modal\.html$/);
    await expect(opener).toBeFocused();
  });
}

test('back from the form returns to the accordion and the call to action', async ({ page }) => {
  await openGallery(page, '/mf-form-modal.html#modal-quote');
  const dialog = page.getByRole('dialog', { name: 'Get a quote' });
  await dialog.getByRole('button', { name: /Balers/ }).click();
  await dialog.getByRole('button', { name: 'Get quote MF RB 4160V' }).click();
  await expect(dialog.getByRole('heading', { level: 3, name: 'MF RB 4160V' })).toBeFocused();
  await dialog.getByRole('button', { name: /Back to products/ }).press('Enter');
  await expect(dialog.getByRole('button', { name: 'Get quote MF RB 4160V' })).toBeFocused();
  await expect(dialog.locator('iframe')).toHaveCount(0);
});

test('consent declined: a panel explains it; accepting in the consent manager shows the form', async ({
  page,
}) => {
  await openGallery(page, '/mf-form-modal.html?consent=declined#modal-demo');
  const dialog = page.getByRole('dialog', { name: 'Book a demo' });
  await dialog.getByRole('button', { name: 'Book demo MF 5S.105' }).click();
  await expect(dialog.getByText('This form needs your cookie consent')).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveCount(0);
  await expectAxeClean(page, 'no consent');
  await dialog.getByRole('button', { name: 'Cookie preferences' }).click();
  await page
    .getByRole('dialog', { name: /Cookie preferences/ })
    .getByRole('button', { name: 'Accept all cookies' })
    .click();
  await expect(dialog.locator('iframe')).toBeVisible();
});

test('consent manager missing: logged after 10 s; no dead button, the dealer, the contact page and a retry instead', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/TrustArc API failed to load/);
  await openGallery(page, '/mf-lead-form.html?consent=missing');
  await page.getByRole('button', { name: 'Store a preferred dealer' }).click();
  await openGallery(page, '/mf-lead-form.html?consent=missing');
  const element = page.locator('mf-lead-form').first();
  await expect(element.getByText('Checking your cookie preferences')).toBeVisible();
  await expect(element.getByText('The form cannot be shown right now')).toBeVisible({
    // The consent check gives up at 10 s; room for a loaded CI machine on top.
    timeout: 25_000,
  });
  // Nothing to open, so no "Cookie preferences" button.
  await expect(element.getByRole('button', { name: 'Cookie preferences' })).toHaveCount(0);
  await expect(element.getByRole('link', { name: '+44 1234 567890' })).toHaveAttribute(
    'href',
    'tel:+441234567890',
  );
  await expect(element.getByRole('link', { name: 'Other ways to contact us' })).toHaveAttribute(
    'href',
    'https://mf-machinery.example/contact',
  );
  const retry = element.getByRole('button', { name: 'Try again' });
  await retry.click();
  await expect(element.getByRole('button', { name: 'Trying again…' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectAxeClean(page, 'lead form without a consent manager');
});

test('inline lead form: parameters, UTM cookie across pages, preferred dealer, form action', async ({
  page,
}) => {
  await openGallery(page, '/mf-lead-form.html?utm_source=newsletter&utm_campaign=spring%20days');
  await page.getByRole('button', { name: 'Store a preferred dealer' }).click();
  await openGallery(page, '/mf-lead-form.html');
  const frameElement = page.locator('mf-lead-form').first().locator('iframe');
  const src = new URL((await frameElement.getAttribute('src'))!);
  expect(src.searchParams.get('DealerCode')).toBe('GB-0421');
  expect(src.searchParams.get('utm_source')).toBe('newsletter');
  expect(src.searchParams.get('utm_campaign')).toBe('spring days');
  expect(src.searchParams.get('RequestType')).toBe('quote');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === '_sf-utm')?.sameSite).toBe('Lax');
  const form = page.frameLocator('iframe.mf-lead-frame').first();
  await form.getByLabel('First name').fill('Ann');
  await form.getByLabel('Last name').fill('Field');
  await form.getByLabel('Email').fill('ann@example.com');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#action-log')).toHaveText('mf-form-action: on_submit (quote)');
  await expectAxeClean(page, 'inline lead forms');
});
