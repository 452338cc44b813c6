// @vitest-environment node
/**
 * The `::part` names a site may restyle are consistent across elements. The shared
 * names (docs/theming.md "Parts") mean the same thing in every element that has such a thing, and
 * every part an api file declares is rendered somewhere in the sources (a part renamed in a view
 * but not in the api would otherwise go on being documented).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApis } from '../../scripts/load-apis';

const elements = await loadApis();

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|api)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every part name written in the views under `dirs`: `part="a b"`, and the strings of `part={...}`. */
function renderedParts(dirs: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of dirs.flatMap((dir) => sources(dir))) {
    const text = readFileSync(file, 'utf8');
    const add = (list: string) => list.split(/\s+/).forEach((n) => names.add(n));
    for (const m of text.matchAll(/\bpart="([^"]+)"/g)) add(m[1]!);
    for (const m of text.matchAll(/\b[pP]art(?:=\{|:\s*|\s*=\s*)([^}\n;]+)/g))
      for (const s of m[1]!.matchAll(/['"`]([a-z][a-z -]*)['"`]/g)) add(s[1]!);
  }
  return names;
}

/** An element's views: its folder, its area's shared folder and the shared widgets (packages/ui). */
const viewDirs = (e: (typeof elements)[number]) =>
  [e.dir, join('packages', e.area, 'src', 'shared'), 'packages/ui/src'].filter((d) =>
    existsSync(d),
  );

/** The shared part names and the elements that must have each (those that render such a thing). */
const SHARED: Record<string, string[]> = {
  base: elements.map((e) => e.tag),
  heading: [
    'mf-product-compare',
    'mf-dealer-locator',
    'mf-events-overview',
    'mf-form-modal',
    'mf-market-selector',
    'mf-news-archive',
    'mf-offers-grid',
    'mf-product-features',
    'mf-product-selector',
    'mf-site-footer',
  ],
  button: [
    'mf-product-compare',
    'mf-dealer-locator',
    'mf-factory-locations',
    'mf-form-modal',
    'mf-lead-form',
    'mf-location-map',
    'mf-market-selector',
    'mf-offers-grid',
    'mf-product-card',
    'mf-product-selector',
    'mf-search-results',
    'mf-site-footer',
    'mf-site-header',
    'mf-site-search',
    'mf-social-share',
  ],
  input: [
    'mf-dealer-locator',
    'mf-market-selector',
    'mf-news-archive',
    'mf-product-selector',
    'mf-site-search',
    'mf-social-share',
  ],
  list: [
    'mf-product-compare',
    'mf-dealer-locator',
    'mf-events-overview',
    'mf-news-archive',
    'mf-offers-grid',
    'mf-product-features',
    'mf-product-selector',
    'mf-site-footer',
    'mf-site-header',
    'mf-social-share',
    'mf-sticky-sidebar',
  ],
  item: [
    'mf-product-compare',
    'mf-dealer-locator',
    'mf-events-overview',
    'mf-news-archive',
    'mf-offers-grid',
    'mf-product-features',
    'mf-product-selector',
    'mf-site-footer',
    'mf-site-header',
    'mf-social-share',
    'mf-sticky-sidebar',
  ],
};

describe('CSS parts', () => {
  for (const [part, tags] of Object.entries(SHARED)) {
    it(`the shared part "${part}" is declared by ${tags.join(', ')}`, () => {
      const declaring = elements
        .filter((e) => e.api.parts && part in e.api.parts)
        .map((e) => e.tag);
      // Order-free: the lists are kept alphabetical, the elements come in discovery order.
      expect([...declaring].sort()).toEqual([...tags].sort());
    });
  }

  it('every list item also carries the shared name "item"', () => {
    for (const e of elements)
      if (e.api.parts && 'list-item' in e.api.parts)
        expect(Object.keys(e.api.parts)).toContain('item');
  });

  for (const e of elements) {
    it(`${e.tag}: every declared part is rendered by a view`, () => {
      const rendered = renderedParts(viewDirs(e));
      expect(Object.keys(e.api.parts ?? {}).filter((p) => !rendered.has(p))).toEqual([]);
    });
  }
});
