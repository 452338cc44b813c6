/**
 * The html-validate configuration of mf-check: HTML's metadata without its attribute rules, our
 * elements' metadata, our plugin, and the rules that check our API (docs/mf-check.md "Rules").
 *
 * No preset is extended: html-validate's recommended rules are about HTML at large (headings,
 * labels, inline styles, quoting style ...), which the checker leaves to the page's own tools.
 * Of them, only those stay on whose problem changes what our elements receive; each is named
 * below with its reason.
 */
import type { ConfigData, RuleConfig } from 'html-validate';
import type { ElementsModel } from './manifest';
import { elementsMetadata, htmlMetadata } from './metadata';
import { mfPlugin } from './plugin';

/** The rules and what each reports (the same table is in docs/mf-check.md). */
const rules = (prefix: string): RuleConfig => ({
  // Our API, html-validate's rules on our metadata (metadata.ts).
  /** A tag of our prefix that is none of ours; the message gets the closest tag (report.ts). */
  'no-unknown-elements': ['error', { include: [`${prefix}-*`] }],
  /** A number that is not one, a value outside a closed set, a boolean given a value. */
  'attribute-allowed-values': 'error',
  /** An attribute the element cannot do without is missing. */
  'element-required-attributes': 'error',
  // Our API, our plugin (plugin.ts).
  'mf/unknown-attribute': 'error',
  'mf/attribute-json': 'error',
  'mf/script-json': 'error',
  // Of html-validate's recommended rules, the ones whose problem our elements receive.
  /** `<mf-x />`: HTML ignores the slash, so the tag stays open and swallows what follows. */
  'no-self-closing': 'error',
  /** An end tag that closes the wrong element: our element gets the wrong children. */
  'close-order': 'error',
  /** An attribute on an end tag, which no element receives. */
  'close-attr': 'error',
  /** The same attribute twice: HTML keeps the first, often not the one meant. */
  'no-dup-attr': 'error',
  /**
   * A disable directive of one of these rules that silences nothing: when the mistake is fixed,
   * the directive goes too. Directives for rules the checker does not run are left alone. (It
   * must be configured, on or off: html-validate 10 throws on any directive otherwise.)
   */
  'no-unused-disable': 'error',
});

/** The configuration for our elements, their tags under `prefix` (manifest.ts `withPrefix`). */
export function checkConfig(elements: ElementsModel, prefix: string): ConfigData {
  return {
    root: true,
    elements: [htmlMetadata(), elementsMetadata(elements)],
    plugins: [mfPlugin(elements)],
    rules: rules(prefix),
  };
}
