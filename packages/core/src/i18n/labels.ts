import { attr, type AttributeSpec, type DropPart, type LabelLoaders } from '../element/define-api';

/**
 * Labels: English defaults in the api file, overridable by a `labels` JSON attribute that a CMS
 * renders with its translations. Unknown keys and non-string values are left out and reported
 * (core/element/problems, docs/editor-mode.md), so a half-translated dictionary still shows
 * English for the rest.
 */
export type Labels<K extends string> = Readonly<Record<K, string>>;

/**
 * One language's complete table of an element's labels (`<element>/labels/<language>.ts`), typed
 * by the English one (`labels/en.ts`): every key, so a missing translation is a type error, not
 * English on the page (tests/conformance/labels.test.ts checks the placeholders as well).
 */
export type LabelTable<English> = Readonly<Record<keyof English & string, string>>;

export function labelsAttribute<K extends string>(
  defaults: Labels<K>,
  translations?: LabelLoaders,
): AttributeSpec<Labels<K>, 'json'> {
  const keys = Object.keys(defaults) as K[];
  return attr.json<Labels<K>>({
    default: defaults,
    translations,
    type: `{ ${keys.map((key) => `${key}?: string`).join('; ')} }`,
    description:
      "Text overrides as JSON, any of the keys of the type (the English texts are the default value; the element's language has its own table where it ships one). A key left out keeps the language's text; unknown keys and values that are not strings are logged and ignored.",
    validate: (value, drop) => mergeLabels(defaults, value, drop),
  });
}

/**
 * The defaults with the overrides' known string keys. What is left out goes to `drop` (the
 * element adapter reports it as a problem of the attribute: `attribute "labels" has an unknown
 * key, got "serch"; ignored.`).
 */
export function mergeLabels<K extends string>(
  defaults: Labels<K>,
  overrides: unknown,
  drop: DropPart = () => {},
): Labels<K> {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    throw new Error('labels must be a JSON object');
  }
  const merged: Record<string, string> = { ...defaults };
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries(overrides)) {
    // Own keys only: `in` would take inherited names (toString, constructor, __proto__).
    if (!Object.hasOwn(defaults, key))
      drop({ problem: 'has an unknown key', value: key, instead: 'ignored' });
    else if (typeof value !== 'string')
      drop({
        problem: `gives "${key}" a value that is not text`,
        value,
        instead: 'its default text is used',
      });
    else merged[key] = given[key] = value;
  }
  overridesOf.set(merged, given);
  return merged as Labels<K>;
}

/** The keys a page gave in its `labels` (the rest of a merged table is the English default). */
const overridesOf = new WeakMap<object, Readonly<Record<string, string>>>();

/**
 * The labels a view shows: the English defaults, then the language's table, then what the page
 * gave in its `labels` attribute (the CMS's word wins over ours).
 */
export function localizeLabels<T extends Readonly<Record<string, string>>>(
  labels: T,
  table: Readonly<Record<string, string>> | undefined,
): T {
  if (!table) return labels;
  // The same object for the same labels and table: a view's memo or effect that depends on its
  // labels runs again when they change, not on every render of a non-English page.
  let byTable = localized.get(labels);
  if (!byTable) localized.set(labels, (byTable = new WeakMap()));
  let result = byTable.get(table) as T | undefined;
  if (!result) byTable.set(table, (result = { ...labels, ...table, ...overridesOf.get(labels) }));
  return result;
}

const localized = new WeakMap<object, WeakMap<object, object>>();

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
