/**
 * Where an element class is registered (issue 23): under its own `mf-` tag, or under a prefix the
 * host page chooses, and never silently lost when the name is already taken.
 *
 * The prefix is read from `<meta name="mf-tag-prefix" content="acme">` when an element class is
 * defined: the all-in-one IIFE defines every element when its `<script>` runs, an ESM entry when
 * it is imported, so the meta tag must come before either. `acme` turns `mf-dealer-locator` into
 * `acme-dealer-locator`; events, CSS parts, custom properties and log lines keep their `mf-` names
 * (README "Embedding": "Tag names and prefixes").
 */

/** The meta tag a host page uses to choose the prefix. */
export const TAG_PREFIX_META = 'mf-tag-prefix';

/** Our mark on every element class: the api's own tag (`mf-…`), shared by every bundle copy. */
const MARK = Symbol.for('mf.element');

// A prefix keeps the registered name a valid custom element name: lower-case words joined by
// hyphens, starting with a letter (the element's own two words follow it).
const PREFIX = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

let warnedPrefix = false;

/** The prefix the page asked for, or `mf` (an unusable one is logged once and ignored). */
export function tagPrefix(doc: Document | undefined = globalThis.document): string {
  const wanted = doc
    ?.querySelector<HTMLMetaElement>(`meta[name="${TAG_PREFIX_META}"]`)
    ?.content.trim()
    .toLowerCase();
  if (!wanted || PREFIX.test(wanted)) return wanted || 'mf';
  if (!warnedPrefix)
    console.error(`${TAG_PREFIX_META} "${wanted}" is not a usable prefix; mf is used.`);
  warnedPrefix = true;
  return 'mf';
}

/** The tag an element registers under: its api tag with the page's prefix. */
export function registeredTag(apiTag: string, prefix = tagPrefix()): string {
  return prefix + apiTag.slice(2);
}

const ours = (element: CustomElementConstructor | undefined, apiTag: string) =>
  (element as { [MARK]?: string } | undefined)?.[MARK] === apiTag;

/** The class already registered under `tag` when it is this element from another bundle copy. */
export function sameElement(
  registry: CustomElementRegistry,
  tag: string,
  apiTag: string,
): CustomElementConstructor | undefined {
  const existing = registry.get(tag);
  return ours(existing, apiTag) ? existing : undefined;
}

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
  else if (ours(existing, apiTag)) return existing;
  else
    console.warn(
      `${tag}: the tag name <${tag}> is already defined by another class; ours is not registered. Choose a prefix for ours: <meta name="${TAG_PREFIX_META}" content="acme"> (README "Tag names and prefixes").`,
    );
  return element;
}
