// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderAttributes, quoteAttribute, snippet } from './snippet';

describe('the playground snippet', () => {
  it('writes a short tag on one line, a boolean attribute bare', () => {
    expect(
      snippet('mf-modal', [
        ['label', 'News'],
        ['close-on-backdrop', ''],
      ]),
    ).toBe('<mf-modal label="News" close-on-backdrop></mf-modal>');
  });

  it('writes a long tag one attribute a line, the content indented under it', () => {
    expect(
      snippet(
        'mf-events-overview',
        [
          ['site', 'mf'],
          ['no-results', 'No events found for this region, try another one.'],
          ['per-page', '10'],
        ],
        '\n        <h2>Events</h2>\n          <p>Soon</p>\n      ',
      ),
    ).toBe(
      [
        '<mf-events-overview',
        '  site="mf"',
        '  no-results="No events found for this region, try another one."',
        '  per-page="10"',
        '>',
        '  <h2>Events</h2>',
        '    <p>Soon</p>',
        '</mf-events-overview>',
      ].join('\n'),
    );
  });

  it('escapes values: & always, double quotes unless single quotes can hold the value', () => {
    expect(quoteAttribute('a & b')).toBe('"a &amp; b"');
    expect(quoteAttribute('{"share":"Share"}')).toBe(`'{"share":"Share"}'`);
    expect(quoteAttribute(`{"share":"Farmer's pick"}`)).toBe(
      '"{&quot;share&quot;:&quot;Farmer\'s pick&quot;}"',
    );
    expect(quoteAttribute('<b>')).toBe('"<b>"');
    expect(snippet('mf-x', [['label', '"><script>alert(1)</script>']])).toBe(
      `<mf-x label='"><script>alert(1)</script>'></mf-x>`,
    );
  });

  it('orders attributes the same whatever order they were set in: others first, then the API order', () => {
    const order = ['site', 'per-page', 'labels'];
    const expected = [
      ['id', 'events'],
      ['site', 'mf'],
      ['per-page', '3'],
    ];
    expect(
      orderAttributes(
        [
          ['per-page', '3'],
          ['id', 'events'],
          ['site', 'mf'],
        ],
        order,
      ),
    ).toEqual(expected);
    expect(
      orderAttributes(
        [
          ['site', 'mf'],
          ['id', 'events'],
          ['per-page', '3'],
        ],
        order,
      ),
    ).toEqual(expected);
  });
});
