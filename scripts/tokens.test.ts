// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  contrastRatio,
  contrastTable,
  loadThemes,
  loadTokens,
  parseColour,
  parseTheme,
  parseTokens,
  resolveToken,
} from './tokens';

const tokens = loadTokens();
const themes = loadThemes();

describe('contrast of the tokens (WCAG 2.2 AA: 4.5:1 text, 3:1 large text and UI boundaries)', () => {
  it('ships the manufacturer, sister-brand and dealer-site themes', () => {
    expect(themes.map((t) => t.name)).toEqual(['dealer-site', 'manufacturer', 'sister-brand']);
  });

  for (const row of contrastTable(tokens, themes)) {
    it(`${row.theme}: ${row.foreground} on ${row.background} (${row.use}) ≥ ${row.minimum}`, () => {
      expect(row.ratio, `${row.foregroundValue} on ${row.backgroundValue}`).toBeGreaterThanOrEqual(
        row.minimum,
      );
    });
  }

  it('fails a theme pair under AA', () => {
    const pale = {
      name: 'pale',
      file: 'pale.css',
      values: parseTheme(':root{--mf-color-brand:#8fd17f}'),
    };
    const failing = contrastTable(tokens, [pale]).filter(
      (r) => r.theme === 'pale' && r.ratio < r.minimum,
    );
    expect(failing.map((r) => `${r.foreground} on ${r.background}`)).toEqual([
      '--_color-brand-text on --_color-surface',
      '--_color-link on --_color-surface',
      '--_color-on-brand on --_color-brand',
      '--_color-brand on --_color-surface',
    ]);
  });

  it('covers every colour token that text or a boundary is drawn in', () => {
    const used = new Set(CONTRAST_PAIRS.flatMap((p) => [p.foreground, p.background]));
    const colours = tokens.filter((t) => t.private.startsWith('--_color-')).map((t) => t.private);
    // The divider is decorative (WCAG 1.4.11 asks nothing of it); the backdrop dims the page.
    expect(colours.filter((c) => !used.has(c))).toEqual(['--_color-divider', '--_color-backdrop']);
  });
});

describe('token resolution', () => {
  it('takes a theme value, else the default, following private references', () => {
    expect(resolveToken(tokens, '--_color-link')).toBe('#2a6121');
    const red = parseTheme(':root { --mf-color-brand: #c41230; }');
    // brand-text and link follow the brand when only the brand is set.
    expect(resolveToken(tokens, '--_color-link', red)).toBe('#c41230');
    expect(resolveToken(tokens, '--_color-link', parseTheme(':root{--mf-color-link:#000}'))).toBe(
      '#000',
    );
  });

  it('mixes color-mix() in sRGB', () => {
    expect(
      resolveToken(tokens, '--_color-brand-subtle', parseTheme(':root{--mf-color-brand:#000}')),
    ).toBe('#e0e0e0');
  });

  it('parses the token file format', () => {
    const [token] = parseTokens(
      '/* header */\n:host {\n  /* The brand. */\n  --_color-brand: var(\n    --mf-color-brand,\n    #367c2b\n  );\n}',
    );
    expect(token).toEqual({
      name: '--mf-color-brand',
      private: '--_color-brand',
      value: 'var(--mf-color-brand, #367c2b)',
      default: '#367c2b',
      description: 'The brand.',
    });
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    // A translucent foreground is composited over the background first.
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#fff')).toBeCloseTo(
      contrastRatio('#808080', '#fff'),
      1,
    );
    expect(parseColour('rgba(255, 0, 0, 50%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.5 });
  });
});

describe('colour tokens registered with their defaults (docs/laws/colours.md)', () => {
  it('registers every colour token as an inheriting <color> whose initial value is its default', async () => {
    const registered: PropertyDefinition[] = [];
    const original = globalThis.CSS;
    globalThis.CSS = { registerProperty: (d: PropertyDefinition) => registered.push(d) } as never;
    try {
      const { registerProperties } = await import('@mf/core/element/styles');
      registerProperties();
    } finally {
      globalThis.CSS = original;
    }
    const colours = tokens.filter((t) => t.private.startsWith('--_color-'));
    expect(registered.filter((d) => d.syntax === '<color>').map((d) => d.name)).toEqual(
      colours.map((t) => t.private),
    );
    for (const token of colours) {
      const definition = registered.find((d) => d.name === token.private)!;
      expect(definition.inherits, token.name).toBe(true);
      expect(definition.initialValue, token.name).not.toMatch(/var\(/);
      // The initial value as the browser computes it (a color-mix() included) is the default.
      const initial = resolveToken(
        parseTokens(
          `/* file */ /* probe */ --_probe: var(--mf-probe, ${definition.initialValue});`,
        ),
        '--_probe',
      );
      expect(parseColour(initial), token.name).toEqual(
        parseColour(resolveToken(tokens, token.private)),
      );
    }
  });
});
