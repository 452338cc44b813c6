import { attr, type AttributeSpec } from '../element/define-api';

/**
 * Labels: English defaults in the api file, overridable by a `labels` JSON attribute that a CMS
 * renders with its translations. Unknown keys and non-string values are dropped (and logged), so
 * a half-translated dictionary still shows English for the rest.
 */
export type Labels<K extends string> = Readonly<Record<K, string>>;

export function labelsAttribute<K extends string>(
  defaults: Labels<K>,
): AttributeSpec<Labels<K>, 'json'> {
  const keys = Object.keys(defaults) as K[];
  return attr.json<Labels<K>>({
    default: defaults,
    type: `{ ${keys.map((key) => `${key}?: string`).join('; ')} }`,
    description:
      'Text overrides as JSON, any of the keys of the type (the English default texts are the default value). A key left out keeps its default; unknown keys and values that are not strings are logged and ignored.',
    validate: (value, where) => mergeLabels(defaults, value, where),
  });
}

/**
 * The defaults with the overrides' known string keys. `where` prefixes the logs of what is
 * dropped (the element adapter passes `<tag>: "labels"`: every log names its element).
 */
export function mergeLabels<K extends string>(
  defaults: Labels<K>,
  overrides: unknown,
  where = 'labels',
): Labels<K> {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    throw new Error('labels must be a JSON object');
  }
  const merged: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    // Own keys only: `in` would take inherited names (toString, constructor, __proto__).
    if (!Object.hasOwn(defaults, key)) console.error(`${where}: unknown label "${key}" ignored`);
    else if (typeof value !== 'string') console.error(`${where}: label "${key}" must be a string`);
    else merged[key] = value;
  }
  return merged as Labels<K>;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
