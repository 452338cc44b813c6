/**
 * html-validate element metadata (its `elements` configuration) from our elements' model
 * (manifest.ts), beside HTML's own metadata with its attribute rules taken out.
 *
 * - Our tags: flow and phrasing content (what an autonomous custom element is in HTML), every
 *   attribute of the manifest by name, and what html-validate's attribute rules check:
 *   `boolean: true` for a boolean, an `enum` of one pattern for a number (what `Number()` reads
 *   as a finite number, as the element adapter does) and for a string with a closed set of
 *   values (exact, case and all: the elements compare them exactly), and `required: true` with
 *   a not-blank pattern for an attribute the element cannot do without (an empty value is a
 *   missing one to the element).
 * - HTML's elements (html-validate's own `html5` table) keep what the parser needs (void
 *   elements, implied end tags) and the names of their attributes, so the global attributes (id,
 *   class, style, hidden, lang, dir, slot, part ...) are known on our tags; their enums, booleans
 *   and required flags are removed, so the attribute rules check our tags alone: the checker
 *   reports our API, not the page's HTML.
 */
import html5 from 'html-validate/elements/html5';
import type { MetaAttribute, MetaData, MetaDataTable } from 'html-validate';
import type { AttributeModel, ElementModel, ElementsModel } from './manifest';

/** A finite number as `Number()` reads it: decimal with exponent, or hexadecimal, octal, binary. */
export const NUMBER_PATTERN = String.raw`/^\s*(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)\s*$/`;
/** Something other than white space. */
export const NOT_BLANK_PATTERN = String.raw`/^[\s\S]*\S[\s\S]*$/`;

const escape = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function attributeMeta(attribute: AttributeModel): MetaAttribute {
  if (attribute.kind === 'boolean') return { boolean: true };
  const meta: MetaAttribute = {};
  if (attribute.kind === 'number') meta.enum = [NUMBER_PATTERN];
  else if (attribute.values) meta.enum = [`/^(?:${attribute.values.map(escape).join('|')})$/`];
  if (attribute.required) {
    meta.required = true;
    meta.enum ??= [NOT_BLANK_PATTERN];
  }
  return meta;
}

function elementMeta(element: ElementModel): MetaData {
  return {
    flow: true,
    phrasing: true,
    attributes: Object.fromEntries(
      [...element.attributes].map(([name, attribute]) => [name, attributeMeta(attribute)]),
    ),
  };
}

/** Our elements' metadata, by tag. */
export function elementsMetadata(elements: ElementsModel): MetaDataTable {
  return Object.fromEntries([...elements].map(([tag, element]) => [tag, elementMeta(element)]));
}

/** html-validate's HTML metadata with the attribute rules removed and the names kept. */
export function htmlMetadata(): MetaDataTable {
  return Object.fromEntries(
    Object.entries(html5).map(([tag, meta]) => {
      const { attributes, requiredAttributes: _, deprecatedAttributes: __, ...rest } = meta;
      const names = Object.fromEntries(Object.keys(attributes ?? {}).map((name) => [name, {}]));
      return [tag, { ...rest, attributes: names }];
    }),
  );
}
