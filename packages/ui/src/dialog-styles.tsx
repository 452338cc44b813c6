/**
 * The stylesheet of a dialog that lives in a lazily loaded chunk (the dealer locator's modal
 * mode, the image gallery's larger view): added to the element's shadow root when the dialog
 * first renders, so pages that never open it never parse it. Moved here from the dealer
 * locator when the image gallery needed the same.
 */
import { useLayoutEffect, useState } from 'react';
import { useElementContext } from '@mf/core/element/element-context';
// This module loads in a lazy dialog chunk. esbuild groups modules by the set of entries and
// lazy chunks that reach them: a lazy chunk that reaches React and the element context but not
// the adapter would split the shared runtime in two (+0.9 KB gzip measured). Reaching the adapter
// here keeps the runtime one group; it is already loaded, so this costs nothing at run time.
import '@mf/core/element/define-element';
import { supportsConstructedSheets } from '@mf/core/element/styles';

const sheets = new Map<string, CSSStyleSheet>();

/** Adds `css` (one shared constructed sheet per text) to `root`'s adopted sheets, once. */
export function adoptSheet(root: ShadowRoot, css: string): void {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * Adds `css` to the element's shadow root as a constructed sheet (docs/style.md: no inline
 * `<style>`, so a strict CSP needs no 'unsafe-inline'). A lazy dialog's styles live in its chunk rather
 * than in the element's always-loaded sheet: pages that never open it never pay for them. Returns
 * true when the caller must render a `<style>` instead (jsdom, or a view rendered outside a
 * shadow root).
 */
export function useShadowStyles(css: string): boolean {
  const { portalRoot } = useElementContext();
  const root =
    typeof ShadowRoot !== 'undefined' && portalRoot instanceof ShadowRoot ? portalRoot : null;
  const [fallback] = useState(() => !root || !supportsConstructedSheets());
  useLayoutEffect(() => {
    if (root && !fallback) adoptSheet(root, css);
  }, [root, fallback, css]);
  return fallback;
}
