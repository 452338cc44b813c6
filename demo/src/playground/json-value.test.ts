// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkJson, jsonShape } from './json-value';

describe('the playground JSON check', () => {
  it('takes JSON of the shape of the type', () => {
    expect(checkJson('{"share":"Share"}', '{ share?: string }')).toEqual({
      ok: true,
      value: { share: 'Share' },
    });
    expect(checkJson('[{"value":"eu","label":"Europe"}]', 'Array<{ value: string }>')).toEqual({
      ok: true,
      value: [{ value: 'eu', label: 'Europe' }],
    });
    expect(checkJson('["https://a.example"]', 'string[]').ok).toBe(true);
  });

  it('refuses text that is not JSON, saying so', () => {
    const check = checkJson('{"share": "Share"', '{ share?: string }');
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toMatch(/^Not JSON: /);
    expect(checkJson("{share: 'Share'}").ok).toBe(false);
  });

  it('refuses a list where the type is an object, and the other way round', () => {
    expect(checkJson('[]', 'Record<string, string>')).toEqual({
      ok: false,
      message: 'Expected a JSON object ({…}).',
    });
    expect(checkJson('null', '{ a?: string }').ok).toBe(false);
    expect(checkJson('{}', 'Array<{ value: string }>')).toEqual({
      ok: false,
      message: 'Expected a JSON list ([…]).',
    });
  });

  it('reads the shape from the type text', () => {
    expect(jsonShape('{ value: string; label: string }[]')).toBe('array');
    expect(jsonShape('Array<{ value: string }>')).toBe('array');
    expect(jsonShape('Record<string, string>')).toBe('object');
    expect(jsonShape('{ close?: string }')).toBe('object');
    expect(jsonShape('unknown')).toBe('any');
  });
});
