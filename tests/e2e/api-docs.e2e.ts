/**
 * The generated API page of every element (scripts/api-pages.ts, from
 * custom-elements.json): linked from the index (and from the element's gallery page:
 * tests/e2e/gallery.e2e.ts), listing every
 * attribute, property and event of the manifest, accessible at phone and desktop widths with its
 * playground running (tests/e2e/playground.e2e.ts tests what the playground does).
 */
import { readFileSync } from 'node:fs';
import { expect, expectAxeClean, test } from './fixtures';

// The sweep's tests are independent page loads: spread over the workers (playwright.config.ts),
// so a long sweep never runs alone at the end of the layer.
test.describe.configure({ mode: 'parallel' });

interface Declaration {
  tagName?: string;
  members?: { kind: string; name: string }[];
  events?: { name: string }[];
}
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations: Declaration[] }[];
};
const elements = manifest.modules
  .flatMap((m) => m.declarations)
  .filter((d): d is Declaration & { tagName: string } => !!d.tagName);

test('the index links every element to its API page', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('link', { name: 'API reference' });
  await expect(links).toHaveCount(elements.length);
  for (const [index, element] of elements.entries())
    await expect(links.nth(index)).toHaveAttribute('href', `./api/${element.tagName}.html`);
});

for (const element of elements) {
  const tag = element.tagName;
  test(`${tag}: its API page lists the manifest's attributes and events and passes axe at phone and desktop widths`, async ({
    page,
  }) => {
    await page.goto(`/api/${tag}.html`);
    await expect(page.getByRole('heading', { level: 1, name: `<${tag}> API` })).toBeVisible();
    // The playground's live element is drawn and its controls are on, so axe sees all of it.
    await expect(page.locator('section[data-playground]')).toHaveAttribute(
      'data-playground-ready',
      'true',
    );

    // The property column lists every field of the manifest, the event column every event.
    const fields = (element.members ?? []).filter((m) => m.kind === 'field').map((m) => m.name);
    const attributes = page
      .getByRole('region', { name: 'Attributes and properties' })
      .getByRole('table');
    await expect(attributes.locator('tbody tr td:nth-child(2)')).toHaveText(fields);
    const events = (element.events ?? []).map((e) => e.name);
    if (events.length)
      await expect(
        page
          .getByRole('region', { name: 'Events' })
          .getByRole('table')
          .locator('tbody tr td:first-child'),
      ).toHaveText(events);
    await expect(page.getByRole('link', { name: `<${tag}> gallery page` })).toHaveAttribute(
      'href',
      `../${tag}.html`,
    );

    // The page passes axe at desktop and phone widths.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAxeClean(page, `api/${tag}.html at 1280 px`);
    // Narrowed in place, it lays out as a load at that width does: the tables wrap or scroll,
    // and the playground's stage keeps its size whatever the element draws (gallery.css).
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAxeClean(page, `api/${tag}.html at 390 px`);
  });
}
