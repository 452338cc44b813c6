/**
 * Where an element class is registered: under its own `mf-` tag, or under a prefix the
 * host page chooses, and never silently lost when the name is already taken.
 *
 * The prefix is read from `<meta name="mf-tag-prefix" content="acme">` when an element class is
 * defined: the all-in-one IIFE defines every element when its `<script>` runs, an ESM entry when
 * it is imported, so the meta tag must come before either. `acme` turns `mf-dealer-locator` into
 * `acme-dealer-locator`; events, CSS parts, custom properties and log lines keep their `mf-` names
 * (README "Embedding": "Tag names and prefixes").
 */

/** Our mark on every element class: the api's own tag (`mf-…`), shared by every bundle copy. */
const MARK = Symbol.for('mf.element');

let warned = false;

/**
 * The tag an element registers under: its api tag with the page's prefix, read from
 * `<meta name="mf-tag-prefix">` (none: the api tag). A prefix must keep the name a valid custom
 * element name (lower-case words joined by hyphens, starting with a letter); an unusable one is
 * logged once and the api tag used. The log lines stay short: this is the shared runtime chunk.
 */
export function registeredTag(apiTag: string, doc: Document | undefined = globalThis.document) {
  const prefix = doc
    ?.querySelector<HTMLMetaElement>('meta[name=mf-tag-prefix]')
    ?.content.trim()
    .toLowerCase();
  if (!prefix) return apiTag;
  if (/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(prefix)) return prefix + apiTag.slice(2);
  if (!warned) console.error(`mf-tag-prefix "${prefix}" is unusable`);
  warned = true;
  return apiTag;
}

/** Whether `element` is this element's class (from any copy of our bundles). */
export const isOurs = (element: CustomElementConstructor | undefined, apiTag: string) =>
  (element as { [MARK]?: string } | undefined)?.[MARK] === apiTag;

/**
 * Registers `element` under `tag` unless the name is taken. Taken by this element from another
 * copy of a bundle: that definition is kept, silently (two copies are harmless). Taken by another
 * class: a warning naming the tag and the way out, and `element` stays unregistered (a page may
 * still `customElements.define('my-name', element)` it from the ESM entry's export).
 * Returns the class registered under `tag` for this element, or `element` itself when it is not.
 */
export function register(
  registry: CustomElementRegistry,
  tag: string,
  apiTag: string,
  element: CustomElementConstructor,
): CustomElementConstructor {
  (element as { [MARK]?: string })[MARK] = apiTag;
  const existing = registry.get(tag);
  if (!existing) registry.define(tag, element);
  else if (isOurs(existing, apiTag)) return existing;
  else
    console.warn(
      `${tag}: taken by another class, so ours is not registered (a prefix: <meta name=mf-tag-prefix>)`,
    );
  return element;
}
