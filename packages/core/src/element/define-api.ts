/**
 * The public contract of an element, declared once (docs/style.md "Declare the public API once").
 *
 * From one `defineApi({...})` come: the React props type (`PropsOf`), the attribute parsing
 * of the element adapter, the event detail types of `emit`, the global type maps and
 * custom-elements.json (scripts/build-manifest.ts) and the conformance suite.
 */

/** A language's label table, loaded on demand: `{ de: () => import('./labels/de') }`. */
export type LabelLoaders = Readonly<
  Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>
>;

export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec<T = unknown, K extends AttributeKind = AttributeKind, I = T> {
  kind: K;
  /** Value used while the attribute is absent, removed or unparsable. */
  default: T;
  /**
   * The TypeScript type as text, for the manifest, docs and shipped typings: the type of `I`
   * (`T` unless the validator turns the page's JSON into another type), written out with nothing
   * imported. `npm run manifest` fails when it disagrees with that type (scripts/api-types.ts).
   */
  type: string;
  description: string;
  /**
   * Optional check: returns the accepted value or throws an Error whose message names the
   * problem (reported as `attribute "<attribute>" is invalid: ...; using the default.` through
   * core/element/problems, default used). A validator that leaves out a part and keeps the rest
   * (an unknown label, a bad entry of a list) says so with `drop`: each part is one problem of
   * the attribute, reported with it (docs/editor-mode.md).
   */
  validate?: (value: unknown, drop?: DropPart) => T;
  /** Example value, shown in README tables. */
  example?: string;
  /**
   * The element cannot do its job without this attribute: it requests nothing, or shows nothing
   * but its empty or unconfigured state, and logs why (its description says which). Written to
   * custom-elements.json as `"required": true`; `mf-check` reports a tag without it. Absent:
   * optional, as most attributes are (the element falls back to its default).
   */
  required?: boolean;
  /**
   * With `required`: what the element does without the attribute, as the problem reporter ends
   * its line (`suggestions are not asked`): `<tag>: attribute "site" is missing; <missing>.`
   * (core/element/problems; kept in the production build, unlike the description).
   */
  missing?: string;
  /**
   * JSON only: the value used when the attribute or property is set but empty or unparsable,
   * where falling back to the default would mean something else (`opener-origins`: the default
   * posts anywhere, a typo must post nowhere). The default otherwise.
   */
  unusable?: T;
  /**
   * A `labels` attribute only (core/i18n/labels `labelsAttribute`): each language's complete
   * table, loaded when an element first shows that language (docs/markets.md).
   */
  translations?: LabelLoaders;
  /** Phantom field carrying what a page writes, when it is not `T`; never read at run time. */
  readonly __input?: I;
}

/**
 * What a validator left out of an attribute's value, and what it did instead: reported as
 * `attribute "<attribute>"<at> <problem>[, got "<value>"]; <instead>.` (core/element/problems).
 */
export interface DroppedPart {
  /** After the attribute's name: `, entry[2]` (a position counts from 0, as in JSON); none. */
  at?: string;
  /** What is wrong with it: `has no label`, `has an unknown key`. */
  problem: string;
  /** The part at fault, quoted shortened (`got "…"`). */
  value?: unknown;
  /** What the element does instead: `left out`, `ignored`. */
  instead: string;
}

/** A validator's way to report a part it leaves out (`AttributeSpec.validate`). */
export type DropPart = (part: DroppedPart) => void;

export interface EventSpec<D = unknown> {
  description: string;
  /** The detail's type `D` as text, for the manifest and docs; checked like `AttributeSpec.type`. */
  type: string;
  /** Phantom field carrying the detail type; never read at run time. */
  readonly __detail?: D;
}

export interface NamedDoc {
  description: string;
}

export interface CssPropertyDoc extends NamedDoc {
  default?: string;
}

export interface ElementApi<
  A extends Record<string, AttributeSpec> = Record<string, AttributeSpec>,
  E extends Record<string, EventSpec> = Record<string, EventSpec>,
> {
  /**
   * `mf-` and two or more words (docs/style.md "Naming"); `<mf-modal>` is the one exception,
   * named after the original markup's generic modal (modal README, "Interpretations").
   */
  tag: `mf-${string}-${string}` | 'mf-modal';
  /** The React view's display name (PascalCase, no prefix). */
  name: string;
  summary: string;
  attributes: A;
  events: E;
  parts?: Record<string, NamedDoc>;
  cssProperties?: Record<`--${string}`, CssPropertyDoc>;
  slots?: Record<string, NamedDoc>;
}

/** Identity with inference: keeps literal keys so props and events are typed. */
export function defineApi<
  A extends Record<string, AttributeSpec>,
  E extends Record<string, EventSpec>,
>(api: ElementApi<A, E>): ElementApi<A, E> {
  return api;
}

type Doc = { description: string; example?: string; required?: boolean; missing?: string };

/** Builders for attribute specs; each gives the prop its type. */
export const attr = {
  string<T extends string = string>(
    spec: Doc & { default?: T; type?: string; validate?: (v: unknown, drop?: DropPart) => T },
  ): AttributeSpec<T, 'string'> {
    return {
      kind: 'string',
      default: (spec.default ?? '') as T,
      type: spec.type ?? 'string',
      ...spec,
    } as AttributeSpec<T, 'string'>;
  },
  number(spec: Doc & { default: number }): AttributeSpec<number, 'number'> {
    return { kind: 'number', type: 'number', ...spec };
  },
  /**
   * HTML boolean: present means true, absent means false (the default is always false), so it is
   * never required.
   */
  boolean(spec: Omit<Doc, 'required' | 'missing'>): AttributeSpec<boolean, 'boolean'> {
    return { kind: 'boolean', type: 'boolean', default: false, ...spec };
  },
  /** `I`: the JSON a page writes, when the validator turns it into another type `T`. */
  json<T, I = T>(
    spec: Doc & {
      default: T;
      type: string;
      validate?: (v: unknown, drop?: DropPart) => T;
      unusable?: T;
      translations?: LabelLoaders;
    },
  ): AttributeSpec<T, 'json', I> {
    return { kind: 'json', ...spec };
  },
};

/** Declares an event with its detail type. */
export function event<D>(description: string, type: string): EventSpec<D> {
  return { description, type };
}

export type ValueOf<S> = S extends AttributeSpec<infer T, AttributeKind, unknown> ? T : never;

/** What a page writes for an attribute: its value type unless the spec says otherwise. */
export type InputOf<S> = S extends AttributeSpec<unknown, AttributeKind, infer I> ? I : never;

/** The React view's props: one per declared attribute. */
export type PropsOf<Api> = Api extends { attributes: infer A }
  ? { [K in keyof A]: ValueOf<A[K]> }
  : never;

/** Event name -> detail type. */
export type EventsOf<Api> = Api extends { events: infer E }
  ? { [K in keyof E]: E[K] extends EventSpec<infer D> ? D : never }
  : never;

/** kebab-case attribute name of a camelCase prop (`perPage` -> `per-page`). */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Default props of an api: every attribute at its default. */
export function defaultProps<Api extends ElementApi>(api: Api): PropsOf<Api> {
  const props: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(api.attributes)) props[key] = spec.default;
  return props as PropsOf<Api>;
}
