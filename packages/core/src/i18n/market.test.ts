import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKET_COOKIE } from '../browser/market';
import { localeOfLink, marketFor, marketOf, onMarketChange, pageMarket, setMarket } from './market';

/** The page as a test left it: no meta, no lang, no cookie; the cached market forgotten. */
function resetPage(): void {
  document.querySelector('meta[name="mf-market"]')?.remove();
  document.documentElement.removeAttribute('lang');
  document.cookie = `${MARKET_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.dispatchEvent(new CustomEvent('mf-market-change'));
}

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

describe('the market of a locale', () => {
  it('gives each market its currency and units', () => {
    expect(marketOf('de-DE')).toMatchObject({
      locale: 'de-DE',
      language: 'de',
      region: 'DE',
      currency: 'EUR',
      power: 'kW',
      distance: 'km',
      weight: 'kg',
    });
    expect(marketOf('en-US')).toMatchObject({
      currency: 'USD',
      power: 'hp',
      distance: 'mi',
      weight: 'lb',
      volume: 'gal',
    });
    expect(marketOf('en-GB')).toMatchObject({
      currency: 'GBP',
      power: 'hp',
      distance: 'mi',
      weight: 'kg',
    });
    expect(marketOf('fr-FR')).toMatchObject({ currency: 'EUR', power: 'kW', distance: 'km' });
    expect(marketOf('ar-SA')).toMatchObject({ language: 'ar', currency: 'SAR', distance: 'km' });
  });

  it('reads a language without a region as its usual market, and an underscore as a hyphen', () => {
    expect(marketOf('de')).toMatchObject({ locale: 'de-DE', region: 'DE' });
    expect(marketOf('fr')).toMatchObject({ locale: 'fr-FR', currency: 'EUR' });
    expect(marketOf('ar')).toMatchObject({ locale: 'ar-SA' });
    expect(marketOf('de_AT')).toMatchObject({ locale: 'de-AT', region: 'AT', currency: 'EUR' });
  });

  it('falls back to en-US with one log for a tag that is no language, and to US units for an unknown region', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(marketOf('not a tag!', 'the test')).toMatchObject({ locale: 'en-US', currency: 'USD' });
    expect(marketOf('not a tag!', 'the test').locale).toBe('en-US');
    expect(marketOf('de-QQ', 'the test')).toMatchObject({
      language: 'de',
      currency: 'USD',
      power: 'hp',
    });
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      'mf: the test is not a language tag, got "not a tag!"; en-US is used.',
      'mf: the test has a region we have no units for, got "QQ"; the units and currency of en-US are used.',
    ]);
  });

  it('finds a locale in a market link', () => {
    expect(localeOfLink('https://www.example.com/de-de/home')).toBe('de-DE');
    expect(localeOfLink('./site-home.html?market=de&lang=de')).toBe('de');
    expect(localeOfLink('/fr_fr/')).toBe('fr-FR');
    expect(localeOfLink('https://www.example.com/')).toBeNull();
  });
});

describe('the page market', () => {
  it('takes the meta first, then <html lang>, then the market cookie, then en-US', () => {
    expect(pageMarket().locale).toBe('en-US');
    document.cookie = `${MARKET_COOKIE}=${encodeURIComponent('https://example.com/fr-fr/')}; path=/`;
    document.dispatchEvent(new CustomEvent('mf-market-change'));
    expect(pageMarket().locale).toBe('fr-FR');
    document.documentElement.lang = 'en-GB';
    document.dispatchEvent(new CustomEvent('mf-market-change'));
    expect(pageMarket().locale).toBe('en-GB');
    setMarket('de-AT; power=hp');
    expect(pageMarket()).toMatchObject({ locale: 'de-AT', currency: 'EUR', power: 'hp' });
  });

  it('logs an unknown setting of the meta once and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMarket('de-DE; power=PS; distance=mi');
    expect(pageMarket()).toMatchObject({ power: 'kW', distance: 'mi' });
    setMarket('de-DE; power=PS; distance=mi');
    expect(pageMarket()).toMatchObject({ power: 'kW' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('got "power=PS"');
  });

  it('tells its listeners of a change by setMarket and of a change of <html lang>', async () => {
    const heard = vi.fn();
    const stop = onMarketChange(heard);
    setMarket('fr-FR');
    expect(heard).toHaveBeenCalledTimes(1);
    document.documentElement.lang = 'de-DE';
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    stop();
  });

  it("gives an element with another language that language's market, else the page's", () => {
    setMarket('de-DE');
    expect(marketFor(null)).toBe(pageMarket());
    expect(marketFor('de')).toBe(pageMarket());
    expect(marketFor('fr')).toMatchObject({ locale: 'fr-FR', currency: 'EUR' });
    expect(marketFor('en')).toMatchObject({ locale: 'en-US' });
  });
});

describe('a market link', () => {
  it("takes the language from `lang`, not from the market's code", () => {
    expect(localeOfLink('./site-home.html?market=sa&lang=ar')).toBe('ar');
    expect(localeOfLink('./site-home.html?market=ar')).toBeNull();
  });
});
