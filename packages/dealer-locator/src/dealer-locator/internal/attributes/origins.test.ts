import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptUrl, originList, parseOrigin, strictUrl } from './origins';

const ALLOWED = ['https://allowed.test', 'http://localhost:8200'];
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

/**
 * The bypass corpus: spellings that try to reach another origin, or hide what they
 * are, while looking like (or containing) an allowed one. None may be accepted.
 */
const BYPASSES: [string, string][] = [
  ['scheme-relative', '//evil.test'],
  ['scheme-relative to the allowed host', '//allowed.test/x'],
  ['relative path', '/landing.html'],
  ['allowed host as a subdomain of evil', 'https://allowed.test.evil.test'],
  ['allowed host as user info', 'https://allowed.test@evil.test'],
  ['allowed host and port as user info', 'https://allowed.test:443@evil.test/'],
  ['backslash before @', 'https://allowed.test\\@evil.test'],
  ['backslash authority', 'https:\\\\evil.test'],
  ['backslashes to the allowed host', 'https:\\\\allowed.test\\landing'],
  ['slash-backslash', 'https:/\\evil.test'],
  ['tab in the scheme', 'ht\ttps://allowed.test/'],
  ['tab in the host', 'https://allowed.te\tst/'],
  ['newline in the host', 'https://allowed.\ntest/'],
  ['carriage return', 'https://allowed.test\r/'],
  ['leading space', ' https://allowed.test/'],
  ['trailing newline', 'https://allowed.test/\n'],
  ['NUL byte', 'https://allowed.test\u0000.evil.test/'],
  ['no-break space', 'https://allowed.test\u00a0/'],
  ['javascript:', 'javascript:alert(1)'],
  ['javascript: mixed case', 'JaVaScRiPt:alert(document.domain)'],
  ['javascript: with the allowed origin in a comment', 'javascript://allowed.test/%0aalert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['data: mixed case', 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['ftp: to the allowed host', 'ftp://allowed.test/'],
  ['blob: of the allowed origin', 'blob:https://allowed.test/uuid'],
  ['evil host, mixed case', 'HTTPS://EVIL.TEST/'],
  ['trailing dot on the allowed host', 'https://allowed.test./landing'],
  ['other port', 'https://allowed.test:8443/'],
  ['explicit default port', 'https://allowed.test:443/'],
  ['other scheme (http for https)', 'http://allowed.test/'],
  ['other scheme (https for http)', 'https://localhost:8200/'],
  ['neighbour port of the allowed localhost', 'http://localhost:8201/byo-landing.html'],
  ['scheme without slashes', 'https:evil.test'],
  ['scheme without slashes, allowed host', 'https:allowed.test'],
  ['one slash', 'https:/allowed.test/'],
  ['three slashes', 'https:///allowed.test/'],
  ['percent-encoded dot in the host', 'https://allowed%2Etest/'],
  ['percent-encoded host', 'https://%61llowed.test/'],
  ['Cyrillic lookalike host', 'https://аllowed.test/'],
  ['fullwidth dot', 'https://allowed\uff0etest/'],
  ['IPv4 of localhost for a name', 'http://127.0.0.1:8200/'],
  ['decimal IP', 'http://2130706433:8200/'],
  ['empty', ''],
  ['only an origin-like word', 'allowed.test'],
];

describe('strict origin allow-list (spec §5, bypass corpus)', () => {
  it.each(BYPASSES)('rejects %s: %j', (_name, raw) => {
    expect(acceptUrl(raw, ALLOWED, 'byo_redirect')).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it.each([
    ['the bare origin', 'https://allowed.test', 'https://allowed.test/'],
    [
      'a path and its own query',
      'https://allowed.test/byo/done?step=3',
      'https://allowed.test/byo/done?step=3',
    ],
    ['a query right after the host', 'https://allowed.test?x=1', 'https://allowed.test/?x=1'],
    ['a fragment', 'https://allowed.test#top', 'https://allowed.test/#top'],
    [
      'a localhost origin with its port',
      'http://localhost:8200/byo-landing.html',
      'http://localhost:8200/byo-landing.html',
    ],
    // Scheme and host are case-insensitive: the parser lower-cases them, so this is the same origin.
    [
      'mixed case of the allowed scheme and host',
      'HTTPS://Allowed.TEST/Path',
      'https://allowed.test/Path',
    ],
  ])('accepts %s', (_name, raw, href) => {
    expect(acceptUrl(raw, ALLOWED, 'byo_redirect')?.href).toBe(href);
    expect(errors).not.toHaveBeenCalled();
  });

  it('accepts nothing when no origin is configured', () => {
    expect(acceptUrl('https://allowed.test/', [], 'byo_redirect')).toBeNull();
  });

  it('property: whatever is accepted navigates to an allowed origin and reads back the same', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.string(),
          fc
            .tuple(
              fc.constantFrom(
                'https://allowed.test',
                'http://localhost:8200',
                'https://allowed.test.',
              ),
              fc.constantFrom('', '/', '@', '\\', '.', ':', '%2e', '\t', '?', '#', ':443'),
              fc.string({ maxLength: 12 }),
            )
            .map((parts) => parts.join('')),
        ),
        (raw) => {
          const url = acceptUrl(raw, ALLOWED, 'byo_redirect');
          if (!url) return;
          expect(ALLOWED).toContain(url.origin);
          // What the browser would navigate to has the same origin as the text we accepted.
          expect(new URL(url.href).origin).toBe(url.origin);
          expect(raw.toLowerCase().startsWith(url.origin)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: a URL on any other origin is never accepted', () => {
    fc.assert(
      fc.property(fc.webUrl(), (raw) => {
        fc.pre(!ALLOWED.includes(new URL(raw).origin));
        expect(acceptUrl(raw, ALLOWED, 'byo_redirect')).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('strictUrl keeps what it accepts as parsed', () => {
    expect(strictUrl('https://allowed.test/a?b=c')?.searchParams.get('b')).toBe('c');
  });
});

describe('configured origin lists (opener-origins, redirect-origins)', () => {
  const parse = originList('redirect-origins');

  it('keeps parsed origins: lower-cased, default port dropped, path ignored, deduplicated', () => {
    expect(
      parse([
        'https://BYO.Example.com',
        'https://byo.example.com:443/configurator',
        'http://localhost:8200',
      ]),
    ).toEqual(['https://byo.example.com', 'http://localhost:8200']);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each([
    ['not an array', { origin: 'https://allowed.test' }],
    ['a string', 'https://allowed.test'],
    ['null', null],
  ])('throws for %s (the adapter logs it and uses [])', (_name, value) => {
    expect(() => parse(value)).toThrow(/redirect-origins must be a JSON array/);
  });

  it.each([
    ['a number', 42],
    ['an empty string', ''],
    ['a host without scheme', 'allowed.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/plain,x'],
    ['user info', 'https://user@allowed.test'],
    ['a backslash', 'https:\\\\allowed.test'],
    ['"*"', '*'],
    ['"null"', 'null'],
  ])('logs and leaves out %s, keeping the other entries', (_name, entry) => {
    expect(parse([entry, 'https://allowed.test'])).toEqual(['https://allowed.test']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('redirect-origins'));
  });

  it('parseOrigin answers null for an unparsable entry', () => {
    expect(parseOrigin('http://', 'opener-origins')).toBeNull();
  });
});
