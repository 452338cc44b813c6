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

  it.each(pages)('demo/%s has no problems', async (page) => {
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
    ).toEqual(['62 mf/script-json']);
  });
});
