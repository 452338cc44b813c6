// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkTokens, embeddedCss, findLiteralColours } from './check-tokens';

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
