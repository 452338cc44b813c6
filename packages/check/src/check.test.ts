// @vitest-environment node
import { checkHtml, checkTemplates, UsageError } from './check';

const MISTAKES = 'packages/check/testing/mistakes.html';
const CLEAN = 'packages/check/testing/clean.html';

describe('mf-check on planted mistakes', () => {
  // Each mistake of testing/mistakes.html, once, where it is: [line, column, rule, message].
  const planted: [number, number, string, string][] = [
    [
      8,
      7,
      'no-unknown-elements',
      'Unknown element <mf-dealer-locater> (did you mean "mf-dealer-locator"?)',
    ],
    [9, 7, 'no-unknown-elements', 'Unknown element <mf-weather-widget>'],
    [
      10,
      37,
      'mf/unknown-attribute',
      '<mf-events-overview> has no attribute "per-pgae" (did you mean "per-page"?)',
    ],
    [
      11,
      55,
      'mf/unknown-attribute',
      '<mf-product-selector> has no attribute "headingLevel" (did you mean "heading-level"?)',
    ],
    [
      12,
      49,
      'attribute-allowed-values',
      'Attribute "scroll-offset" has invalid value "50px": expected a number',
    ],
    [
      13,
      31,
      'attribute-allowed-values',
      'Attribute "show-on-load" has invalid value "true": a boolean attribute is written bare for on (or as "" or its own name) and left out for off',
    ],
    [
      14,
      75,
      'attribute-allowed-values',
      'Attribute "mode" has invalid value "Popup": expected "embedded", "modal", "popup" (did you mean "popup"?)',
    ],
    [15, 35, 'mf/attribute-json', 'Attribute "sources" is not valid JSON: '],
    [
      17,
      10,
      'mf/script-json',
      '<script type="application/json"> in <mf-form-modal> is not valid JSON: ',
    ],
    [
      24,
      12,
      'mf/script-json',
      '<script type="application/json"> in <mf-offers-grid> is not valid JSON: ',
    ],
    [
      29,
      8,
      'element-required-attributes',
      '<mf-product-compare> is missing required "path" attribute',
    ],
    [30, 8, 'element-required-attributes', '<mf-lead-form> is missing required "src" attribute'],
    [
      31,
      23,
      'attribute-allowed-values',
      'Attribute "site" has invalid value "": it is required, and an empty value is a missing one',
    ],
    [32, 24, 'no-self-closing', '<mf-social-share> must not be self-closed'],
  ];

  it('reports each exactly once, at its line and column, and nothing else', async () => {
    const problems = await checkTemplates([MISTAKES]);
    expect(problems.map((p) => [p.line, p.column, p.rule])).toEqual(
      planted.map(([line, column, rule]) => [line, column, rule]),
    );
    problems.forEach((problem, i) => {
      const message = planted[i]![3];
      // A JSON parser's own words differ between Node versions: only their lead-in is fixed.
      if (message.endsWith(': ')) expect(problem.message.startsWith(message)).toBe(true);
      else expect(problem.message).toBe(message);
      expect(problem).toMatchObject({ file: MISTAKES, severity: 'error' });
    });
  });
});

describe('mf-check on good markup', () => {
  it('finds nothing in a page using the elements well', async () => {
    // Global attributes, data-*, aria-*, handlers, every boolean form, numbers as Number() reads
    // them, JSON attributes and scripts, other tags and plain HTML with its own mistakes.
    expect(await checkTemplates([CLEAN])).toEqual([]);
  });

  it('checks a page under another tag prefix, and only that prefix', async () => {
    const html = `<acme-site-search site="mf" collection="mf-en"></acme-site-search>
<acme-site-serach></acme-site-serach>
<acme-lead-form></acme-lead-form>
<mf-lead-form></mf-lead-form>`;
    const problems = await checkHtml(html, 'acme.html', { tagPrefix: 'acme' });
    expect(problems.map((p) => `${p.line} ${p.rule} ${p.message}`)).toEqual([
      '2 no-unknown-elements Unknown element <acme-site-serach> (did you mean "acme-site-search"?)',
      '3 element-required-attributes <acme-lead-form> is missing required "src" attribute',
    ]);
  });
});

describe('disable directives', () => {
  const broken = `<mf-events-overview site="mf" per-page="five"></mf-events-overview>`;

  it('silence the next element for the named rule', async () => {
    const html = `<!-- [html-validate-disable-next attribute-allowed-values -- shows the error state] -->\n${broken}`;
    expect(await checkHtml(html)).toEqual([]);
  });

  it('are reported when they silence nothing, unless their rule is not one of the checker’s', async () => {
    const html = `<!-- [html-validate-disable-next mf/attribute-json -- nothing to silence] -->
<mf-events-overview site="mf"></mf-events-overview>
<!-- [html-validate-disable-next no-inline-style -- another tool's rule] -->
<p style="color: red">Text</p>`;
    expect((await checkHtml(html)).map((p) => `${p.line}:${p.column} ${p.rule}`)).toEqual([
      '1:34 no-unused-disable',
    ]);
  });
});

describe('wrong calls', () => {
  it('reject a pattern that matches nothing, naming it', async () => {
    await expect(checkTemplates([CLEAN, 'packages/check/testing/none-*.html'])).rejects.toThrow(
      new UsageError('No file matches "packages/check/testing/none-*.html".'),
    );
  });

  it('reject an unusable tag prefix', async () => {
    await expect(checkHtml('<p></p>', 'x.html', { tagPrefix: 'Acme_1' })).rejects.toBeInstanceOf(
      UsageError,
    );
  });

  it('expand a folder to its HTML files', async () => {
    const problems = await checkTemplates(['packages/check/testing']);
    expect(new Set(problems.map((p) => p.file))).toEqual(
      new Set([MISTAKES, 'packages/check/testing/planted.html']),
    );
  });
});
