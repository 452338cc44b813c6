/** Rules every element shares, ahead of its own sheet. */
export const baseCss = `:host{display:block;font-family:var(--mf-font-family,system-ui,sans-serif);color:var(--mf-color-text,#1b1b1b)}
:host([hidden]),[hidden]{display:none!important}
.mf-fallback{padding:1rem;border:1px solid #b00020;color:#b00020}
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

/** One constructed sheet per element class, so a thousand instances share one parse. */
export function createSheet(css: string): CSSStyleSheet | null {
  if (!supportsConstructedSheets()) return null;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(baseCss + css);
  return sheet;
}
