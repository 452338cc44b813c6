import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookie';
import { readJson, readString, removeItem, writeJson, writeString } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage helpers never throw (site-components spec §8)', () => {
  it('round-trips JSON in local and session storage', () => {
    expect(writeJson('local', 'k', { a: 1 })).toBe(true);
    expect(readJson('local', 'k', null)).toEqual({ a: 1 });
    writeString('session', 's', 'v');
    expect(readString('session', 's')).toBe('v');
    removeItem('session', 's');
    expect(readString('session', 's')).toBeNull();
  });

  it('gives the fallback silently for a missing key', () => {
    const error = vi.spyOn(console, 'error');
    expect(readJson('local', 'missing', 'fallback')).toBe('fallback');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs malformed JSON and data the validator rejects, and gives the fallback', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('k', '{not json');
    expect(readJson('local', 'k', 'fallback')).toBe('fallback');
    localStorage.setItem('k', '[1]');
    expect(
      readJson('local', 'k', 'fallback', (v) => {
        if (!Array.isArray(v) || typeof v[0] !== 'string') throw new Error('not a list of strings');
        return 'ok';
      }),
    ).toBe('fallback');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('survives storage that throws on every call (blocked storage, quota)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(boom);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(boom);
    expect(readJson('local', 'k', 'fallback')).toBe('fallback');
    expect(writeJson('local', 'k', 1)).toBe(false);
    expect(() => removeItem('session', 'k')).not.toThrow();
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('survives a window whose storage getter throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getter = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(readString('session', 'k')).toBeNull();
      expect(writeString('session', 'k', 'v')).toBe(false);
    } finally {
      getter.mockRestore();
    }
  });

  it('refuses values that cannot be serialised', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(writeJson('local', 'k', cyclic)).toBe(false);
  });
});

describe('cookies', () => {
  it('writes, reads (decoded) and removes a cookie', () => {
    writeCookie('_sf-utm', '{"utm_source":"news letter"}', { path: '/' });
    expect(readCookie('_sf-utm')).toBe('{"utm_source":"news letter"}');
    removeCookie('_sf-utm');
    expect(readCookie('_sf-utm')).toBeNull();
  });

  it('writes SameSite=Lax and Secure on https', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('a', 'b', { secure: true, expires: new Date(Date.UTC(9999, 11, 31, 23, 59, 59)) });
    expect(set).toHaveBeenCalledWith(
      'a=b; path=/; SameSite=Lax; expires=Fri, 31 Dec 9999 23:59:59 GMT; Secure',
    );
  });

  it('logs an undecodable cookie and a document that refuses cookies', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('bad=%E0%A4%A');
    expect(readCookie('bad')).toBeNull();
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(writeCookie('x', 'y')).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
