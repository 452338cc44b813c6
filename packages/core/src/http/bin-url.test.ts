import { describe, expect, it } from 'vitest';
import { servletBase } from './bin-url';

describe('servletBase (relative links of an answer; news and products)', () => {
  it.each<[string, string | undefined]>([
    ['', undefined],
    ['   ', undefined],
    ['https://cms.example.com', 'https://cms.example.com/'],
    ['https://cms.example.com/', 'https://cms.example.com/'],
    ['//cms.example.com', 'http://cms.example.com/'], // the page's scheme (jsdom: http)
    ['http://[bad', undefined],
    ['ftp://files.example.com', undefined],
  ])('%j -> %s', (origin, expected) => {
    expect(servletBase(origin)).toBe(expected);
  });
});
