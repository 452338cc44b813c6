import tokensCss from '../tokens/tokens.css';

/**
 * Rules every element shares, ahead of its own sheet: the design tokens (tokens/tokens.css, read
 * at `:host` into private `--_*` variables) and the host defaults built on them.
 */
export const baseCss = `${tokensCss}
:host{display:block;font-family:var(--_font-family);color:var(--_color-text)}
:host([hidden]),[hidden]{display:none!important}
.mf-fallback{padding:1rem;border:1px solid var(--_color-danger);color:var(--_color-danger)}
.mf-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
`;

export function supportsConstructedSheets(): boolean {
  return (
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    typeof ShadowRoot !== 'undefined' &&
    'adoptedStyleSheets' in ShadowRoot.prototype
  );
}

let baseSheet: CSSStyleSheet | undefined;

/**
 * The element's adopted sheets: one shared sheet of tokens and host defaults for every element
 * on the page (parsed once), then one sheet per element class, so a thousand instances share
 * two parses. Null where constructed sheets are unsupported (the caller renders a `<style>`).
 */
export function createSheets(css: string): CSSStyleSheet[] | null {
  if (!supportsConstructedSheets()) return null;
  if (!baseSheet) {
    baseSheet = new CSSStyleSheet();
    baseSheet.replaceSync(baseCss);
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [baseSheet, sheet];
}
