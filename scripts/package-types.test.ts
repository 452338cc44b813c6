// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiPage, readmeExamples } from './api-pages';
import {
  detailType,
  elementDeclarations,
  elementDts,
  eventsDts,
  packageExports,
  reactDts,
  type Manifest,
} from './package-types';

/** Two elements sharing an event name with different details, as the library has (mf-change). */
const manifest: Manifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'packages/a/src/probe-one/probe-one.element.ts',
      declarations: [
        {
          kind: 'class',
          name: 'ProbeOneElement',
          tagName: 'mf-probe-one',
          summary: 'First probe.',
          members: [
            { kind: 'field', name: 'perPage', type: { text: 'number' }, attribute: 'per-page' },
            {
              kind: 'field',
              name: 'regionList',
              type: { text: '{ value: string }[]' },
              attribute: 'region-list',
            },
            {
              kind: 'field',
              name: 'labels',
              type: { text: '{ a?: string }' },
              attribute: 'labels',
            },
          ],
          events: [{ name: 'mf-change', type: { text: 'CustomEvent<{ page: number }>' } }],
        },
      ],
    },
    {
      kind: 'javascript-module',
      path: 'packages/a/src/probe-two/probe-two.element.ts',
      declarations: [
        {
          kind: 'class',
          name: 'ProbeTwoElement',
          tagName: 'mf-probe-two',
          events: [{ name: 'mf-change', type: { text: 'CustomEvent<{ q: string }>' } }],
        },
      ],
    },
  ],
};

describe('typings generated from custom-elements.json', () => {
  it('finds every element, so a new element folder is published without editing anything', () => {
    expect(elementDeclarations(manifest).map((e) => e.tagName)).toEqual([
      'mf-probe-one',
      'mf-probe-two',
    ]);
    expect(Object.keys(packageExports(manifest)).slice(0, 3)).toEqual([
      './mf-probe-one',
      './mf-probe-two',
      './mf-elements.iife.js',
    ]);
    expect(packageExports(manifest)['./mf-probe-one']).toEqual({
      types: './typings/mf-probe-one.d.ts',
      default: './dist/esm/mf-probe-one.js',
    });
  });

  it('types the element: properties, its events for addEventListener, the tag map', () => {
    const dts = elementDts(elementDeclarations(manifest)[0]!);
    expect(dts).toContain('perPage: number;');
    expect(dts).toContain('"mf-change": CustomEvent<{ page: number }>;');
    expect(dts).toContain('addEventListener<K extends keyof ProbeOneElementEventMap>(');
    expect(dts).toContain('"mf-probe-one": ProbeOneElement;');
  });

  it('gives an event name two elements share the union of their details in the global maps', () => {
    expect(eventsDts(manifest)).toContain(
      '"mf-change": CustomEvent<{ page: number }> | CustomEvent<{ q: string }>;',
    );
    expect(detailType('CustomEvent<{ page: number }>')).toBe('{ page: number }');
  });

  it('types React attributes as React 19 sets them: a hyphenated JSON attribute takes text', () => {
    const dts = reactDts(manifest);
    expect(dts).toContain('"per-page"?: ProbeOneElement["perPage"];');
    expect(dts).toContain('"region-list"?: string;');
    expect(dts).toContain('regionList?: ProbeOneElement["regionList"];');
    expect(dts).toContain('labels?: ProbeOneElement["labels"];');
    expect(dts).toContain('ref?: Ref<ProbeOneElement>;');
    expect(dts).toContain('"onmf-change"?: (event: ProbeOneElementEventMap["mf-change"]) => void;');
  });
});

describe('API pages', () => {
  it('takes the html examples of a README with their headings', () => {
    const readme =
      '# x\n\n## Sample site markup\n\n```html\n  <mf-probe-one></mf-probe-one>\n```\n\n```ts\nnope\n```\n';
    expect(readmeExamples(readme)).toEqual([
      { heading: 'Sample site markup', code: '<mf-probe-one></mf-probe-one>' },
    ]);
  });

  it('lists attributes, properties and events, escaping type texts', () => {
    const html = apiPage(elementDeclarations(manifest)[0]!, [], '@mf/web-components');
    expect(html).toContain('<h1><code>&lt;mf-probe-one&gt;</code> API</h1>');
    expect(html).toContain('<td><code>per-page</code></td><td><code>perPage</code></td>');
    expect(html).toContain('<code>{ page: number }</code>');
    expect(html).toContain("import '@mf/web-components/mf-probe-one'");
  });
});
