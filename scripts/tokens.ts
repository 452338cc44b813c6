/**
 * The design tokens as data, read from the token file (packages/core/src/tokens/tokens.css) and
 * the shipped themes (packages/core/themes/*.css): for the token table of docs/tokens.md
 * (scripts/build-manifest.ts) and the contrast check (scripts/tokens.test.ts, `npm run
 * contrast` prints the table).
 *
 * Values are resolved the way the browser does for these files: `var(--mf-x, fallback)` takes
 * the theme's value of `--mf-x` or else the fallback; `var(--_x)` is another token;
 * `color-mix(in srgb, A p%, B)` mixes two colours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { contrastRatio, formatColour, mix, parseColour } from './colour';

export { contrastRatio, parseColour, type Rgba } from './colour';

export const TOKEN_FILE = 'packages/core/src/tokens/tokens.css';
export const THEME_DIR = 'packages/core/themes';

export interface Token {
  /** The public name a page or theme sets, e.g. `--mf-color-brand`. */
  name: string;
  /** The private name element stylesheets read, e.g. `--_color-brand`. */
  private: string;
  /** The declared value (`var(--mf-color-brand, #367c2b)`). */
  value: string;
  /** The default as a reader sees it: private names shown as their public ones. */
  default: string;
  description: string;
}

const squash = (text: string) =>
  text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();

/** Splits `text` on commas outside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** `name(args)` as a whole expression, or null. */
function call(expr: string): { fn: string; args: string } | null {
  const m = /^([a-z-]+)\((.*)\)$/s.exec(expr.trim());
  if (!m) return null;
  // The closing parenthesis must close the opening one (not `a(x) b(y)`).
  let depth = 0;
  for (let i = m[1]!.length; i < expr.trim().length; i++) {
    const c = expr.trim()[i];
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && i !== expr.trim().length - 1) return null;
  }
  return { fn: m[1]!, args: m[2]! };
}

/** Every token of the token file, in file order; the first declaration of a public name wins. */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = [];
  const seen = new Set<string>();
  const body = css.replace(/^\/\*[\s\S]*?\*\//, '');
  for (const m of body.matchAll(/\/\*\s*([\s\S]*?)\s*\*\/\s*(--_[\w-]+)\s*:\s*([^;]+);/g)) {
    const value = squash(m[3]!);
    const name = /var\((--mf-[\w-]+)/.exec(value)?.[1];
    if (!name || seen.has(name)) continue;
    seen.add(name);
    tokens.push({
      name,
      private: m[2]!,
      value,
      default: defaultOf(value, name),
      description: squash(m[1]!),
    });
  }
  return tokens;
}

/** The balanced `name(...)` call starting at `index` of `text`. */
function callAt(text: string, index: number): string {
  let depth = 0;
  for (let i = text.indexOf('(', index); i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(index, i + 1);
  }
  throw new Error(`Unbalanced: ${text}`);
}

/** The fallback of `var(--mf-name, fallback)` within `value`, private names made public. */
function defaultOf(value: string, name: string): string {
  const start = value.indexOf(`var(${name}`);
  const own = call(callAt(value, start))!;
  let fallback = splitTopLevel(own.args).slice(1).join(', ');
  // max(24px, var(--mf-control-size, 2.75rem)): the value is clamped; say so.
  if (start > 0) fallback = `${fallback}, clamped: ${value}`;
  // `--_unit` is no token: the size unit every element takes at its host (README "On any host
  // page"), shown as it is.
  return fallback.replace(/var\(--_(?!unit\))([\w-]+)\)/g, 'var(--mf-$1)');
}

/** `--mf-*` declarations of a theme file (any selector). */
export function parseTheme(css: string): Map<string, string> {
  const values = new Map<string, string>();
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of body.matchAll(/(--mf-[\w-]+)\s*:\s*([^;}]+)[;}]/g))
    values.set(m[1]!, squash(m[2]!));
  return values;
}

export interface Theme {
  name: string;
  file: string;
  values: Map<string, string>;
}

/** The shipped themes, by file name without `.css`. */
export function loadThemes(root = process.cwd()): Theme[] {
  const dir = join(root, THEME_DIR);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => ({
      name: basename(f, '.css'),
      file: join(THEME_DIR, f),
      values: parseTheme(readFileSync(join(dir, f), 'utf8')),
    }));
}

export function loadTokens(root = process.cwd()): Token[] {
  return parseTokens(readFileSync(join(root, TOKEN_FILE), 'utf8'));
}

