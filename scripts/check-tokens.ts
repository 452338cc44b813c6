/**
 * `npm run check:tokens` (part of `npm test`, so of `npm run verify`): no literal colour and no
 * `rem` in an element stylesheet. Colours are design tokens (packages/core/src/tokens/tokens.css, the one
 * file allowed to hold them); a stylesheet reads them through its private `--_*` variables
 * (docs/style.md "Tokens, not literals"). Exits 1 and names file, line and value of each literal.
 *
 * Stylesheets are every `.css` file under packages/, and the CSS held in TypeScript: template
 * literals bound to a name ending in `Css` (`export const selectCss = \`...\``) and `style`
 * props of TSX. A literal colour is a hex value, a colour function (rgb, hsl, hwb, lab, lch,
 * oklab, oklch, color) or a CSS named colour; `transparent`, `currentColor` and system colours
 * (used by forced-colours rules) are not literals.
 *
 * No `rem` either: `rem` follows the host page's root font size, and element sizes must
 * not (CONTRIBUTING "Sizes: the unit, not rem"). A size is `calc(N * var(--_unit))` in element
 * CSS, `Nem` in a container query (var() cannot appear there; em is the container's, at the
 * host's `medium`) and in a page stylesheet (`page.css`, outside the shadow root, on elements
 * whose font size is `medium`). Media queries are exempt: their `rem` is the browser's default
 * font size already. `npm run check:tokens -- --fix` rewrites every stray `rem` that way.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TOKEN_FILE } from './tokens';

/** The CSS named colours (CSS Color 4), without transparent and currentcolor. */
const NAMED_COLOURS = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
  'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
  'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
  'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
  'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
  'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
  'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
  'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
  'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
  'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
  'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
  'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
  'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
  'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
).split(' ');

const LITERAL = new RegExp(
  [
    String.raw`#[0-9a-f]{3,8}\b`,
    String.raw`\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(`,
    String.raw`(?<![\w-])(?:${NAMED_COLOURS.join('|')})(?![\w-])`,
  ].join('|'),
  'gi',
);

export interface LiteralColour {
  line: number;
  value: string;
  declaration: string;
}

/**
 * Literal colours in the declarations of `css` (selectors, comments and custom-property names
 * are not looked at). `lineOffset` numbers lines of CSS embedded in a larger file.
 */
export function findLiteralColours(css: string, lineOffset = 0): LiteralColour[] {
  const found: LiteralColour[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  // A declaration: property, colon, value up to ; or } (a selector is followed by {).
  for (const m of text.matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}]|$)/g)) {
    const value = m[2]!;
    for (const literal of value.matchAll(LITERAL)) {
      const index = m.index! + m[0].length - value.length + literal.index!;
      found.push({
        line: lineOffset + text.slice(0, index).split('\n').length,
        value: literal[0].replace(/\($/, '()'),
        declaration: `${m[1]}: ${value.trim()}`,
      });
    }
  }
  return found;
}

/** The CSS inside a TypeScript file: `*Css` template literals and TSX `style={...}` props. */
export function embeddedCss(source: string): { css: string; line: number }[] {
  const blocks: { css: string; line: number }[] = [];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length - 1;
  for (const m of source.matchAll(/\w+Css\s*=\s*`([^`]*)`/g)) {
    const start = m.index! + m[0].indexOf('`') + 1;
    blocks.push({ css: m[1]!, line: lineAt(start) });
  }
  // style={{ color: '#fff' }} -> "color: '#fff'" (quotes do not hide a literal from the regex).
  for (const m of source.matchAll(/\bstyle=\{\{([\s\S]*?)\}\}/g)) {
    const start = m.index! + m[0].indexOf('{{') + 2;
    blocks.push({ css: m[1]!.replace(/,/g, ';'), line: lineAt(start) });
  }
  return blocks;
}

/** A `rem` length, e.g. `1.5rem`, `.5rem`, `-0.75rem` (not `1.5remx`, not `--x-rem`). */
const REM = /(?<![\w.-])(-?)(\d*\.?\d+)rem(?![\w-])/g;

export interface StrayRem {
  line: number;
  value: string;
}

/** Blanks comments and `@media` preludes (lengths there are the browser's default font size). */
function maskForRem(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/@media[^{]*/g, (c) => c.replace(/[^\n]/g, ' '));
}

/** Every `rem` length outside comments and media queries. */
export function findRem(css: string, lineOffset = 0): StrayRem[] {
  const text = maskForRem(css);
  return [...text.matchAll(REM)].map((m) => ({
    line: lineOffset + text.slice(0, m.index).split('\n').length,
    value: m[0],
  }));
}

