/**
 * What mf-check knows of our elements: their tags and attributes, read from custom-elements.json
 * (the manifest the package ships, generated from the api files by scripts/build-manifest.ts).
 *
 * The manifest has no field for an attribute's kind, so it is read from the type text, the way
 * the element adapter parses the value (core/element/attribute-value.ts): `boolean`, `number`,
 * `string`, a union of string literals (`'list' | 'map'`: a string with a closed set of values),
 * and anything else JSON. `npm run manifest` fails when this reading disagrees with an api
 * file's kind (scripts/build-manifest.ts), so a new type text cannot be misread silently.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeModel {
  name: string;
  kind: AttributeKind;
  /** The allowed values of a string whose type is a union of literals; null for any string. */
  values: string[] | null;
  /** The element cannot do its job without it (the manifest's `required`, a field of our own). */
  required: boolean;
}

export interface ElementModel {
  tag: string;
  attributes: Map<string, AttributeModel>;
}

/** Our elements by tag. */
export type ElementsModel = Map<string, ElementModel>;

const LITERAL = String.raw`(?:'[^'\\]*'|"[^"\\]*")`;
const LITERAL_UNION = new RegExp(String.raw`^\s*${LITERAL}(?:\s*\|\s*${LITERAL})*\s*$`);

/** The kind the adapter parses an attribute of this type text as, and its literal values. */
export function attributeKind(typeText: string): Pick<AttributeModel, 'kind' | 'values'> {
  const text = typeText.trim();
  if (text === 'boolean' || text === 'number' || text === 'string')
    return { kind: text, values: null };
  if (LITERAL_UNION.test(text))
    return {
      kind: 'string',
      values: text.split('|').map((part) => part.trim().slice(1, -1)),
    };
  return { kind: 'json', values: null };
}

interface ManifestAttribute {
  name?: unknown;
  type?: { text?: unknown };
  required?: unknown;
}
interface ManifestDeclaration {
  tagName?: unknown;
  attributes?: ManifestAttribute[];
}
interface Manifest {
  modules?: { declarations?: ManifestDeclaration[] }[];
}

/** The elements of a parsed custom-elements.json; a tag or attribute without a name is skipped. */
export function elementsOf(manifest: unknown): ElementsModel {
  const elements: ElementsModel = new Map();
  for (const module of (manifest as Manifest).modules ?? [])
    for (const declaration of module.declarations ?? []) {
      if (typeof declaration.tagName !== 'string') continue;
      const attributes = new Map<string, AttributeModel>();
      for (const attribute of declaration.attributes ?? []) {
        if (typeof attribute.name !== 'string') continue;
        const type = typeof attribute.type?.text === 'string' ? attribute.type.text : 'string';
        attributes.set(attribute.name, {
          name: attribute.name,
          ...attributeKind(type),
          required: attribute.required === true,
        });
      }
      elements.set(declaration.tagName, { tag: declaration.tagName, attributes });
    }
  return elements;
}

/**
 * The package's own custom-elements.json, found by the package's name: in the repository that
 * is the workspace link to its root, in a project the installed package, so the checker always
 * reads the API of the version it came with.
 */
function packageManifestPath(): string {
  return createRequire(import.meta.url).resolve('@mf/web-components/custom-elements.json');
}

export function loadElements(path = packageManifestPath()): ElementsModel {
  return elementsOf(JSON.parse(readFileSync(path, 'utf8')));
}

/** A usable tag prefix, as the runtime accepts it (core/element/registration.ts). */
export const TAG_PREFIX = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The elements under another tag prefix (`<meta name="mf-tag-prefix" content="acme">` makes
 * `<mf-dealer-locator>` `<acme-dealer-locator>`, README "Tag prefixes").
 */
export function withPrefix(elements: ElementsModel, prefix: string): ElementsModel {
  if (prefix === 'mf') return elements;
  return new Map(
    [...elements].map(([tag, element]) => {
      const renamed = `${prefix}-${tag.replace(/^mf-/, '')}`;
      return [renamed, { ...element, tag: renamed }];
    }),
  );
}
