// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadList, preloadLists, preloadTags, type Metafile } from './preload';

const imp = (path: string, kind = 'import-statement') => ({ path, kind });
/** mf-a -> chunk-1 -> chunk-2 -> chunk-3 (-> chunk-1, a cycle); mf-a imports lazy.js with import(). */
const META: Metafile = {
  outputs: {
    'dist/esm/mf-a.js': {
      entryPoint: 'a.element.ts',
      imports: [imp('dist/esm/chunk-1.js'), imp('dist/esm/lazy.js', 'dynamic-import')],
    },
    'dist/esm/mf-b.js': { entryPoint: 'b.element.ts', imports: [imp('dist/esm/chunk-3.js')] },
    'dist/esm/chunk-1.js': { imports: [imp('dist/esm/chunk-2.js'), imp('dist/esm/chunk-3.js')] },
    'dist/esm/chunk-2.js': { imports: [imp('dist/esm/chunk-3.js')] },
    'dist/esm/chunk-3.js': { imports: [imp('dist/esm/chunk-1.js')] },
    'dist/esm/lazy.js': {
      entryPoint: 'lazy.ts',
      imports: [imp('dist/esm/chunk-3.js'), imp('dist/esm/chunk-4.js')],
    },
    'dist/esm/chunk-4.js': { imports: [] },
    'dist/esm/mf-a.js.map': { imports: [] },
  },
};

describe('preloadList', () => {
  it('lists the entry, then its static imports nearest first; import() is left to load when used', () => {
    expect(preloadList(META, 'dist/esm/mf-a.js').modules).toEqual([
      'mf-a.js',
      'chunk-1.js',
      'chunk-2.js',
      'chunk-3.js',
    ]);
    expect(preloadList(META, 'dist/esm/mf-a.js').lazy).toEqual(['lazy.js', 'chunk-4.js']);
    expect(preloadList(META, 'dist/esm/mf-b.js').lazy).toEqual([]);
  });

  it('counts the round trips without preload: a module is asked for at its nearest importer, a cycle once', () => {
    // mf-a, then chunk-1, then chunk-2 and chunk-3 together (chunk-1 imports both).
    expect(preloadList(META, 'dist/esm/mf-a.js').levels).toBe(3);
    // mf-b, chunk-3, chunk-1, chunk-2.
    expect(preloadList(META, 'dist/esm/mf-b.js').levels).toBe(4);
  });
});

describe('preloadLists', () => {
  it('lists the named entries only, and fails on an entry the build does not have', () => {
    expect(Object.keys(preloadLists(META, ['mf-b', 'mf-a']))).toEqual(['mf-a', 'mf-b']);
    expect(() => preloadLists(META, ['mf-c'])).toThrow(/no mf-c\.js/);
  });
});

describe('preloadTags', () => {
  it('preloads the union of the entries’ modules once each, then their script tags', () => {
    const lists = preloadLists(META, ['mf-a', 'mf-b']);
    expect(preloadTags(lists, ['mf-a', 'mf-b'], '/esm/').split('\n')).toEqual([
      '<link rel="modulepreload" href="/esm/chunk-1.js">',
      '<link rel="modulepreload" href="/esm/chunk-2.js">',
      '<link rel="modulepreload" href="/esm/chunk-3.js">',
      '<script type="module" src="/esm/mf-a.js"></script>',
      '<script type="module" src="/esm/mf-b.js"></script>',
    ]);
  });
});
