// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from './testing';
import { encodeUrlComponent, wellFormed } from './url-component';

describe('encodeUrlComponent', () => {
  it('encodes as encodeURIComponent does for well-formed text', () => {
    expect(encodeUrlComponent('GB 0421/ä?&=#%')).toBe(encodeURIComponent('GB 0421/ä?&=#%'));
    expect(encodeUrlComponent('🚜')).toBe('%F0%9F%9A%9C');
  });

  it('writes a lone surrogate as U+FFFD instead of throwing URI malformed', () => {
    expect(() => encodeURIComponent('A\uD800B')).toThrow(URIError);
    expect(encodeUrlComponent('A\uD800B')).toBe('A%EF%BF%BDB');
    expect(encodeUrlComponent('\uDC00')).toBe('%EF%BF%BD');
    expect(encodeUrlComponent('\uDBFF\uDFFF')).toBe('%F4%8F%BF%BF'); // a pair stays one code point
  });

  it('never throws, and its result always parses as part of an address', () => {
    fc.assert(
      fc.property(anyText(), (value) => {
        const encoded = encodeUrlComponent(value);
        expect(encoded).toMatch(/^[A-Za-z0-9\-_.!~*'()%]*$/);
        const url = new URL(`https://example.com/p/${encoded}?q=${encoded}#${encoded}`);
        expect(url.searchParams.get('q')).toBe(wellFormed(value));
      }),
    );
  });

  it('the fallback matches String.prototype.toWellFormed where the browser has none', () => {
    fc.assert(
      fc.property(anyText(), (value) => {
        expect(wellFormed(value, false)).toBe(
          (value as string & { toWellFormed(): string }).toWellFormed(),
        );
      }),
    );
  });
});
