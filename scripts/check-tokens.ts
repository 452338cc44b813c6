/**
 * `npm run check:tokens` (part of `npm test`, so of `npm run verify`): no literal colour in an
 * element stylesheet. Colours are design tokens (packages/core/src/tokens/tokens.css, the one
 * file allowed to hold them); a stylesheet reads them through its private `--_*` variables
 * (STYLE.md "Tokens, not literals"). Exits 1 and names file, line and value of each literal.
 *
 * Stylesheets are every `.css` file under packages/, and the CSS held in TypeScript: template
 * literals bound to a name ending in `Css` (`export const selectCss = \`...\``) and `style`
 * props of TSX. A literal colour is a hex value, a colour function (rgb, hsl, hwb, lab, lch,
 * oklab, oklch, color) or a CSS named colour; `transparent`, `currentColor` and system colours
 * (used by forced-colours rules) are not literals.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** Every literal colour in the element stylesheets under `root/packages`. */
export function checkTokens(root = process.cwd()): Finding[] {
  const findings: Finding[] = [];
  for (const path of walk(join(root, 'packages'))) {
    const file = relative(root, path);
    if (file === TOKEN_FILE || /\.test\.tsx?$/.test(file)) continue;
    // Themes set tokens: literal colours are what they are for.
    if (file.startsWith('packages/core/themes/')) continue;
    const source = /\.(css|tsx?)$/.test(file) ? readFileSync(path, 'utf8') : null;
    if (source === null) continue;
    const blocks = file.endsWith('.css') ? [{ css: source, line: 0 }] : embeddedCss(source);
    for (const block of blocks)
      for (const f of findLiteralColours(block.css, block.line)) findings.push({ file, ...f });
  }
  return findings;
}

if (process.argv[1]?.endsWith('check-tokens.ts')) {
  const findings = checkTokens();
  for (const f of findings)
    console.error(`${f.file}:${f.line}: literal colour ${f.value} in "${f.declaration}"`);
  if (findings.length) {
    console.error(
      `\n${findings.length} literal colour(s) in element stylesheets: use a token (${TOKEN_FILE}) through a private --_ variable.`,
    );
    process.exit(1);
  }
  console.log('No literal colour in element stylesheets.');
}
