// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkRem,
  checkTokens,
  embeddedCss,
  findLiteralColours,
  findRem,
  fixRem,
} from './check-tokens';

const values = (css: string) => findLiteralColours(css).map((f) => f.value);

describe('findLiteralColours', () => {
  it('finds hex values, colour functions and named colours in declarations', () => {
    expect(values('.a{color:#fff;background:#367C2B}')).toEqual(['#fff', '#367C2B']);
    expect(values('.a { box-shadow: 0 4px 12px rgb(0 0 0 / 0.18); }')).toEqual(['rgb()']);
    expect(values('.a{color:rgba(0,0,0,.5);border-color:hsl(0 0% 50%)}')).toEqual([
      'rgba()',
      'hsl()',
    ]);
    expect(values('.a{outline:2px solid oklch(60% 0.1 200)}')).toEqual(['oklch()']);
    expect(values('.a{color:White;border:1px solid red}')).toEqual(['White', 'red']);
    expect(values(':host{--_x:var(--mf-x,#123456)}')).toEqual(['#123456']);
  });

  it('leaves tokens, keywords, selectors, comments and lookalike words alone', () => {
    expect(
      values(
        `/* #fff red */ #id .red-button:hover{color:var(--_color-text);background:transparent;` +
          `border-color:currentColor;white-space:nowrap;animation:mf-tan-spin 1s;font:bold 12px sans-serif}`,
      ),
    ).toEqual([]);
  });

  it('gives the line of each literal', () => {
    expect(
      findLiteralColours('.a {\n  color: var(--_c);\n  background: #eee;\n}')[0],
    ).toMatchObject({ line: 3, value: '#eee', declaration: 'background: #eee' });
  });
});

describe('embeddedCss', () => {
  it('reads *Css template literals and TSX style props, with their lines', () => {
    const source =
      "import x from 'y';\nexport const selectCss = `\n.a{color:#fff}\n`;\n" +
      "const el = <div style={{ color: '#000', padding: 4 }} />;\nconst other = `#abc`;";
    const blocks = embeddedCss(source);
    expect(blocks).toHaveLength(2);
    const found = blocks.flatMap((b) => findLiteralColours(b.css, b.line));
    expect(found.map((f) => [f.line, f.value])).toEqual([
      [3, '#fff'],
      [5, '#000'],
    ]);
  });
});

describe('the element stylesheets', () => {
  it('hold no literal colour outside the token file', () => {
    expect(checkTokens().map((f) => `${f.file}:${f.line} ${f.value}`)).toEqual([]);
  });
});

describe('findRem', () => {
  it('finds rem lengths in declarations, with their lines', () => {
    expect(findRem('.a{padding:1rem .5rem}\n.b{margin:-0.75rem;width:calc(100% - 2rem)}')).toEqual([
      { line: 1, value: '1rem' },
      { line: 1, value: '.5rem' },
      { line: 2, value: '-0.75rem' },
      { line: 2, value: '2rem' },
    ]);
  });

  it('leaves comments, media queries, names and the unit alone', () => {
    expect(
      findRem(
        '/* 1rem */ @media (min-width: 40rem) { .a-2rem{--x-1rem:var(--_unit);width:calc(2 * var(--_unit))} }',
      ),
    ).toEqual([]);
  });

  it('finds rem in container queries (which the unit cannot reach)', () => {
    expect(findRem('@container p (max-width: 33rem) {.a{gap:0}}')).toEqual([
      { line: 1, value: '33rem' },
    ]);
  });
});

describe('fixRem', () => {
  it('writes each size in the unit, and em where var() cannot go or outside a shadow root', () => {
    expect(fixRem('.a{padding:1rem .5rem;margin:-1rem}')).toBe(
      '.a{padding:var(--_unit) calc(.5 * var(--_unit));margin:calc(-1 * var(--_unit))}',
    );
    expect(fixRem('@container p (max-width: 33rem) {.a{gap:2rem}}')).toBe(
      '@container p (max-width: 33em) {.a{gap:calc(2 * var(--_unit))}}',
    );
    expect(fixRem('mf-x{gap:var(--mf-space-4, 1rem)}', true)).toBe(
      'mf-x{gap:var(--mf-space-4, 1em)}',
    );
    expect(fixRem('/* 1rem */@media (min-width: 40rem){.a{top:0}}')).toBe(
      '/* 1rem */@media (min-width: 40rem){.a{top:0}}',
    );
    const fixed = fixRem('.a{padding:0.6rem 1.25rem}');
    expect(findRem(fixed)).toEqual([]);
  });
});

describe('the element stylesheets', () => {
  it('hold no rem: sizes follow the browser default font size, not the page root', () => {
    expect(checkRem().map((f) => `${f.file}:${f.line} ${f.value}`)).toEqual([]);
  });
});
