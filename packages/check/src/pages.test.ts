// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createChecker } from './check';
import { loadElements } from './manifest';

const checker = createChecker();
const summary = (problems: { file: string; line: number; rule: string; message: string }[]) =>
  problems.map((p) => `${p.file}:${p.line} ${p.rule} ${p.message}`);

// The production-like pages built from the element pages are checked in scripts/build-prod.test.ts.
describe('mf-check on the gallery', () => {
  // Every page of the gallery: the sample site pages (site-home, site-product, site-dealers),
  // every element page (mf-*.html) and the scenario pages (embeds, popups, bad data).
  const pages = readdirSync('demo')
    .filter((name) => name.endsWith('.html'))
    .sort();
  // Pages that plant template mistakes on purpose, and why each is not held to a clean check.
  const planted = new Map([
    [
      'editor-mode.html',
      'shows the editor mode with authoring mistakes across many elements (docs/editor-mode.md); ' +
        'the ones mf-check can see are asserted below',
    ],
  ]);

  it('covers the sample site pages and every element page', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'site-home.html',
        'site-product.html',
        'site-dealers.html',
        ...[...loadElements().keys()].map((tag) => `${tag}.html`),
      ]),
    );
  });

  it.each(pages.filter((page) => !planted.has(page)))('demo/%s has no problems', async (page) => {
    expect(summary(await checker.checkFile(`demo/${page}`))).toEqual([]);
  });

  it('holds its one deliberate mistake behind a disable directive', async () => {
    // demo/offers-grid-bad-models.html shows a card model that is not JSON; its directive names
    // the rule, and without the directive that model is the page's only problem.
    const html = readFileSync('demo/offers-grid-bad-models.html', 'utf8');
    const without = html.replace(/^\s*<!-- \[html-validate-disable-next [^\n]*\n/m, '');
    expect(without).not.toBe(html);
    expect(
      (await checker.checkHtml(without, 'bad-models.html')).map((p) => `${p.line} ${p.rule}`),
    ).toEqual(['58 mf/script-json']);
  });

  it.each([...planted])('demo/%s is left out: it %s', async (page) => {
    // mf-check reports the mistakes of the editor-mode page it can see in a template; the others
    // (an empty tab, a link that would run script, a trigger naming a plain div) only the element
    // can tell, at run time.
    expect(summary(await checker.checkFile(`demo/${page}`))).toEqual([
      expect.stringMatching(/:\d+ element-required-attributes .*"collection"/),
      expect.stringMatching(/:\d+ element-required-attributes .*"site"/),
      expect.stringMatching(/:\d+ attribute-allowed-values .*"per-page" has invalid value "ten"/),
    ]);
  });
});
