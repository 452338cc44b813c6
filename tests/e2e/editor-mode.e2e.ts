/**
 * The editor mode (docs/editor-mode.md) on the gallery page that plants authoring mistakes across
 * many elements (demo/editor-mode.html): in the editor every element with a mistake shows a note
 * listing them, an element that would be empty shows what to add, and each mistake is one console
 * warning; the same page for a visitor (the page without `<html data-mf-edit>`) logs the same
 * warnings and shows no note at all. The whole page passes axe in both modes.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, expectAxeClean, openGallery, test } from './fixtures';

const PAGE = '/editor-mode.html';

/** Stops the console listener of the page's last `open`. */
const listening = new WeakMap<Page, () => void>();

/** Opens the page as an editor, or as a visitor (the same HTML without the editor switch). */
async function open(page: Page, mode: 'editor' | 'visitor'): Promise<string[]> {
  const warnings: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'warning' && message.text().startsWith('<mf-'))
      warnings.push(message.text());
  };
  listening.get(page)?.();
  page.on('console', listen);
  listening.set(page, () => page.off('console', listen));
  if (mode === 'visitor')
    await page.route(`**${PAGE}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<html lang="en" data-mf-edit>',
        '<html lang="en">',
      );
      expect(html, 'the page without the editor switch').toMatch(/<html lang="en">/);
      await route.fulfill({ response, body: html });
    });
  await openGallery(page, PAGE);
  // Every element has rendered: its light DOM replaced by its shadow root's base.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.localName.startsWith('mf-'))
      .every((el) => el.shadowRoot?.querySelector('[part~=base]')),
  );
  return warnings;
}

/** Each element of the page, its note's lines (null without a note). */
function notes(page: Page): Promise<{ element: string; lines: string[] | null }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.localName.startsWith('mf-'))
      .map((el) => {
        const note = el.shadowRoot!.querySelector('[data-mf-problems]');
        return {
          element: el.localName,
          lines: note ? [...note.querySelectorAll('li')].map((li) => li.textContent!.trim()) : null,
        };
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('editor mode: every element with a mistake lists them, one line per console warning; empty elements say what to add; axe clean', async ({
      page,
    }) => {
      const warnings = await open(page, 'editor');
      await expect
        .poll(async () => (await notes(page)).every((n) => n.lines?.length), {
          message: 'every planted element shows its note',
        })
        .toBe(true);
      const shown = await notes(page);
      // Each warning names its element; the element's note has a line for it, and no more.
      const warned = new Map<string, number>();
      for (const text of warnings) {
        const tag = /^<(mf-[a-z-]+)>/.exec(text)![1]!;
        warned.set(tag, (warned.get(tag) ?? 0) + 1);
      }
      const listed = new Map<string, number>();
      for (const { element, lines } of shown)
        listed.set(element, (listed.get(element) ?? 0) + lines!.length);
      expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(warned));
      // Exactly once each: the page's rendering, re-rendering and notes say nothing twice.
      expect(new Set(warnings).size).toBe(warnings.length);
      // The empty ones: a note that says what to add, never a blank box.
      const byTag = Object.fromEntries(shown.map((n) => [n.element, n.lines!.join(' | ')]));
      expect(byTag['mf-offers-grid']).toMatch(/offer/i);
      expect(byTag['mf-sticky-sidebar']).toMatch(/link/i);
      for (const tag of ['mf-offers-grid', 'mf-sticky-sidebar']) {
        const height = await page.locator(tag).evaluate((el) => {
          const note = el.shadowRoot!.querySelector('[data-mf-problems]')!;
          return note.getBoundingClientRect().height;
        });
        expect(height, `${tag}: its note is drawn, no blank box`).toBeGreaterThan(24);
      }
      await expectAxeClean(page, `editor mode at ${viewport.width} px`);
    });
  });
}

test('visitor mode (no editor switch): the same warnings in the console, no note anywhere; axe clean', async ({
  page,
}) => {
  const warnings = await open(page, 'visitor');
  const shown = await notes(page);
  expect(shown.length).toBeGreaterThan(8);
  expect(shown.filter((n) => n.lines !== null)).toEqual([]);
  // Nor the notice's code: the editor chunk is loaded for editors only.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /problem-notice/.test(name)),
  );
  expect(loaded).toEqual([]);
  await expectAxeClean(page, 'visitor mode');
  // The editor's page, opened next: the same warnings, word for word.
  await page.unrouteAll();
  const edited = await open(page, 'editor');
  await expect.poll(() => edited.length).toBe(warnings.length);
  expect(edited.toSorted()).toEqual(warnings.toSorted());
  expect(warnings.length).toBeGreaterThan(10);
});
