import tokensCss from '../tokens/tokens.css';

/**
 * The length every element size is written in: `calc(N * var(--_unit))` where CSS elsewhere
 * would say `Nrem` (CONTRIBUTING "Sizes: the unit, not rem"). The host sets it to `1em` at
 * `font-size: medium`, the visitor's own browser default font size (16 px unless they changed
 * it), so sizes follow that setting and never the page's root font size (`html { font-size:
 * 62.5% }`, a common theme habit, used to shrink every `rem` of ours).
 *
 * Registered as an inheriting `<length>` so that `1em` is resolved ONCE, at the host, to pixels
 * and inherited as such: an unregistered custom property would be substituted as the text `1em`
 * and resolved against the font size of each element using it (a heading's padding would grow
 * with the heading). The registration is global to the page; the private `--_` name keeps it out
 * of the page's way. Registering twice throws (a second copy of a bundle): ignored.
 */
export const UNIT_PROPERTY = '--_unit';

/**
 * Registers the unit above and every colour token (`--_color-*` of tokens/tokens.css) as an
 * inheriting `<color>` whose initial value is the token's default, read from the token sheet
 * itself (docs/laws/colours.md). A page that sets `--mf-color-brand: nonsense` makes the private
 * token invalid at computed-value time; unregistered, that is the guaranteed-invalid value and
 * every `background: var(--_color-brand)` became transparent (white text on the page). A
 * registered property instead inherits, and at the host that is the initial value: the default.
 * A default that names another token (`var(--_color-surface)`) is resolved to that token's default.
 * `@property` rules would not do: a shadow root ignores them, so this registers once per page.
 */
let registered = false;

export function registerProperties(): void {
  if (registered) return;
  registered = true;
  const declared: Record<string, string> = {};
  const fallback = (value: string): string => {
    const own = /^var\(\s*--mf-[\w-]+\s*,([^]*)\)$/.exec(value.trim());
    return own
      ? fallback(own[1]!)
      : value.replace(/var\((--_[\w-]+)\)/g, (_, name: string) => fallback(declared[name]!));
  };
  for (const [, name, value] of tokensCss.matchAll(/(--_color-[\w-]+):([^;]+)/g))
    declared[name!] = value!;
  for (const [name, initialValue, syntax = '<color>'] of [
    [UNIT_PROPERTY, '16px', '<length>'],
    ...Object.keys(declared).map((name) => [name, fallback(declared[name]!)]),
  ])
    try {
      CSS.registerProperty({ name: name!, syntax, inherits: true, initialValue });
    } catch {
      // Registered already (another copy of the bundle), or no CSS Properties API (jsdom).
    }
}

/**
 * The host-page isolation rule, ahead of every element's own sheet.
 *
 * Inherited text properties cross the shadow boundary, and a page's rules on the host element
 * itself (`* { font-size: 20px; line-height: 3 }`, Bootstrap's and Tailwind's `body` rules
 * inherited through it) beat a normal `:host` declaration. `!important` in the shadow tree wins
 * over any declaration of the page, important or not (the cascade's context rule), so the host
 * resets every inherited text property to our tokens: the page's typography stops at the host.
 * The page keeps what is meant to reach us: `--mf-*` tokens (they set these values), `dir` and
 * `lang` (direction is not reset), and the host's box (display, margin, width) which the page
 * lays out.
 *
 * Right-to-left pages: phone links (`a[href^="tel:"]`, in every element) are set left to right
 * and isolated, so `+1 871-555-0155` is not reordered to `871-555-0155 1+` by the bidi algorithm;
 * other numbers (postcodes, ranges) an element marks with `<bdi dir="ltr">`.
 *
 * Long content (docs/laws/long-content.md): `overflow-wrap: anywhere`, inherited by everything
 * inside, shadow tree and slotted page content alike, breaks a run without spaces (a German
 * compound, a part number, a URL) where it would overflow its line, and, unlike `break-word`,
 * also lowers the text's min-content width: a flex or grid item holding it can shrink to its
 * container instead of pushing the page sideways (no `min-width: 0` needed for text). A native
 * `select` is as wide as its longest option whatever the wrapping: `max-width: 100%` keeps it in
 * its container and `min-width: 0` lets a grid or flex track holding it shrink (its closed value
 * is cut, the open list still shows each option whole).
 *
 * The `font` shorthand resets style, variant, weight, stretch, size, line height, family and the
 * font's other longhands (feature and variation settings, kerning, size adjust) at once.
 * `font-size: medium` (in it) is the visitor's browser default; `--_unit` is taken from it (see above).
 * Body text inside follows `--mf-font-size-md` (the `:host > *` rule; `:host` itself cannot, its
 * size defines the unit the token's default is written in).
 */
const hostCss = `:host{display:block;font:var(--_font-weight-regular) medium/var(--_line-height-body) var(--_font-family)!important;${UNIT_PROPERTY}:1em!important;letter-spacing:normal!important;word-spacing:normal!important;text-align:start!important;text-indent:0!important;text-transform:none!important;text-shadow:none!important;white-space:normal!important;overflow-wrap:anywhere!important;color:var(--_color-text)!important}
:host>*{font-size:var(--_font-size-md)}
`;

/**
 * Forced colours (docs/laws/colours.md): the system paints every background alike, so a button
 * drawn as a filled shape or bare text keeps a border (important: an element's own `border: 0`
 * must not take it away), and a selected, current or pressed item is marked by an outline, not
 * by its fill alone. An element's focus ring (an outline of its own rule) still wins on focus.
 */
const forcedCss = `@media (forced-colors:active){button,[role=button]{border:1px solid ButtonText!important}:host :is([aria-selected=true],[aria-current]:not([aria-current=false]),[aria-pressed=true]){outline:2px solid Highlight;outline-offset:-4px}}`;

/**
 * Rules every element shares, ahead of its own sheet: the design tokens (tokens/tokens.css, read
 * at `:host` into private `--_*` variables), the host-page isolation rule above, the host
 * defaults built on them and the forced-colours rules.
 */
export const baseCss = `${tokensCss}
${hostCss}
:host([hidden]),[hidden]{display:none!important}
select{max-width:100%;min-width:0}
a[href^="tel:"]{direction:ltr;unicode-bidi:isolate}
.mf-fallback{padding:var(--_space-4);border:1px solid var(--_color-danger);color:var(--_color-danger)}
.mf-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
${forcedCss}`;

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
 * Registers the size unit and the colour tokens on the way (the first instance of every element
 * class passes here).
 */
export function createSheets(css: string): CSSStyleSheet[] | null {
  registerProperties();
  if (!supportsConstructedSheets()) return null;
  if (!baseSheet) {
    baseSheet = new CSSStyleSheet();
    baseSheet.replaceSync(baseCss);
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return [baseSheet, sheet];
}
