import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MARKET_COOKIE,
  MARKET_COOKIE_EXPIRES,
  marketSelectorDismissed,
  readMarketCookie,
  refreshMarketCookie,
  removeMarketCookie,
  setMarketSelectorDismissed,
  writeMarketCookie,
} from './market';

afterEach(() => {
  removeMarketCookie();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('stored market (spec §3, §9)', () => {
  it('the cookie expires at the end of the year 9999', () => {
    expect(MARKET_COOKIE_EXPIRES.toISOString()).toBe('9999-12-31T23:59:59.000Z');
    const set = vi.spyOn(document, 'cookie', 'set');
    expect(writeMarketCookie('https://mf.example/de-de/')).toBe(true);
    expect(String(set.mock.calls[0]![0])).toMatch(
      /^mf-market=https%3A%2F%2Fmf\.example%2Fde-de%2F; path=\/; SameSite=Lax; expires=Fri, 31 Dec 9999 23:59:59 GMT/,
    );
    expect(readMarketCookie()).toBe('https://mf.example/de-de/');
  });

  it('refresh writes an existing cookie again with the full expiry, and nothing without one', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    refreshMarketCookie();
    expect(set).not.toHaveBeenCalled();
    writeMarketCookie('/uk/');
    refreshMarketCookie();
    expect(set).toHaveBeenCalledTimes(2);
    expect(String(set.mock.calls[1]![0])).toContain(`${MARKET_COOKIE}=%2Fuk%2F`);
  });

  it('remove forgets it', () => {
    writeMarketCookie('/uk/');
    removeMarketCookie();
    expect(readMarketCookie()).toBeNull();
  });

  it('a cookie that cannot be written is logged, never thrown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new Error('sandboxed');
    });
    expect(writeMarketCookie('/uk/')).toBe(false);
    expect(error).toHaveBeenCalledWith('Could not write cookie "mf-market"', expect.any(Error));
  });

  it('the session flag', () => {
    expect(marketSelectorDismissed()).toBe(false);
    setMarketSelectorDismissed();
    expect(marketSelectorDismissed()).toBe(true);
  });
});
