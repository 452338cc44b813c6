import { afterEach, describe, expect, it, vi } from 'vitest';
import { attr, type AttributeSpec } from './define-api';
import { coercePropertyValue, parseAttributeValue } from './attribute-value';
import { problemsOf } from './problems';

const specs = {
  heading: attr.string({ default: 'Hello', description: 'Heading.' }),
  perPage: attr.number({ default: 5, description: 'Page size.' }),
  open: attr.boolean({ description: 'Open.' }),
  items: attr.json<string[]>({
    default: [],
    type: 'string[]',
    description: 'Items.',
    validate: (v) => {
      if (!Array.isArray(v)) throw new Error('items must be an array');
      return v.map(String);
    },
  }),
};

const UNUSABLE: readonly string[] = Object.freeze([]);
const origins = attr.json<readonly string[]>({
  default: [],
  type: 'string[]',
  description: 'Origins.',
  unusable: UNUSABLE,
});

afterEach(() => vi.restoreAllMocks());

/** Both paths, with what each logged. */
function both(key: keyof typeof specs, text: string) {
  const spec = specs[key] as AttributeSpec;
  const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const attribute = parseAttributeValue(spec, text, 'mf-x-y', 'name');
  const fromAttribute = error.mock.calls.map((c) => String(c[0]));
  error.mockClear();
  const property = coercePropertyValue(spec, text, 'mf-x-y', 'name');
  const fromProperty = error.mock.calls.map((c) => String(c[0]));
  error.mockRestore();
  return { attribute, property, fromAttribute, fromProperty };
}

describe('a property set to text is parsed as the attribute is', () => {
  it.each([
    ['string', 'heading', 'Welcome', 'Welcome'],
    ['number', 'perPage', '50', 50],
    ['number, spaces', 'perPage', ' 12 ', 12],
    ['bad number', 'perPage', '50px', 5],
    ['boolean "false"', 'open', 'false', false],
    ['boolean " FALSE "', 'open', ' FALSE ', false],
    ['boolean "true"', 'open', 'true', true],
    ['boolean present (empty)', 'open', '', true],
    ['boolean any other text', 'open', 'open', true],
    ['JSON array', 'items', '["a", 2]', ['a', '2']],
    ['JSON of the wrong shape', 'items', '{"a": 1}', []],
    ['broken JSON', 'items', '[oops', []],
    ['empty JSON', 'items', '', []],
  ] as const)('%s', (_name, key, text, expected) => {
    const { attribute, property, fromAttribute, fromProperty } = both(key, text);
    expect(attribute).toEqual(expected);
    expect(property).toEqual(expected);
    expect(fromProperty).toEqual(fromAttribute);
  });

  it('logs a bad text the same way on both paths, naming the tag and the attribute', () => {
    expect(both('perPage', '50px').fromProperty).toEqual([
      'mf-x-y: attribute "name" expects a number, got "50px"; using the default.',
    ]);
    expect(both('items', '[oops').fromProperty).toEqual([
      'mf-x-y: attribute "name" is not valid JSON, got "[oops"; using the default.',
    ]);
    expect(both('items', '{"a": 1}').fromProperty).toEqual([
      'mf-x-y: attribute "name" is invalid: items must be an array, got "{"a": 1}"; using the default.',
    ]);
  });

  it('keeps values of the property type as they are, and null resets to the default', () => {
    const list = ['kept'];
    expect(coercePropertyValue(specs.items, list, 'mf-x-y', 'items')).toEqual(['kept']);
    expect(coercePropertyValue(specs.perPage, 7, 'mf-x-y', 'per-page')).toBe(7);
    expect(coercePropertyValue(specs.open, false, 'mf-x-y', 'open')).toBe(false);
    expect(coercePropertyValue(specs.open, 1, 'mf-x-y', 'open')).toBe(true);
    expect(coercePropertyValue(specs.perPage, null, 'mf-x-y', 'per-page')).toBe(5);
    expect(coercePropertyValue(specs.open, undefined, 'mf-x-y', 'open')).toBe(false);
  });

  it('absent boolean is false; removed JSON is the default', () => {
    expect(parseAttributeValue(specs.open, null, 'mf-x-y', 'open')).toBe(false);
    expect(parseAttributeValue(specs.items, null, 'mf-x-y', 'items')).toEqual([]);
  });

  it('a JSON spec with an `unusable` value gets it for set-but-unusable text, on both paths', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseAttributeValue(origins, null, 'mf-x-y', 'origins')).not.toBe(UNUSABLE);
    for (const text of ['[oops', '', '  ']) {
      expect(parseAttributeValue(origins, text, 'mf-x-y', 'origins')).toBe(UNUSABLE);
      expect(coercePropertyValue(origins, text, 'mf-x-y', 'origins')).toBe(UNUSABLE);
    }
  });
});

describe('with the element, problems go to its reporter (core/element/problems)', () => {
  it('one warning naming the element; the same text again, by attribute or property, says nothing new', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('mf-x-y');
    expect(parseAttributeValue(specs.perPage, '2px', 'mf-x-y', 'per-page', host)).toBe(5);
    expect(coercePropertyValue(specs.perPage, '2px', 'mf-x-y', 'per-page', host)).toBe(5);
    expect(warn.mock.calls).toEqual([
      ['<mf-x-y>: attribute "per-page" expects a number, got "2px"; using the default.'],
    ]);
    expect(problemsOf(host)).toHaveLength(1);
    parseAttributeValue(specs.perPage, '7', 'mf-x-y', 'per-page', host);
    expect(problemsOf(host)).toEqual([]);
  });

  it('a long JSON value is quoted shortened', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('mf-x-y');
    parseAttributeValue(specs.items, `[${'"item", '.repeat(40)}`, 'mf-x-y', 'items', host);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).toMatch(
      /^<mf-x-y>: attribute "items" is not valid JSON, got "\["item", .{40,}…"; using the default\.$/,
    );
    expect(line.length).toBeLessThan(140);
  });
});
