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

let warnedPrefix: string | null = null;

/** The prefix the page asked for, or `mf` (an unusable one is logged once and ignored). */
export function tagPrefix(doc: Document | undefined = globalThis.document): string {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${TAG_PREFIX_META}"]`);
  const wanted = meta?.content.trim().toLowerCase();
  if (!wanted || wanted === 'mf') return 'mf';
  if (PREFIX.test(wanted)) return wanted;
  if (warnedPrefix !== wanted) {
    warnedPrefix = wanted;
    console.error(
      `mf elements: <meta name="${TAG_PREFIX_META}" content="${meta!.content}"> is not a usable tag prefix (lower-case letters, digits and inner hyphens, starting with a letter); the mf- names are used.`,
    );
  }
  return 'mf';
}

/** The tag an element registers under: its api tag with the page's prefix. */
export function registeredTag(apiTag: string, prefix = tagPrefix()): string {
  return `${prefix}${apiTag.slice('mf'.length)}`;
}

/** The class already registered under `tag` when it is this element from another bundle copy. */
export function sameElement(
  registry: CustomElementRegistry,
  tag: string,
  apiTag: string,
): CustomElementConstructor | undefined {
  const existing = registry.get(tag);
  return existing && (existing as { [MARK]?: string })[MARK] === apiTag ? existing : undefined;
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
  if (!existing) {
    registry.define(tag, element);
    return element;
  }
  if ((existing as { [MARK]?: string })[MARK] === apiTag) return existing;
  console.warn(
    `${tag}: the tag name <${tag}> is already defined by another class on this page, so this element is not registered and <${tag}> on this page is not ours. To use both, register ours under a prefix of your own: <meta name="${TAG_PREFIX_META}" content="acme"> before our script gives <${registeredTag(apiTag, 'acme')}> (README "Embedding").`,
  );
  return element;
}
