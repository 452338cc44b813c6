// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  parseColor,
  parseDecimal,
  parseIdentifier,
  parseInteger,
  parseJson,
  safeHttpUrl,
} from './parse';
import { validatePattern } from './pattern';

describe('parseColor (dealer-locator spec §5)', () => {
  it.each([
    '#fff',
    '#FFF',
    '#a1b2c3',
    'rgb(0, 0, 0)',
    'rgb(255,255,255)',
    'rgba(10, 20, 30, 0.5)',
    'rgba(1,2,3,1)',
    'rgba(1,2,3,50%)',
    ' #abc ',
  ])('accepts %j', (value) => {
    const error = vi.spyOn(console, 'error');
    expect(parseColor(value)).toBe(value.trim());
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    '#ff',
    '#ffff',
    '#fffffff',
    'red',
    'rgb(256,0,0)',
    'rgb(1,2)',
    'rgba(1,2,3)',
    'rgba(1,2,3,2)',
    'hsl(0,0%,0%)',
    'url(x)',
    '#fff;background:url(x)',
    'expression(alert(1))',
  ])('rejects %j with a console error', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseColor(value)).toBeNull();
    expect(error).toHaveBeenCalledWith(`Invalid color value: "${value}"`);
  });

  it('names the caller in its log when it knows it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseColor('red', 'mf-dealer-locator: "brand_color"')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'mf-dealer-locator: "brand_color": Invalid color value: "red"',
    );
  });

  it('treats a missing value as no colour, silently', () => {
    const error = vi.spyOn(console, 'error');
    expect(parseColor(null)).toBeNull();
    expect(parseColor('')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('validatePattern (an attribute holding a regular expression)', () => {
  it.each(['', '\\.cloudhost\\.example$', '^static\\.', '(a|b)'])('accepts %j as it is', (value) =>
    expect(validatePattern(value)).toBe(value),
  );

  it.each(['(', '[a-', '*x', '(?<n>a)\\k<m>'])('throws for %j, naming the problem', (value) =>
    expect(() => validatePattern(value)).toThrow(/Invalid regular expression/),
  );
});

describe('parseInteger', () => {
  it.each([
    ['42', 42],
    ['-7', -7],
    ['+3', 3],
    [' 10 ', 10],
    ['0', 0],
    ['12px', null],
    ['1.0', null],
    ['1e3', null],
    ['0x10', null],
    ['', null],
    [null, null],
    ['9007199254740993', null],
    ['Infinity', null],
  ])('%j -> %j', (value, expected) => expect(parseInteger(value)).toBe(expected));
});

describe('parseDecimal', () => {
  it.each([
    ['52.52', 52.52],
    ['-13.4', -13.4],
    ['.5', 0.5],
    ['3', 3],
    ['3.', 3],
    ['1e3', null],
    ['52,5', null],
    ['NaN', null],
    ['Infinity', null],
    ['', null],
    ['1.2.3', null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => expect(parseDecimal(value as string)).toBe(expected));
});

describe('parseIdentifier', () => {
  it.each([
    ['dealer_01', 'dealer_01'],
    ['AB-12', 'AB-12'],
    [' x ', 'x'],
    ['a b', null],
    ['a/b', null],
    ['<script>', null],
    ['', null],
    ['ü', null],
  ])('%j -> %j', (value, expected) => expect(parseIdentifier(value)).toBe(expected));
});

describe('parseJson', () => {
  it('parses, and logs naming the value when it cannot', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseJson('{"a":1}', 'x')).toEqual({ a: 1 });
    expect(parseJson('{a', 'allowed origins')).toBeNull();
    expect(error.mock.calls[0]?.[0]).toBe('allowed origins could not be parsed as JSON');
    expect(parseJson('  ', 'x')).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://dealer.example/path?q=1', 'https://dealer.example/path?q=1'],
    ['http://dealer.example', 'http://dealer.example/'],
    ['/relative', 'http://localhost:3000/relative'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,x', null],
    ['vbscript:x', null],
    ['', null],
    [42, null],
    [null, null],
  ])('%j -> %j', (value, expected) =>
    expect(safeHttpUrl(value, 'http://localhost:3000/')).toBe(expected),
  );
});
