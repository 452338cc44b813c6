// @vitest-environment node
import fc from 'fast-check';
import { attributeKind, elementsOf, withPrefix } from './manifest';
import { elementsMetadata, htmlMetadata, NUMBER_PATTERN } from './metadata';
import { closest } from './suggest';

describe('attributeKind', () => {
  it.each([
    ['boolean', 'boolean', null],
    ['number', 'number', null],
    ['string', 'string', null],
    ["'mi' | 'km'", 'string', ['mi', 'km']],
    ['"list"|"map"', 'string', ['list', 'map']],
    ['string[]', 'json', null],
    ['Array<{ value: string; label: string }>', 'json', null],
    ["{ mode?: 'a' | 'b' }", 'json', null],
    ['`#${string}`', 'json', null],
  ])('reads %s as %s', (text, kind, values) => {
    expect(attributeKind(text)).toEqual({ kind, values });
  });
});

describe('the metadata of our elements', () => {
  const elements = elementsOf({
    modules: [
      {
        declarations: [
          {
            tagName: 'mf-demo-element',
            attributes: [
              { name: 'site', type: { text: 'string' }, required: true },
              { name: 'per-page', type: { text: 'number' } },
              { name: 'open', type: { text: 'boolean' } },
              { name: 'mode', type: { text: "'a.b' | 'c'" } },
              { name: 'items', type: { text: 'string[]' } },
            ],
          },
          { name: 'NotAnElement' },
        ],
      },
    ],
  });

  it('gives html-validate what its attribute rules check', () => {
    expect(elementsMetadata(elements)).toEqual({
      'mf-demo-element': {
        flow: true,
        phrasing: true,
        attributes: {
          site: { required: true, enum: [String.raw`/^[\s\S]*\S[\s\S]*$/`] },
          'per-page': { enum: [NUMBER_PATTERN] },
          open: { boolean: true },
          mode: { enum: [String.raw`/^(?:a\.b|c)$/`] },
          items: {},
        },
      },
    });
  });

  it('renames the tags under another prefix', () => {
    expect([...withPrefix(elements, 'acme').keys()]).toEqual(['acme-demo-element']);
  });

  it('keeps HTML’s attribute names and none of its attribute rules', () => {
    const html = htmlMetadata();
    expect(Object.keys(html['*']!.attributes!)).toEqual(
      expect.arrayContaining(['id', 'class', 'style', 'hidden', 'lang', 'dir', 'slot', 'part']),
    );
    const rules = Object.values(html).flatMap((meta) =>
      Object.values(meta.attributes ?? {}).filter(
        (attribute) => JSON.stringify(attribute) !== '{}',
      ),
    );
    expect(rules).toEqual([]);
    expect(html.img!.void).toBe(true);
  });
});

describe('the number pattern', () => {
  const pattern = new RegExp(NUMBER_PATTERN.slice(1, -1));
  /** What the element adapter accepts (core/element/attribute-value.ts). */
  const adapterReads = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

  it('accepts what the element adapter reads as a number, and nothing else', () => {
    const numberLike = fc.stringMatching(/^\s?[-+]?(0[xob])?[0-9a-fA-F.eE_]{0,6}\s?$/);
    fc.assert(
      fc.property(fc.oneof(numberLike, fc.string()), (text) => {
        // A number too large for a double is Infinity to the adapter; a pattern cannot tell.
        if (Number(text) === Infinity || Number(text) === -Infinity) return;
        expect(pattern.test(text)).toBe(adapterReads(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('closest', () => {
  it.each([
    ['lable', ['label', 'labels'], 'label'],
    ['perPage', ['per-page', 'page'], 'per-page'],
    ['mf-site-serach', ['mf-site-search', 'mf-site-header'], 'mf-site-search'],
    ['src', ['site', 'path'], null],
    ['weather', ['heading-level'], null],
  ])('%s -> %s', (word, known, expected) => {
    expect(closest(word, known)).toBe(expected);
  });
});