/**
 * `css` with every stray `rem` rewritten: `calc(N * var(--_unit))`, or `Nem` inside a container
 * query prelude and in a page stylesheet (`page`).
 */
export function fixRem(css: string, page = false): string {
  const text = maskForRem(css);
  const containerPreludes = [...text.matchAll(/@container[^{]*/g)].map(
    (m) => [m.index, m.index + m[0].length] as const,
  );
  let out = '';
  let last = 0;
  for (const m of text.matchAll(REM)) {
    const inContainer = containerPreludes.some(([a, b]) => m.index >= a && m.index < b);
    const [, sign, n] = m;
    const replacement =
      page || inContainer
        ? `${sign}${n}em`
        : !sign && Number(n) === 1
          ? 'var(--_unit)'
          : `calc(${sign}${n} * var(--_unit))`;
    out += css.slice(last, m.index) + replacement;
    last = m.index + m[0].length;
  }
  return out + css.slice(last);
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

export interface Finding extends LiteralColour {
  file: string;
}

/** The stylesheets under `root/packages`: `.css` files and the CSS held in TypeScript. */
function stylesheets(root: string): { path: string; file: string; source: string }[] {
  const found: { path: string; file: string; source: string }[] = [];
  for (const path of walk(join(root, 'packages'))) {
    const file = relative(root, path);
    if (/\.test\.tsx?$/.test(file) || !/\.(css|tsx?)$/.test(file)) continue;
    found.push({ path, file, source: readFileSync(path, 'utf8') });
  }
  return found;
}

function blocksOf(file: string, source: string): { css: string; line: number }[] {
  return file.endsWith('.css') ? [{ css: source, line: 0 }] : embeddedCss(source);
}

/** Every literal colour in the element stylesheets under `root/packages`. */
export function checkTokens(root = process.cwd()): Finding[] {
  const findings: Finding[] = [];
  for (const { file, source } of stylesheets(root)) {
    if (file === TOKEN_FILE) continue;
    // Themes set tokens: literal colours are what they are for.
    if (file.startsWith('packages/core/themes/')) continue;
    for (const block of blocksOf(file, source))
      for (const f of findLiteralColours(block.css, block.line)) findings.push({ file, ...f });
  }
  return findings;
}

export interface RemFinding extends StrayRem {
  file: string;
}

/** Every `rem` in the stylesheets under `root/packages`, the token file and themes included. */
export function checkRem(root = process.cwd()): RemFinding[] {
  const findings: RemFinding[] = [];
  for (const { file, source } of stylesheets(root))
    for (const block of blocksOf(file, source))
      for (const f of findRem(block.css, block.line)) findings.push({ file, ...f });
  return findings;
}

/** Rewrites every stray `rem` under `root/packages` in place (`--fix`); returns the files. */
export function fixRemIn(root = process.cwd()): string[] {
  const changed: string[] = [];
  for (const { path, file, source } of stylesheets(root)) {
    let next = source;
    if (file.endsWith('.css')) next = fixRem(source, /(^|\/)page\.css$/.test(file));
    else
      for (const block of embeddedCss(source).reverse()) {
        const start = source.split('\n').slice(0, block.line).join('\n').length;
        const at = next.indexOf(block.css, start);
        if (at >= 0)
          next = next.slice(0, at) + fixRem(block.css) + next.slice(at + block.css.length);
      }
    if (next !== source) {
      writeFileSync(path, next);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1]?.endsWith('check-tokens.ts')) {
  if (process.argv.includes('--fix'))
    for (const file of fixRemIn()) console.log(`rewrote rem sizes in ${file}`);
  const strayRem = checkRem();
  for (const f of strayRem)
    console.error(`${f.file}:${f.line}: ${f.value} follows the page's root font size`);
  if (strayRem.length) {
    console.error(
      `\n${strayRem.length} rem size(s) in element stylesheets: write calc(N * var(--_unit)) ` +
        '(CONTRIBUTING "Sizes: the unit, not rem"), or run `npm run check:tokens -- --fix`.',
    );
    process.exitCode = 1;
  }
  const findings = checkTokens();
  for (const f of findings)
    console.error(`${f.file}:${f.line}: literal colour ${f.value} in "${f.declaration}"`);
  if (findings.length) {
    console.error(
      `\n${findings.length} literal colour(s) in element stylesheets: use a token (${TOKEN_FILE}) through a private --_ variable.`,
    );
    process.exit(1);
  }
  if (!strayRem.length) console.log('No literal colour and no rem in element stylesheets.');
}