/** Resolves `--_name` (a private token) under a theme's values, as the browser would. */
export function resolveToken(
  tokens: Token[],
  privateName: string,
  theme: Map<string, string> = new Map(),
): string {
  const byPrivate = new Map(tokens.map((t) => [t.private, t]));
  const evaluate = (expr: string, depth: number): string => {
    if (depth > 20) throw new Error(`Token cycle at ${expr}`);
    const c = call(expr);
    if (!c) return expr.trim();
    if (c.fn === 'var') {
      const [ref, ...rest] = splitTopLevel(c.args);
      if (ref!.startsWith('--mf-') && theme.has(ref!)) return evaluate(theme.get(ref!)!, depth + 1);
      if (ref!.startsWith('--_')) {
        const token = byPrivate.get(ref!);
        if (!token) throw new Error(`Unknown token ${ref}`);
        return evaluate(token.value, depth + 1);
      }
      if (rest.length) return evaluate(rest.join(', '), depth + 1);
      throw new Error(`${ref} has no value`);
    }
    if (c.fn === 'color-mix') {
      const [space, a, b] = splitTopLevel(c.args);
      if (space !== 'in srgb') throw new Error(`Unsupported ${expr}`);
      const pa = /^(.*?)\s+([\d.]+)%$/.exec(a!);
      const colourA = parseColour(evaluate(pa ? pa[1]! : a!, depth + 1));
      const colourB = parseColour(evaluate(b!, depth + 1));
      const p = pa ? Number(pa[2]) / 100 : 0.5;
      return formatColour(mix(colourA, colourB, p));
    }
    return expr.trim();
  };
  const token = byPrivate.get(privateName);
  if (!token) throw new Error(`Unknown token ${privateName}`);
  return evaluate(token.value, 0);
}

export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for large text and UI boundaries (WCAG 1.4.3, 1.4.11). */
  minimum: 4.5 | 3;
  use: string;
}

const text = (foreground: string, background: string, use: string): ContrastPair => ({
  foreground,
  background,
  minimum: 4.5,
  use,
});
const boundary = (foreground: string, background: string, use: string): ContrastPair => ({
  foreground,
  background,
  minimum: 3,
  use,
});

/** Every foreground/background pair the element stylesheets draw from tokens. */
export const CONTRAST_PAIRS: ContrastPair[] = [
  text('--_color-text', '--_color-surface', 'body text on cards and fields'),
  text('--_color-text', '--_color-surface-raised', 'text in dialogs and listboxes'),
  text('--_color-text', '--_color-surface-muted', 'text on panels'),
  text('--_color-text', '--_color-brand-subtle', 'the active option, the brochure note'),
  text('--_color-text-muted', '--_color-surface', 'dates, counts, hints'),
  text('--_color-text-muted', '--_color-surface-raised', 'placeholders in the calendar'),
  text('--_color-text-muted', '--_color-surface-muted', 'the pending consent note'),
  text('--_color-brand-text', '--_color-surface', 'secondary buttons'),
  text('--_color-link', '--_color-surface', 'links'),
  text('--_color-on-brand', '--_color-brand', 'primary buttons, badges, the current page'),
  text('--_color-danger', '--_color-surface', 'error messages'),
  text('--_color-success', '--_color-surface', 'success text'),
  text('--_color-warning', '--_color-surface', 'warning text'),
  text('--_color-on-brand', '--_color-marker', 'dealer marker numbers'),
  text('--_color-on-brand', '--_color-marker-cluster', 'cluster counts'),
  text('--_color-on-brand', '--_color-category-1', 'mobile workshop markers'),
  text('--_color-on-brand', '--_color-category-2', 'parts drop markers'),
  text('--_color-on-brand', '--_color-category-3', 'service vehicle markers'),
  text('--_color-on-brand', '--_color-category-4', 'lube truck markers'),
  boundary('--_color-border', '--_color-surface', 'field and button outlines'),
  boundary('--_color-border', '--_color-surface-muted', 'field outlines on panels'),
  boundary(
    '--_color-brand',
    '--_color-surface',
    'brand-outlined buttons, the active option outline',
  ),
  boundary('--_color-focus', '--_color-surface', 'the focus ring'),
  boundary('--_color-focus', '--_color-surface-muted', 'the focus ring on panels'),
  boundary('--_color-danger', '--_color-surface', 'invalid field outlines'),
];

export interface ContrastRow extends ContrastPair {
  theme: string;
  foregroundValue: string;
  backgroundValue: string;
  ratio: number;
}

/** Every pair of CONTRAST_PAIRS under the defaults ("defaults") and under each theme. */
export function contrastTable(tokens: Token[], themes: Theme[]): ContrastRow[] {
  const rows: ContrastRow[] = [];
  for (const theme of [{ name: 'defaults', values: new Map<string, string>() }, ...themes]) {
    for (const pair of CONTRAST_PAIRS) {
      const foregroundValue = resolveToken(tokens, pair.foreground, theme.values);
      const backgroundValue = resolveToken(tokens, pair.background, theme.values);
      rows.push({
        ...pair,
        theme: theme.name,
        foregroundValue,
        backgroundValue,
        ratio: contrastRatio(foregroundValue, backgroundValue),
      });
    }
  }
  return rows;
}

/** The contrast table as Markdown (npm run contrast). */
export function contrastMarkdown(rows: ContrastRow[]): string {
  const lines = [
    '| Theme | Foreground | Background | Ratio | Minimum | Use |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.theme} | \`${r.foreground.replace('--_', '--mf-')}\` ${r.foregroundValue} | \`${r.background.replace('--_', '--mf-')}\` ${r.backgroundValue} | ${r.ratio.toFixed(2)}${r.ratio < r.minimum ? ' FAIL' : ''} | ${r.minimum} | ${r.use} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && basename(process.argv[1]).startsWith('tokens')) {
  const rows = contrastTable(loadTokens(), loadThemes());
  console.log(contrastMarkdown(rows));
  if (rows.some((r) => r.ratio < r.minimum)) process.exit(1);
}
