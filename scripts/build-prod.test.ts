// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createChecker } from '../packages/check/src/check';
import { elementMarkup, PAGE_QUERY, prodPage } from './build-prod';
import { listElements } from './elements';

const GALLERY = `<!doctype html><html><head>
<link rel="stylesheet" href="./gallery.css" />
<link rel="stylesheet" href="./dist/mf-events.css" />
<script type="module" src="./gallery.js" data-elements="mf-events-overview"></script>
</head><body><main><p class="gallery-note">QA note</p>
<mf-events-overview site="mf" consent-domain="x.example" data-lang-de-labels='{"a":"b"}' data-thumb="./media/a.svg"><img src="./media/b.svg" alt=""></mf-events-overview>
<mf-events-overview site="second"></mf-events-overview>
</main></body></html>`;

describe('elementMarkup', () => {
  it('takes the first element with its children, drops German copies, moves paths up a folder', () => {
    const markup = elementMarkup(GALLERY, 'mf-events-overview', {})!;
    expect(markup).toBe(
      `<mf-events-overview site="mf" consent-domain="x.example" data-thumb="../media/a.svg"><img src="../media/b.svg" alt=""></mf-events-overview>`,
    );
  });

  it('applies overrides: removes an attribute, adds a boolean one', () => {
    const markup = elementMarkup(GALLERY, 'mf-events-overview', {
      'consent-domain': null,
      'no-consent-manager': '',
    })!;
    expect(markup).not.toContain('consent-domain');
    expect(markup.startsWith('<mf-events-overview no-consent-manager site="mf"')).toBe(true);
  });

  it('is undefined when the page has no such element', () => {
    expect(elementMarkup(GALLERY, 'mf-news-archive', {})).toBeUndefined();
  });
});

describe('prodPage', () => {
  const page = prodPage('mf-events-overview', 'Upcoming events.', GALLERY)!;

  it('loads only the element bundle and its page stylesheet: no gallery script, no mocks', () => {
    expect(page).toContain('<script type="module" src="../dist/esm/mf-events-overview.js">');
    expect(page).toContain('<link rel="stylesheet" href="../dist/mf-events.css">');
    expect(page).not.toMatch(/gallery\.(js|css)|mockServiceWorker|msw/);
    expect(page).not.toContain('QA note');
    expect(page).not.toContain('maps-standin');
  });

  it('preloads every module the element imports, from the build’s lists', () => {
    const lists = {
      'mf-events-overview': {
        levels: 2,
        modules: ['mf-events-overview.js', 'chunk-A.js', 'chunk-B.js'],
        lazy: ['slider.js'],
      },
    };
    const preloaded = prodPage('mf-events-overview', 'Upcoming events.', GALLERY, lists)!;
    expect(preloaded).toContain(
      '<link rel="modulepreload" href="../dist/esm/chunk-A.js">\n<link rel="modulepreload" href="../dist/esm/chunk-B.js">\n<script type="module" src="../dist/esm/mf-events-overview.js"></script>',
    );
    expect(page).not.toContain('modulepreload');
  });

  it('puts page content below the element, to see it move', () => {
    expect(page.indexOf('</mf-events-overview>')).toBeLessThan(
      page.indexOf('Content of the page below'),
    );
  });
});

describe('a page the CMS renders for an address', () => {
  it('the results page holds the results the CMS found for its query, opened with that query', () => {
    const gallery = `<main><mf-search-results per-page="10" data-lang-de-labels='{}'></mf-search-results></main>`;
    const page = prodPage('mf-search-results', 'Search results.', gallery)!;
    const element = /<mf-search-results[\s\S]*<\/mf-search-results>/.exec(page)![0];
    expect(PAGE_QUERY['mf-search-results.html']).toBe('?q=tractor');
    expect(element).toMatch(/^<mf-search-results total="15" per-page="10">/);
    expect(element).toContain('<h2 data-results-heading>15 results for “tractor”</h2>');
    expect(element.match(/<li>/g)).toHaveLength(10);
    // The CMS's own pager keeps the query, relative to the page.
    expect(element).toContain('<a href="?q=tractor&amp;start=10">2</a>');
  });
});

describe('the production-like pages of every element', () => {
  const checker = createChecker();

  it.each(listElements().map((e) => e.tag))('<%s>: no problems for mf-check', async (tag) => {
    // The element as the gallery page has it, with this page's overrides and CMS content.
    const page = prodPage(tag, 'Summary.', readFileSync(`demo/${tag}.html`, 'utf8'));
    const problems = await checker.checkHtml(page!, `prod/${tag}.html`);
    expect(problems.map((p) => `${p.line} ${p.rule} ${p.message}`)).toEqual([]);
  });
});
