/**
 * Colour arithmetic without Node: parsing the colours of the token file and of
 * getComputedStyle, mixing, WCAG 2.x contrast. scripts/tokens.ts (the token contrast table) and
 * the browser law suite (tests/browser/laws/colours.test.ts, each text against its background)
 * both use it.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** Hex (3, 4, 6, 8 digits), rgb()/rgba() in either syntax, color(srgb r g b / a), white and black. */
export function parseColour(text: string): Rgba {
  const value = NAMED[text.trim().toLowerCase()] ?? text.trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const rgb = /^rgba?\((.*)\)$/i.exec(value)?.[1];
  if (rgb) {
    const [channels, alpha] = rgb.includes('/') ? rgb.split('/') : [rgb, undefined];
    const parts = channels!.split(/[\s,]+/).filter(Boolean);
    const last = alpha ?? (parts.length === 4 ? parts.pop() : undefined);
    const a = last === undefined ? 1 : last.endsWith('%') ? parseFloat(last) / 100 : Number(last);
    const [r, g, b] = parts.map((p) => (p.endsWith('%') ? parseFloat(p) * 2.55 : Number(p)));
    return { r: r!, g: g!, b: b!, a };
  }
  // What getComputedStyle gives for color-mix() and other non-legacy colours in sRGB.
  const srgb = /^color\(srgb\s+([^/)]+)(?:\/\s*([^)]+))?\)$/i.exec(value);
  if (srgb) {
    const [r, g, b] = srgb[1]!
      .trim()
      .split(/\s+/)
      .map((c) => Number(c) * 255);
    return { r: r!, g: g!, b: b!, a: srgb[2] === undefined ? 1 : Number(srgb[2].trim()) };
  }
  throw new Error(`Not a colour: ${text}`);
}

export function mix(a: Rgba, b: Rgba, p: number): Rgba {
  const m = (x: number, y: number) => x * p + y * (1 - p);
  return { r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: m(a.a, b.a) };
}

export function formatColour({ r, g, b, a }: Rgba): string {
  const h = (n: number) => Math.round(n).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}${a < 1 ? h(a * 255) : ''}`;
}

/** WCAG 2.x relative luminance. */
function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.x contrast ratio; a translucent foreground is composited over the background. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColour(background);
  const fg = mix(parseColour(foreground), bg, parseColour(foreground).a);
  const [l1, l2] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}
